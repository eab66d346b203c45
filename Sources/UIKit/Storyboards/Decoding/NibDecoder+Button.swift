/// Buttons: per-state titles and colours, the title font, and iOS 15's configuration.
extension NibDecoder {
  static let controlStates: [String: UIControl.State] = [
    "normal": .normal, "highlighted": .highlighted, "selected": .selected,
    "disabled": .disabled, "focused": .focused,
  ]

  @MainActor
  func decodeButton(_ button: UIButton) {
    use("buttonType")
    for state in children(named: "state") {
      guard let key = state.key, let controlState = Self.controlStates[key] else {
        build.warn(state, "the button state '\(state.key ?? "")' is not known; skipped")
        continue
      }
      if let title = state["title"] { button.setTitle(title, for: controlState) }
      if let color = state.child("color", key: "titleColor") {
        button.setTitleColor(self.color(color), for: controlState)
      }
      if let name = state["image"] {
        button.setImage(image(named: name, for: state), for: controlState)
      }
      if let name = state["backgroundImage"] {
        button.setBackgroundImage(image(named: name, for: state), for: controlState)
      }
      if state.child(key: "image") != nil {
        build.warn(state, "button symbol images are not supported; skipped", once: "button image")
      }
    }
    if let description = child(key: "fontDescription", name: "fontDescription") {
      button.titleLabel?.font = font(description)
    }
    if let configuration = child(key: "configuration", name: "buttonConfiguration") {
      button.configuration = buttonConfiguration(configuration)
    }
    // Defaults of Interface Builder's button that change nothing here.
    if element["lineBreakMode"] == "middleTruncation" { use("lineBreakMode") }
    // Interface Builder writes an inset's left, top, right and bottom as minX, minY, maxX and
    // maxY ("no inset" as denormal numbers, which round to nothing here).
    func insets(_ key: String) -> UIEdgeInsets? {
      guard let inset = child(key: key) else { return nil }
      func side(_ name: String) -> CGFloat {
        let value = CGFloat(inset.number(name) ?? 0)
        return abs(value) > 0.01 ? value : 0
      }
      return UIEdgeInsets(
        top: side("minY"), left: side("minX"), bottom: side("maxY"), right: side("maxX"))
    }
    if let content = insets("contentEdgeInsets") { button.contentEdgeInsets = content }
    if let title = insets("titleEdgeInsets") { button.titleEdgeInsets = title }
    if let image = insets("imageEdgeInsets") { button.imageEdgeInsets = image }
  }

  @MainActor
  private func buttonConfiguration(_ element: InterfaceElement) -> UIButton.Configuration {
    var configuration: UIButton.Configuration =
      switch element["style"] {
      case "filled": .filled()
      case "tinted": .tinted()
      case "gray": .gray()
      case "borderless": .borderless()
      case "bordered": .bordered()
      case "borderedTinted": .borderedTinted()
      case "borderedProminent": .borderedProminent()
      default: .plain()
      }
    configuration.title = element["title"]
    configuration.subtitle = element["subtitle"]
    let corners: [String: UIButton.Configuration.CornerStyle] = [
      "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large,
      "capsule": .capsule,
    ]
    if let style = element["cornerStyle"].flatMap({ corners[$0] }) {
      configuration.cornerStyle = style
    }
    let sizes: [String: UIButton.Configuration.Size] = [
      "mini": .mini, "small": .small, "medium": .medium, "large": .large,
    ]
    if let size = element["buttonSize"].flatMap({ sizes[$0] }) { configuration.buttonSize = size }
    for child in element.children {
      switch (child.name, child.key) {
      case ("color", "baseForegroundColor"): configuration.baseForegroundColor = color(child)
      case ("color", "baseBackgroundColor"): configuration.baseBackgroundColor = color(child)
      case ("directionalEdgeInsets", "contentInsets"):
        let edges = insets(child)
        configuration.contentInsets = NSDirectionalEdgeInsets(
          top: edges.top, leading: edges.left, bottom: edges.bottom, trailing: edges.right)
      case ("backgroundConfiguration", _):
        if let fill = child.child("color", key: "backgroundColor") {
          configuration.baseBackgroundColor = color(fill)
        }
      default:
        build.warn(
          child, "<\(child.name)> in a button configuration is not supported; skipped",
          once: "configuration \(child.name)")
      }
    }
    return configuration
  }
}
