import Cassowary

/// Auto Layout: turns active constraints into frames with the Cassowary solver.
///
/// One solver serves every view: hierarchies that share no constraint form separate systems
/// inside it, which the incremental simplex never mixes, so views can move between windows
/// without migrating anything. Each view or guide that takes part gets four variables (its
/// frame in its container: the superview for views, the owner for guides). A constraint is
/// written in the coordinates of the nearest common ancestor of its items, adding the frames of
/// the views in between. Views that keep `translatesAutoresizingMaskIntoConstraints` are pinned
/// to their frames by required constraints whose constants follow the frame; the others get
/// their frames from the solution in their superview's `layoutSubviews`, with their intrinsic
/// size as hugging and compression-resistance constraints.
@MainActor
final class LayoutEngine {
  static let shared = LayoutEngine()

  /// The four unknowns of a view or guide.
  ///
  /// Named by attribute only (their ids tell items apart): formatting each item's class and
  /// address into its variables' names cost more than solving one of its constraints, and
  /// reports name constraints by their descriptions, not by their variables.
  struct Variables {
    let minX = Variable("minX")
    let minY = Variable("minY")
    let width = Variable("width")
    let height = Variable("height")
  }

  /// What the engine keeps for one view or guide.
  final class Item {
    let variables: Variables
    /// Frame pins (views that translate their autoresizing mask), or the system guides' ties
    /// to their owner.
    var pins: [Constraint] = [] {
      didSet { pinConstants = pins.map(\.expression.constant) }
    }
    /// The solver's current constant of each pin: `Constraint` values keep the constant they
    /// were made with, while `setConstant` changes only the solver's copy.
    var pinConstants: [Double] = []
    /// Hugging and compression resistance, for views laid out by constraints.
    var intrinsic: [Constraint] = []
    /// The view whose frame the solution decides; `nil` for guides and for views that
    /// translate their autoresizing masks. Not retained: the view's `deinit` forgets the item.
    unowned(unsafe) var drivenView: UIView?

    init(variables: Variables) {
      self.variables = variables
    }
  }

  /// What an active constraint keeps of its activation (`NSLayoutConstraint.installation`):
  /// kept on the constraint rather than in a dictionary, whose hashing and growth were a tenth
  /// of activating a constraint.
  struct Installation {
    /// The solver form, or `nil` when it was broken out of a conflict.
    var solverConstraint: Constraint?
    /// The solver constant without the constraint's `constant` (bounds origins, offsets).
    var baseConstant: Double
    /// Where the constraint is in `installedConstraints`.
    var index: Int
  }

  private var solver = Solver()
  /// Read for every view a layout pass places; exclusivity checks are off, as for
  /// `UIView.storedSubviews`: it changes only by single insertions and removals.
  @exclusivity(unchecked) private var items: [ObjectIdentifier: Item] = [:]
  /// Every active constraint, in no particular order (removal swaps in the last one).
  private var installedConstraints: [NSLayoutConstraint] = []
  /// Describes each solver constraint the engine makes itself (pins, intrinsic sizes, guides'
  /// ties), for conflict reports. The text is made only when a report is printed: formatting
  /// every constraint's description on activation cost more than solving it. The solver forms
  /// of `NSLayoutConstraint`s are described by their records instead (see `describe(_:)`).
  private var descriptions: [Int: () -> String] = [:]
  /// Views that translate their autoresizing mask and still wait for their frame pins. Matches
  /// UIKit, which makes `NSAutoresizingMaskLayoutConstraint`s only when it next solves, so code
  /// may constrain a view first and clear `translatesAutoresizingMaskIntoConstraints` after.
  /// Not retained (see `LayoutItemReference`): the view's `deinit` forgets its entry. Held as
  /// `Unmanaged` rather than in a struct with an `unowned(unsafe)` optional: Swift 6.3 at
  /// `-Onone` iterates a dictionary of such structs forever.
  private var unpinnedViews: [ObjectIdentifier: Unmanaged<UIView>] = [:]
  /// Bumped whenever the solution may have changed.
  private(set) var generation = 0
  private var flushedGeneration = 0

  // MARK: Items

  private func item(for object: AnyObject) -> Item {
    if let existing = items[ObjectIdentifier(object)] { return existing }
    let item = Item(variables: Variables())
    items[ObjectIdentifier(object)] = item
    if let view = object as? UIView {
      view.constraintState.engineItem = item
      if view.usesAutoresizingMask {
        unpinnedViews[ObjectIdentifier(view)] = Unmanaged.passUnretained(view)
      } else {
        drive(view, item)
      }
    } else if let guide = object as? UILayoutGuide, guide.kind != .custom {
      tieSystemGuide(guide, item)
    }
    return item
  }

  func hasItem(_ object: AnyObject) -> Bool { items[ObjectIdentifier(object)] != nil }

  /// Required constraints holding a view that translates its autoresizing mask to its frame.
  private func pin(_ view: UIView, _ item: Item) {
    let frame = view.frame
    let v = item.variables
    let name = "\(type(of: view)):\(ObjectIdentifier(view).debugAddress)"
    item.pins = [
      Constraint(LinearExpression(v.minX), .equal, LinearExpression(Double(frame.minX))),
      Constraint(LinearExpression(v.minY), .equal, LinearExpression(Double(frame.minY))),
      Constraint(LinearExpression(v.width), .equal, LinearExpression(Double(frame.width))),
      Constraint(LinearExpression(v.height), .equal, LinearExpression(Double(frame.height))),
    ]
    for (constraint, attribute) in zip(item.pins, ["minX", "minY", "width", "height"]) {
      add(constraint, description: "<NSAutoresizingMaskLayoutConstraint \(name).\(attribute)>")
    }
  }

  /// Pins the views that still translate their masks, before anything reads the solution.
  func pinWaitingViews() {
    guard !unpinnedViews.isEmpty else { return }
    let waiting = unpinnedViews
    unpinnedViews = [:]
    for (id, entry) in waiting {
      let view = entry.takeUnretainedValue()
      guard view.usesAutoresizingMask, let item = items[id],
        item.pins.isEmpty
      else { continue }
      pin(view, item)
    }
  }

  private func drive(_ view: UIView, _ item: Item) {
    item.drivenView = view
    installIntrinsicConstraints(view, item)
  }

  /// A system guide's rectangle, tied where its owner places it (`UIView.placement(of:)`):
  /// its origin required, its size either the owner's less the insets, required, or a size
  /// held at the lowest priority.
  private func tieSystemGuide(_ guide: UILayoutGuide, _ item: Item) {
    guard let owner = guide.owningView else { return }
    let v = item.variables
    let placement = owner.placement(of: guide)
    let constants = Self.tieConstants(placement)
    var ties = [
      (LinearExpression(v.minX), Strength.required), (LinearExpression(v.minY), .required),
    ]
    switch placement.size {
    case .inset:
      let ownerVariables = self.item(for: owner).variables
      ties += [
        (v.width - ownerVariables.width, .required), (v.height - ownerVariables.height, .required),
      ]
    case .preferred:
      ties += [
        (LinearExpression(v.width), Self.preferredSizeStrength),
        (LinearExpression(v.height), Self.preferredSizeStrength),
      ]
    }
    item.pins = zip(ties, constants).map { tie, constant in
      Constraint(tie.0 + constant, .equal, strength: tie.1)
    }
    for constraint in item.pins {
      add(constraint, description: "<system guide '\(guide.identifier)'>")
    }
  }

  /// A tenth of the lowest priority an app can give (1), so a preferred size only fills in
  /// what constraints leave open.
  private static let preferredSizeStrength = Strength(weak: 0.1)

  /// The solver constants of a guide's four ties, which `tieSystemGuide` writes and
  /// `itemGeometryDidChange` moves: `minX - x == 0`, `minY - y == 0`, then
  /// `width - owner.width + inset == 0` (inset sizes) or `width - size == 0` (a preferred size).
  private static func tieConstants(_ placement: GuidePlacement) -> [Double] {
    let origin = [-Double(placement.origin.x), -Double(placement.origin.y)]
    switch placement.size {
    case .inset(let horizontal, let vertical):
      return origin + [Double(horizontal), Double(vertical)]
    case .preferred(let size):
      return origin + [-Double(size.width), -Double(size.height)]
    }
  }

  /// Follows a change of frame (for pinned views) or of placement (for system guides).
  func itemGeometryDidChange(_ object: AnyObject) {
    guard let item = items[ObjectIdentifier(object)], !item.pins.isEmpty else { return }
    let targets: [Double]
    if let view = object as? UIView {
      // Pins read `variable - value == 0`.
      let frame = view.frame
      targets = [frame.minX, frame.minY, frame.width, frame.height].map { -Double($0) }
    } else if let guide = object as? UILayoutGuide, let owner = guide.owningView {
      targets = Self.tieConstants(owner.placement(of: guide))
    } else {
      return
    }
    for (index, target) in targets.enumerated() where item.pinConstants[index] != target {
      item.pinConstants[index] = target
      setConstant(target, of: item.pins[index])
    }
  }

  /// Switches a view between pinned to its frame and laid out by constraints.
  func translatesAutoresizingMaskDidChange(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    for constraint in item.pins + item.intrinsic { remove(constraint) }
    item.pins = []
    item.intrinsic = []
    if view.usesAutoresizingMask {
      item.drivenView = nil
      unpinnedViews[ObjectIdentifier(view)] = Unmanaged.passUnretained(view)
    } else {
      unpinnedViews[ObjectIdentifier(view)] = nil
      drive(view, item)
    }
  }

  /// Forgets a view that is going away, from its `deinit`: the constraints installed on it
  /// leave the solver, and so do its own pins and size constraints and its guides'. Matches
  /// UIKit, where a view's constraints go with it; it also keeps a new object that reuses the
  /// address from inheriting the old one's place in the engine.
  func viewWillDeallocate(
    _ id: ObjectIdentifier, installed constraints: [NSLayoutConstraint], guides: [UILayoutGuide]
  ) {
    for constraint in constraints {
      constraint.installedView = nil
      if let solverConstraint = uninstall(constraint) { remove(solverConstraint) }
    }
    forgetItem(id)
    for guide in guides { forgetItem(ObjectIdentifier(guide)) }
  }

  /// Drops a view's or guide's variables and the constraints that only the engine made for it.
  func forgetItem(_ id: ObjectIdentifier) {
    unpinnedViews[id] = nil
    guard let item = items.removeValue(forKey: id) else { return }
    item.drivenView = nil
    for constraint in item.pins + item.intrinsic { remove(constraint) }
  }

  // MARK: Intrinsic content size

  private func installIntrinsicConstraints(_ view: UIView, _ item: Item) {
    let size = view.intrinsicContentSize
    var constraints: [Constraint] = []
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let value = axis == .horizontal ? size.width : size.height
      guard value != UIView.noIntrinsicMetric else { continue }
      let variable = axis == .horizontal ? item.variables.width : item.variables.height
      let hugging = view.contentHuggingPriority(for: axis)
      let resistance = view.contentCompressionResistancePriority(for: axis)
      constraints.append(
        Constraint(
          LinearExpression(variable), .lessThanOrEqual, LinearExpression(Double(value)),
          strength: Strength(priority: hugging.rawValue)))
      constraints.append(
        Constraint(
          LinearExpression(variable), .greaterThanOrEqual, LinearExpression(Double(value)),
          strength: Strength(priority: resistance.rawValue)))
    }
    item.intrinsic = constraints
    // The name is formatted only if a conflict report asks: most views have no intrinsic size.
    let viewType: any AnyObject.Type = type(of: view)
    let id = ObjectIdentifier(view)
    for constraint in constraints {
      add(constraint, description: "<NSContentSizeLayoutConstraint \(viewType):\(id.debugAddress)>")
    }
  }

  /// Re-reads a view's intrinsic size and its hugging and resistance priorities.
  func intrinsicContentSizeDidChange(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)], !view.usesAutoresizingMask else { return }
    for constraint in item.intrinsic { remove(constraint) }
    installIntrinsicConstraints(view, item)
  }

  // MARK: Constraints

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
    difference.constant -= Double(constraint.constant)
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
      baseConstant: solverConstraint.expression.constant + Double(constraint.constant),
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
  private func uninstall(_ constraint: NSLayoutConstraint) -> Constraint? {
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
    setConstant(record.baseConstant - Double(constraint.constant), of: solverConstraint)
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

  // MARK: Expressions

  /// The view whose coordinates a constraint is written in: the nearest common ancestor of
  /// its items (a guide counts as its owning view).
  static func commonContainer(_ first: AnyObject, _ second: AnyObject?) -> UIView? {
    guard let firstView = anchorView(of: first) else { return nil }
    // Matches UIKit: a constraint on one item (`width == 100`) is installed on that item.
    guard let second else { return firstView }
    guard let secondView = anchorView(of: second) else { return nil }
    var ancestor: UIView? = firstView
    while let candidate = ancestor {
      if secondView.isDescendant(of: candidate) {
        // Two siblings meet in their superview; a view constrained to its ancestor (or two
        // guides of one view) are written in that view.
        if candidate === firstView && candidate === secondView && first is UIView
          && second is UIView
        {
          return candidate.storedSuperview ?? candidate
        }
        return candidate
      }
      ancestor = candidate.storedSuperview
    }
    return nil
  }

  private static func anchorView(of item: AnyObject) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// Adds `factor` times an attribute of `object`, in `container`'s coordinates, to `sum`.
  ///
  /// Only the parts the attribute uses are written (a width constraint needs neither origin).
  /// The items of the views in between are still made first, in the same order, so the
  /// solver's variables are created as before.
  private func accumulate(
    _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool,
    times factor: Double, in container: UIView, into sum: inout LinearExpression,
    marginsOf marginsOwner: UIView? = nil
  ) {
    // Matches UIKit: between a scroll view and its content, the scroll view's edges and
    // margins are its content area's, so such constraints place the content and size it; its
    // centres are its frame's, which does not scroll. Its width and height are its own.
    if object === container, let scrollView = container as? UIScrollView,
      let guide = Self.scrollGuide(of: scrollView, for: attribute)
    {
      accumulate(
        guide, attribute, rightToLeft: rightToLeft, times: factor, in: container, into: &sum,
        marginsOf: scrollView)
      return
    }
    // The item, not a copy of its four variables: copying them was a fifth of this function.
    let own = item(for: object)
    let isContainer = object === container && object is UIView
    let between = isContainer ? [] : viewsBetween(object, and: container)
    /// An origin in `container`'s coordinates: the item's own plus those of the views in
    /// between (their frames' origins minus their bounds' origins), or the container's bounds
    /// origin for the container itself.
    func origin(_ coefficient: Double, horizontal: Bool) {
      guard coefficient != 0 else { return }
      let scale = factor * coefficient
      if isContainer {
        let bounds = container.bounds
        sum.constant += scale * Double(horizontal ? bounds.minX : bounds.minY)
        return
      }
      for (view, item) in between {
        sum.terms.append(Term(horizontal ? item.variables.minX : item.variables.minY, scale))
        sum.constant -= scale * Double(horizontal ? view.bounds.minX : view.bounds.minY)
      }
      sum.terms.append(Term(horizontal ? own.variables.minX : own.variables.minY, scale))
    }
    func add(
      x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0,
      constant: CGFloat = 0
    ) {
      origin(x, horizontal: true)
      origin(y, horizontal: false)
      if width != 0 { sum.terms.append(Term(own.variables.width, factor * width)) }
      if height != 0 { sum.terms.append(Term(own.variables.height, factor * height)) }
      sum.constant += factor * Double(constant)
    }
    // Margins and baselines are read only for the attributes that use them, not for every
    // edge and size constraint.
    var margins: UIEdgeInsets { (marginsOwner ?? object as? UIView)?.layoutMargins ?? .zero }
    // Matches UIKit: leading and trailing are the right and left edges of an item whose view
    // lays out right to left.
    if rightToLeft && attribute.isDirectional {
      switch attribute {
      case .leading: add(x: 1, width: 1)
      case .leadingMargin: add(x: 1, width: 1, constant: -margins.right)
      case .trailingMargin: add(x: 1, constant: margins.left)
      default: add(x: 1)
      }
      return
    }
    switch attribute {
    case .left, .leading: add(x: 1)
    case .right, .trailing: add(x: 1, width: 1)
    case .top: add(y: 1)
    case .bottom: add(y: 1, height: 1)
    case .width: add(width: 1)
    case .height: add(height: 1)
    case .centerX: add(x: 1, width: 0.5)
    case .centerY: add(y: 1, height: 0.5)
    case .firstBaseline:
      add(y: 1, constant: (object as? UIView)?.firstBaselineOffsetFromTop ?? 0)
    case .lastBaseline:
      add(y: 1, height: 1, constant: -((object as? UIView)?.lastBaselineOffsetFromBottom ?? 0))
    case .leftMargin, .leadingMargin: add(x: 1, constant: margins.left)
    case .rightMargin, .trailingMargin: add(x: 1, width: 1, constant: -margins.right)
    case .topMargin: add(y: 1, constant: margins.top)
    case .bottomMargin: add(y: 1, height: 1, constant: -margins.bottom)
    case .centerXWithinMargins:
      let margins = margins
      add(x: 1, width: 0.5, constant: (margins.left - margins.right) * 0.5)
    case .centerYWithinMargins:
      let margins = margins
      add(y: 1, height: 0.5, constant: (margins.top - margins.bottom) * 0.5)
    case .notAnAttribute: break
    }
  }

  /// The guide that stands for a scroll view's attribute in constraints to its content: the
  /// content guide for edges and margins, the frame guide for centres, none for sizes and
  /// baselines.
  private static func scrollGuide(
    of scrollView: UIScrollView, for attribute: NSLayoutConstraint.Attribute
  ) -> UILayoutGuide? {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin,
      .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
      scrollView.contentLayoutGuide
    case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
      scrollView.frameLayoutGuide
    case .width, .height, .firstBaseline, .lastBaseline, .notAnAttribute:
      nil
    }
  }

  /// The views from the one whose coordinates `object`'s frame is in (a view's superview, a
  /// guide's owner) up to `container`, excluded, with their items, made in this order.
  private func viewsBetween(_ object: AnyObject, and container: UIView) -> [(UIView, Item)] {
    var current: UIView?
    if let view = object as? UIView {
      current = view.storedSuperview
    } else {
      current = Self.anchorView(of: object)
    }
    var views: [(UIView, Item)] = []
    while let view = current, view !== container {
      views.append((view, item(for: view)))
      current = view.storedSuperview
    }
    return views
  }

  // MARK: The solver

  /// Adds a constraint, or reports why it cannot be added, and leaves it out. A conflict gets
  /// UIKit's "Unable to simultaneously satisfy constraints" message; any other refusal gets a
  /// message naming the constraint and the reason, never silence. The solver form of an
  /// `owner` is described through its record later, so its description is not kept.
  @discardableResult
  private func add(
    _ constraint: Constraint, description: @autoclosure @escaping () -> String,
    breaking owner: NSLayoutConstraint? = nil
  ) -> Bool {
    do throws(SolverError) {
      try solver.addConstraint(constraint)
      if owner == nil { descriptions[constraint.id] = description }
      solutionDidChange()
      return true
    } catch {
      if case .unsatisfiableConstraint(_, let conflicting) = error {
        reportConflict(breaking: description(), conflicting: conflicting)
      } else {
        UIKitLog.warning(
          "[LayoutConstraints] Could not install \(description()): \(error). The constraint is "
            + "left out of the layout; deactivate it and activate it again to retry.")
      }
      return false
    }
  }

  private func remove(_ constraint: Constraint) {
    do throws(SolverError) {
      try solver.removeConstraint(constraint)
      descriptions[constraint.id] = nil
      solutionDidChange()
    } catch {
      // Already gone: nothing to undo.
    }
  }

  private func setConstant(_ constant: Double, of constraint: Constraint) {
    do throws(SolverError) {
      try solver.setConstant(constant, of: constraint)
      solutionDidChange()
    } catch {
      if case .unsatisfiableConstraint(_, let conflicting) = error {
        reportConflict(breaking: describe(constraint), conflicting: conflicting)
      }
    }
  }

  /// A solver constraint as a report names it: the engine's own description, else that of the
  /// `NSLayoutConstraint` it is the solver form of, found by a search only reports pay for.
  private func describe(_ constraint: Constraint) -> String {
    if let description = descriptions[constraint.id] { return description() }
    let owner = installedConstraints.first {
      $0.installation?.solverConstraint?.id == constraint.id
    }
    return owner?.description ?? "\(constraint)"
  }

  /// Matches UIKit's console message for unsatisfiable constraints.
  private func reportConflict(breaking description: String, conflicting: [Constraint]) {
    let list = conflicting.map { "    \"\(describe($0))\"" }
    UIKitLog.warning(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      (
      \(list.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint
      \(description)
      """)
  }

  private func solutionDidChange() {
    generation += 1
    UIApplication.shared.setNeedsFrame()
  }

  // MARK: Reading the solution

  func value(_ variable: Variable) -> CGFloat {
    pinWaitingViews()
    return CGFloat(solver.value(of: variable))
  }

  /// The solved frame of a view or guide in its container's coordinates.
  func solvedFrame(of object: AnyObject) -> CGRect {
    guard let item = items[ObjectIdentifier(object)] else {
      if let guide = object as? UILayoutGuide, let owner = guide.owningView {
        let placement = owner.placement(of: guide)
        let size: CGSize
        switch placement.size {
        case .inset(let horizontal, let vertical):
          size = CGSize(
            width: owner.bounds.width - horizontal, height: owner.bounds.height - vertical)
        case .preferred(let preferred): size = preferred
        }
        return CGRect(origin: placement.origin, size: size)
      }
      return .zero
    }
    pinWaitingViews()
    return solvedFrame(of: item)
  }

  private func solvedFrame(of item: Item) -> CGRect {
    solver.withValues { Self.frame(of: item.variables, $0) }
  }

  /// The solved frames of those of `views` whose frames come from the solution, `nil` for the
  /// others, in order: a layout pass reads its subviews' frames with one read of the solver
  /// (see `Solver.withValues`) instead of four each.
  func drivenFrames(of views: [UIView]) -> [CGRect?] {
    pinWaitingViews()
    // Loops rather than `map`: each call of a main-actor closure passed to `map` checks that it
    // runs on the main actor, and those checks cost as much as reading the frame.
    return solver.withValues { value in
      var frames: [CGRect?] = []
      frames.reserveCapacity(views.count)
      for view in views {
        if let item = drivenItem(of: view) {
          frames.append(Self.frame(of: item.variables, value))
        } else {
          frames.append(nil)
        }
      }
      return frames
    }
  }

  private static func frame(of v: Variables, _ value: (Variable) -> Double) -> CGRect {
    CGRect(
      x: value(v.minX), y: value(v.minY), width: max(0, value(v.width)),
      height: max(0, value(v.height)))
  }

  /// Whether the solution decides this view's frame.
  func drives(_ view: UIView) -> Bool { drivenItem(of: view) != nil }

  private func drivenItem(of view: UIView) -> Item? {
    // The view's link rather than `items`: a record the engine dropped (`reset`) drives nothing.
    guard let item = view.constraintState.engineItem, item.drivenView === view,
      !view.usesAutoresizingMask
    else { return nil }
    return item
  }

  /// Before a layout pass: marks the superview of every view whose solved frame moved, so the
  /// pass applies it.
  ///
  /// A superview already marked applies all its subviews' frames, so its other subviews are
  /// not compared: after a resize that moves every view, the walk reads one frame per
  /// superview instead of every view's.
  func markMovedViews() {
    pinWaitingViews()
    guard flushedGeneration != generation else { return }
    flushedGeneration = generation
    for item in items.values {
      guard let view = item.drivenView, let superview = view.storedSuperview,
        !superview.layoutState.needsLayout, !view.frame.equals(solvedFrame(of: item))
      else { continue }
      superview.setNeedsLayout()
    }
  }

  // MARK: Questions

  /// Adds `constraints`, runs `body`, and takes them away again: fitting sizes and ambiguity
  /// checks ask the solver "what if". A "what if" constraint the solver refuses is simply not
  /// asked about. The `removed` constraints go back as the solver held them (with constants that
  /// `setConstant` moved since they were made), and a failure to restore one is reported as a
  /// broken constraint, not swallowed.
  func withTemporary<T>(
    _ constraints: [Constraint], removing removed: [Constraint] = [], _ body: () -> T
  ) -> T {
    pinWaitingViews()
    var restore: [Constraint] = []
    for constraint in removed where solver.hasConstraint(constraint) {
      if let held = try? solver.removeConstraint(constraint) { restore.append(held) }
    }
    var added: [Constraint] = []
    for constraint in constraints where (try? solver.addConstraint(constraint)) != nil {
      added.append(constraint)
    }
    let result = body()
    for constraint in added { _ = try? solver.removeConstraint(constraint) }
    for constraint in restore {
      let describe = descriptions[constraint.id] ?? { constraint.debugDescription }
      add(constraint, description: describe())
    }
    return result
  }

  func record(of object: AnyObject) -> Item { item(for: object) }

  /// Every solver constraint this engine holds, for tests of memory use.
  var constraintCount: Int { solver.constraintCount }

  /// Forgets everything, for test isolation.
  func reset() {
    for constraint in installedConstraints {
      constraint.installedView = nil
      constraint.installation = nil
    }
    // Views outlive the engine's records in tests; their links must not drive them any more.
    for item in items.values { item.drivenView = nil }
    solver = Solver()
    items = [:]
    installedConstraints = []
    descriptions = [:]
    unpinnedViews = [:]
    generation += 1
  }
}
