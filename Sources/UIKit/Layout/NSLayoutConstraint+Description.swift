import Synchronization

extension NSLayoutConstraint {
  /// What a constraint's description shows that is not fixed when it is made.
  ///
  /// It lives under the constraint's lock, not on the main actor: a description must be safe
  /// from any thread, since loggers and crash reporters print from background queues, and
  /// `print(constraint)` compiles anywhere.
  struct Described: Sendable {
    /// How the description names the first item; a guide's name follows its identifier.
    var first: @Sendable () -> String
    var second: (@Sendable () -> String)?
    var constant: CGFloat
    var priority = UILayoutPriority.required
    var identifier: String?
    var isActive = false
  }

  /// One value of the described state, read under the lock.
  ///
  /// Nonisolated, so the closure handed to the lock is not a main-actor one: those check their
  /// executor each time they run, and activation reads every constraint's constant.
  nonisolated func described<Value: Sendable>(
    _ keyPath: any KeyPath<Described, Value> & Sendable
  ) -> Value {
    described.withLock { $0[keyPath: keyPath] }
  }

  /// Changes one value of the described state under the lock (nonisolated, as for reading).
  nonisolated func setDescribed<Value: Sendable>(
    _ keyPath: any WritableKeyPath<Described, Value> & Sendable, _ value: Value
  ) {
    described.withLock { $0[keyPath: keyPath] = value }
  }

  /// What ``description`` returns, from any thread.
  nonisolated var describedText: String {
    let state = described.withLock { $0 }
    var text = "<NSLayoutConstraint:\(ObjectIdentifier(self).debugAddress) "
    if let identifier = state.identifier { text += "'\(identifier)' " }
    text += "\(state.first()).\(firstAttribute.name) \(relation.symbol) "
    if let second = state.second {
      text += "\(second()).\(secondAttribute.name)"
      if multiplier != 1 { text += " * \(Self.format(multiplier))" }
      let constant = state.constant
      if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
    } else {
      text += Self.format(state.constant)
    }
    if state.priority != .required { text += " @\(Int(state.priority.rawValue))" }
    text += state.isActive ? "   (active)>" : "   (inactive)>"
    return text
  }

  /// How descriptions name `item`: a view by its class and address, which never change, a
  /// layout guide by its identifier as it is when described.
  ///
  /// The view's name is formatted when a description asks for it, not when the constraint is
  /// made: most constraints are never described, and formatting the address cost as much as
  /// activating the constraint.
  nonisolated static func describedName(of item: AnyObject) -> @Sendable () -> String {
    if let guide = item as? UILayoutGuide {
      return { [weak guide] in guide.map { "'\($0.describedIdentifier)'" } ?? "nil" }
    }
    let itemType: any AnyObject.Type = type(of: item)
    let id = ObjectIdentifier(item)
    return { "\(itemType):\(id.debugAddress)" }
  }

  /// A number as UIKit's descriptions print it: whole numbers without a fraction.
  nonisolated static func format(_ value: CGFloat) -> String {
    // Past 1e15 a whole number no longer fits an Int (a storyboard can say 9223372036854775807,
    // a size `.greatestFiniteMagnitude`), and infinity and NaN never do.
    guard abs(value) < 1e15 else { return String(format: "%g", Double(value)) }
    return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}
