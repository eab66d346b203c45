/// Labels and text fields: text, font, colour, alignment and wrapping.
extension NibDecoder {
  @MainActor
  func decodeLabel(_ label: UILabel) {
    if let text = string("text") { label.text = text }
    if let attributed = child(key: "attributedText") {
      label.text = attributedText(attributed)
    }
    if let description = child(key: "fontDescription", name: "fontDescription") {
      label.font = font(description)
    }
    if let color = child(key: "textColor", name: "color") { label.textColor = self.color(color) }
    if let alignment = enumeration("textAlignment", Self.textAlignments) {
      label.textAlignment = alignment
    }
    if let mode = enumeration("lineBreakMode", Self.lineBreakModes) { label.lineBreakMode = mode }
    if let lines = integer("numberOfLines") { label.numberOfLines = max(lines, 0) }
    if let enabled = bool("enabled") { label.isEnabled = enabled }
    if let width = number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
    // Interface Builder's defaults, which change nothing here.
    use("baselineAdjustment")
    if bool("highlighted") != true { use("highlighted") }
    if bool("adjustsFontSizeToFit") != true {
      use("adjustsFontSizeToFit", "minimumFontSize", "minimumScaleFactor")
    }
    if bool("adjustsLetterSpacingToFitWidth") != true { use("adjustsLetterSpacingToFitWidth") }
  }

  @MainActor
  func decodeTextField(_ field: UITextField) {
    if let text = string("text") { field.text = text }
    if let placeholder = string("placeholder") { field.placeholder = placeholder }
    if let description = child(key: "fontDescription", name: "fontDescription") {
      field.font = font(description)
    }
    if let color = child(key: "textColor", name: "color") { field.textColor = self.color(color) }
    if let alignment = enumeration("textAlignment", Self.textAlignments) {
      field.textAlignment = alignment
    }
    if let style = enumeration(
      "borderStyle",
      ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        as [String: UITextField.BorderStyle])
    {
      field.borderStyle = style
    }
    if let clears = bool("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
    if let traits = child(key: "textInputTraits") {
      if let secure = traits.bool("secureTextEntry") { field.isSecureTextEntry = secure }
    }
    // Sizing to fit and the clear button's default need nothing here.
    use("minimumFontSize", "adjustsFontSizeToFit")
    if element["clearButtonMode"] == "never" { use("clearButtonMode") }
  }

  /// The characters of an `<attributedString>`'s fragments; their attributes are not kept.
  @MainActor
  private func attributedText(_ attributed: InterfaceElement) -> String {
    var text = ""
    var styled = false
    for fragment in attributed.children where fragment.name == "fragment" {
      if let content = fragment["content"] {
        text += content
      } else if let string = fragment.child("string", key: "content") {
        text += string.text
      }
      styled = styled || !fragment.children.isEmpty
    }
    if styled {
      build.warn(
        attributed, "attributed text keeps its characters; its fonts and colours are skipped",
        once: "attributed text")
    }
    return text
  }
}
