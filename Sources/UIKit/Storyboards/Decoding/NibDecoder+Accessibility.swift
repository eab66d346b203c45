/// `<accessibility>`: the identifier tests find views by, and the label, hint and element flag,
/// which are stored.
extension NibDecoder {
  @MainActor
  func decodeAccessibility(_ view: UIView) {
    guard let accessibility = child(key: "accessibilityConfiguration", name: "accessibility")
    else { return }
    if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
    if let label = accessibility["label"] { view.accessibilityLabel = label }
    if let hint = accessibility["hint"] { view.accessibilityHint = hint }
    if let isElement = accessibility.child("bool", key: "isElement")?.bool("value") {
      view.isAccessibilityElement = isElement
    }
  }
}
