/// A function's name with its argument labels, as Swift writes it in `#selector`: `tapped(_:)`.
struct FunctionName: Hashable, CustomStringConvertible {
  /// The name before the parentheses.
  var base: String
  /// The argument labels in order, `_` for an unlabelled one.
  var labels: [String]

  /// `base(label:label:)`.
  var description: String {
    "\(base)(\(labels.map { "\($0):" }.joined()))"
  }

  /// The name a capability flag gets: `implements` and the name's words, so that
  /// `cardStack(_:heightFor:)` is answered by `implementsCardStackHeightFor`.
  var capabilityName: String {
    "implements" + ([base] + labels.filter { $0 != "_" }).map(\.capitalizedFirst).joined()
  }

  /// The Objective-C selector Swift gives a method of this name, as Interface Builder files
  /// name actions: `greet(_:)` is `greet:`, `greet(sender:)` is `greetWithSender:`.
  var objectiveCSelector: String {
    guard let first = labels.first else { return base }
    let head = first == "_" ? base : base + "With" + first.capitalizedFirst
    return ([head] + labels.dropFirst().map { $0 == "_" ? "" : $0 }).map { $0 + ":" }.joined()
  }
}

extension String {
  /// The string with its first character upper-cased: `heightFor` is `HeightFor`.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
