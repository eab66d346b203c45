/// `<constraints>`: made and activated once the view's subtree exists, as UIKit's decoding
/// does. Placeholder constraints, which Xcode keeps only for the canvas, are left out, as Xcode
/// leaves them out of compiled files.
extension NibDecoder {
  static let layoutAttributes: [String: NSLayoutConstraint.Attribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
    "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins, "notAnAttribute": .notAnAttribute,
  ]

  static let constraintAttributes: Set<String> = [
    "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier",
    "constant", "priority", "identifier", "id", "placeholder", "symbolic", "userLabel",
  ]

  @MainActor
  func decodeConstraints(_ view: UIView) {
    var made: [NSLayoutConstraint] = []
    for list in children(named: "constraints") {
      for element in list.children {
        guard element.name == "constraint" else {
          build.warn(element, "<\(element.name)> in <constraints> is not a constraint; skipped")
          continue
        }
        guard element.bool("placeholder") != true else { continue }
        for attribute in element.attributes.keys.sorted()
        where !Self.constraintAttributes.contains(attribute) {
          build.warn(
            element, "the attribute '\(attribute)' of <constraint> is not supported; skipped",
            once: "attribute constraint.\(attribute)")
        }
        if let constraint = makeConstraint(element, holder: view) {
          made.append(constraint)
        } else if build.failed {
          return
        }
      }
    }
    NSLayoutConstraint.activate(made)
  }

  /// One constraint, or `nil`: after recording an error for a malformed one, or after a warning
  /// for one to a guide that is not provided.
  @MainActor
  private func makeConstraint(_ element: InterfaceElement, holder: UIView) -> NSLayoutConstraint? {
    func fail(_ message: String) -> NSLayoutConstraint? {
      build.fail(element, "the constraint \(message)")
      return nil
    }
    guard let firstName = element["firstAttribute"],
      var firstAttribute = Self.layoutAttributes[firstName],
      firstAttribute != .notAnAttribute
    else {
      return fail("has no valid first attribute ('\(element["firstAttribute"] ?? "")')")
    }
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if let secondName = element["secondAttribute"] {
      guard let attribute = Self.layoutAttributes[secondName] else {
        return fail("has an unknown second attribute '\(secondName)'")
      }
      secondAttribute = attribute
    }
    var first: AnyObject = holder
    if let id = element["firstItem"] {
      switch layoutItem(id, attribute: firstAttribute, holder: holder) {
      case .item(let item, let attribute):
        first = item
        firstAttribute = attribute
      case .unsupported(let name):
        build.warn(element, "constraints to a \(name) are not supported; skipped", once: name)
        return nil
      case .invalid(let message): return fail(message)
      }
    }
    var second: AnyObject?
    if let id = element["secondItem"] {
      switch layoutItem(id, attribute: secondAttribute, holder: holder) {
      case .item(let item, let attribute):
        second = item
        secondAttribute = attribute
      case .unsupported(let name):
        build.warn(element, "constraints to a \(name) are not supported; skipped", once: name)
        return nil
      case .invalid(let message): return fail(message)
      }
    }
    let relations: [String: NSLayoutConstraint.Relation] = [
      "equal": .equal, "lessThanOrEqual": .lessThanOrEqual,
      "greaterThanOrEqual": .greaterThanOrEqual,
    ]
    guard let relation = element["relation"].map({ relations[$0] }) ?? .equal else {
      return fail("has an unknown relation '\(element["relation"] ?? "")'")
    }
    guard let multiplier = Self.multiplier(element["multiplier"]) else {
      return fail("has an invalid multiplier '\(element["multiplier"] ?? "")'")
    }
    let constant = element["constant"].map { Double($0) } ?? 0
    guard let constant, constant.isFinite else {
      return fail("has an invalid constant '\(element["constant"] ?? "")'")
    }
    let priority = element["priority"].map { Float($0) } ?? 1000
    guard let priority, priority > 0, priority <= 1000 else {
      // UIKit's message for a priority outside (0, 1000].
      return fail(
        "has priority '\(element["priority"] ?? "")': Priority must be greater than 0 and less "
          + "or equal to NSLayoutPriorityRequired, which is 1000.000000.")
    }
    if let problem = Self.pairingProblem(
      firstAttribute, secondAttribute, hasSecondItem: second != nil, multiplier: multiplier)
    {
      return fail(problem)
    }
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
      constant: CGFloat(constant))
    constraint.priority = UILayoutPriority(priority)
    constraint.identifier = element["identifier"]
    return constraint
  }

  private enum LayoutItem {
    case item(AnyObject, NSLayoutConstraint.Attribute)
    case unsupported(String)
    case invalid(String)
  }

  /// The view or guide an identifier names, with the attribute to use on it: the old top and
  /// bottom layout guides become the safe area's edges.
  @MainActor
  private func layoutItem(
    _ id: String, attribute: NSLayoutConstraint.Attribute, holder owner: UIView
  ) -> LayoutItem {
    switch build.objects[id] {
    case let view as UIView: return .item(view, attribute)
    case let guide as UILayoutGuide: return .item(guide, attribute)
    case let legacy as LegacyLayoutGuide:
      switch (legacy.edge, attribute) {
      case (.top, .bottom): return .item(owner.safeAreaLayoutGuide, .top)
      case (.top, .top): return .item(owner, .top)
      case (.bottom, .top): return .item(owner.safeAreaLayoutGuide, .bottom)
      case (.bottom, .bottom): return .item(owner, .bottom)
      default:
        return .invalid("uses the \(attribute.name) of a top or bottom layout guide")
      }
    case let unsupported as UnsupportedLayoutGuide: return .unsupported(unsupported.name)
    case nil, _: return .invalid("refers to '\(id)', which is not a view or layout guide")
    }
  }

  /// `1`, `0.5`, or a ratio such as `16:9`.
  static func multiplier(_ text: String?) -> CGFloat? {
    guard let text else { return 1 }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let numerator = Double(parts[0]) else { return nil }
    let denominator = parts.count == 2 ? Double(parts[1]) : 1
    guard let denominator, denominator != 0 else { return nil }
    let value = numerator / denominator
    return value.isFinite ? CGFloat(value) : nil
  }

  /// UIKit's rules for which attributes may be related, with its messages.
  static func pairingProblem(
    _ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute,
    hasSecondItem: Bool, multiplier: CGFloat
  ) -> String? {
    if NSLayoutConstraint.setsLocationToConstant(
      first, hasSecondItem: hasSecondItem, multiplier: multiplier)
    {
      return "sets a location to a constant: \(NSLayoutConstraint.locationToConstantReason)"
    }
    let firstIsSize = first == .width || first == .height
    guard hasSecondItem else { return nil }
    guard second != .notAnAttribute else {
      return "has a second item but no second attribute"
    }
    let secondIsSize = second == .width || second == .height
    if firstIsSize != secondIsSize || first.axis != second.axis && !(firstIsSize && secondIsSize) {
      return "relates \(first.name) to \(second.name): Invalid pairing of layout attributes."
    }
    return nil
  }
}
