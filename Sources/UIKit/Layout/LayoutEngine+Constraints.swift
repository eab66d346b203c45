import Cassowary

/// Activating, deactivating and updating `NSLayoutConstraint`s.
extension LayoutEngine {
  func activate(_ constraint: NSLayoutConstraint) {
    guard !constraint.isActive, let first = constraint.firstItem else { return }
    let second = constraint.secondItem
    guard let container = Self.commonContainer(first, second) else {
      UIKitException.raise(
        .genericException,
        "Unable to activate constraint with anchors \(constraint) because they have no common "
          + "ancestor. Does the constraint or its anchors reference items in different view "
          + "hierarchies? That's illegal.")
      return
    }
    // Matches UIKit: a constraint on the leading or trailing edge of a right-to-left view is
    // written along a mirrored axis, so its constant and inequality point inward from the
    // right as they do from the left. Each item's direction is read once, and only for a
    // directional attribute: it walks the item's traits.
    let firstIsRightToLeft = constraint.firstAttribute.isDirectional && Self.isRightToLeft(first)
    let secondIsRightToLeft =
      constraint.secondAttribute.isDirectional && second.map(Self.isRightToLeft) == true
    let mirrored =
      constraint.firstAttribute.isDirectional
      ? firstIsRightToLeft : secondIsRightToLeft
    let mirror: Double = mirrored ? -1 : 1
    // `first - multiplier * second - constant`, written into one expression: building each
    // side and combining them made several arrays per constraint, which cost more than the
    // rest of activation.
    var difference = LinearExpression(0)
    difference.terms.reserveCapacity(4)
    accumulate(
      first, constraint.firstAttribute, rightToLeft: firstIsRightToLeft, times: mirror,
      in: container, into: &difference)
    if let second, constraint.secondAttribute != .notAnAttribute {
      accumulate(
        second, constraint.secondAttribute, rightToLeft: secondIsRightToLeft,
        times: -mirror * Double(constraint.multiplier), in: container, into: &difference)
    }
    let constant = solverConstant(of: constraint)
    difference.constant -= constant
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let solverConstraint = Constraint(
      difference, relation, strength: Strength(priority: constraint.priority.rawValue))
    constraint.installedView = container
    // In place: appending through the `installedConstraints` accessor copied the whole array
    // for every constraint, which made activating N constraints on one view O(N²).
    container.constraintState.installed.append(constraint)
    let added = add(solverConstraint, description: constraint.description, breaking: constraint)
    constraint.installation = Installation(
      solverConstraint: added ? solverConstraint : nil,
      baseConstant: solverConstraint.expression.constant + constant,
      index: installedConstraints.count)
    installedConstraints.append(constraint)
  }

  func deactivate(_ constraint: NSLayoutConstraint) {
    guard let container = constraint.installedView else { return }
    container.constraintState.installed.removeAll { $0 === constraint }
    constraint.installedView = nil
    if let solverConstraint = uninstall(constraint) { remove(solverConstraint) }
  }

  /// Takes a constraint out of `installedConstraints` and returns its solver form, if any.
  func uninstall(_ constraint: NSLayoutConstraint) -> Constraint? {
    guard let installation = constraint.installation else { return nil }
    constraint.installation = nil
    let last = installedConstraints.removeLast()
    if last !== constraint {
      installedConstraints[installation.index] = last
      last.installation?.index = installation.index
    }
    return installation.solverConstraint
  }

  func constantDidChange(_ constraint: NSLayoutConstraint) {
    guard let record = constraint.installation,
      let solverConstraint = record.solverConstraint
    else { return }
    setConstant(record.baseConstant - solverConstant(of: constraint), of: solverConstraint)
  }

  /// The largest constant, either way, that the solver is given.
  ///
  /// Matches UIKit, whose engine substitutes a smaller value for a constant "that exceeds
  /// internal limits" (such as `.greatestFiniteMagnitude` as an upper bound) and logs that once.
  /// Apple does not publish its limit; this one is far beyond any screen and keeps the solver's
  /// sums exact to well under a pixel (without it, 1.8e308 + 300 is 1.8e308, and a cap on a
  /// width spoiled every other constraint on the view).
  static let constantLimit = 1e8

  /// Whether the limit's message was logged: UIKit logs it once per process.
  @ProcessWide private static var reportedConstantLimit = false

  /// `constraint`'s constant as the solver takes it: held within ``constantLimit``.
  private func solverConstant(of constraint: NSLayoutConstraint) -> Double {
    let constant = Double(constraint.constant)
    guard abs(constant) > Self.constantLimit else { return constant }
    if !Self.reportedConstantLimit {
      Self.reportedConstantLimit = true
      UIKitLog.warning(
        "This NSLayoutConstraint is being configured with a constant that exceeds internal "
          + "limits.  A smaller value will be substituted, but this problem should be fixed. "
          + "Break on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug.  This will be "
          + "logged only once.  This may break in the future.")
    }
    return constant < 0 ? -Self.constantLimit : Self.constantLimit
  }

  /// Whether a constraint's item (a view, or a guide's owning view) lays out right to left.
  private static func isRightToLeft(_ item: AnyObject) -> Bool {
    anchorView(of: item)?.isRightToLeft == true
  }

  /// Writes anew the active constraints on `view`'s leading and trailing edges (or margins),
  /// after its layout direction changed.
  func layoutDirectionDidChange(of view: UIView) {
    func flips(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
      guard let item, attribute.isDirectional else { return false }
      return Self.anchorView(of: item) === view
    }
    let affected = installedConstraints.filter {
      flips($0.firstItem, $0.firstAttribute) || flips($0.secondItem, $0.secondAttribute)
    }
    for constraint in affected {
      deactivate(constraint)
      activate(constraint)
    }
  }

  func priorityDidChange(_ constraint: NSLayoutConstraint) {
    guard constraint.isActive else { return }
    deactivate(constraint)
    activate(constraint)
  }
}
