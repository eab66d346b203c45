/// Labels and text fields: text, font, colour, alignment and wrapping.
extension NibDecoder {
  @MainActor
  func decodeLabel(_ label: UILabel) {
    if let text = string("text") { label.text = text }
    if let description = child(key: "fontDescription", name: "fontDescription") {
      label.font = font(description)
    }
    if let color = child(key: "textColor", name: "color") { label.textColor = self.color(color) }
    if let alignment = enumeration("textAlignment", Self.textAlignments) {
      label.textAlignment = alignment
    }
    if let mode = enumeration("lineBreakMode", Self.lineBreakModes) { label.lineBreakMode = mode }
    // After the label's own font and colour, which would otherwise restyle all of it.
    if let attributed = child(key: "attributedText") {
      label.attributedText = attributedText(attributed)
    }
    if let lines = integer("numberOfLines") { label.numberOfLines = max(lines, 0) }
    if let enabled = bool("enabled") { label.isEnabled = enabled }
    if let width = number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
    if let adjusts = bool("adjustsFontForContentSizeCategory") {
      label.adjustsFontForContentSizeCategory = adjusts
    }
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
    if let adjusts = bool("adjustsFontForContentSizeCategory") {
      field.adjustsFontForContentSizeCategory = adjusts
    }
    if let traits = child(key: "textInputTraits") {
      if let secure = traits.bool("secureTextEntry") { field.isSecureTextEntry = secure }
    }
    // Sizing to fit and the clear button's default need nothing here.
    use("minimumFontSize", "adjustsFontSizeToFit")
    if element["clearButtonMode"] == "never" { use("clearButtonMode") }
  }

  /// A `<textView>`: its text (plain, or as a `<string key="text">` child), font, colour,
  /// alignment, and editing and scrolling settings.
  @MainActor
  func decodeTextView(_ textView: UITextView) {
    decodeScrollView(textView)
    if let text = string("text") ?? child(key: "text", name: "string")?.text {
      textView.text = text
    }
    if let description = child(key: "fontDescription", name: "fontDescription") {
      textView.font = font(description)
    }
    if let color = child(key: "textColor", name: "color") {
      textView.textColor = self.color(color)
    }
    if let alignment = enumeration("textAlignment", Self.textAlignments) {
      textView.textAlignment = alignment
    }
    if let editable = bool("editable") { textView.isEditable = editable }
    if let selectable = bool("selectable") { textView.isSelectable = selectable }
    if let adjusts = bool("adjustsFontForContentSizeCategory") {
      textView.adjustsFontForContentSizeCategory = adjusts
    }
    // Keyboard settings and data detectors have no effect on a desktop.
    _ = child(key: "textInputTraits")
    use("dataDetectorTypes")
  }

  /// An `<attributedString>`: its fragments in order, each with its colour, background colour,
  /// font, paragraph style, underline and strike-through.
  @MainActor
  private func attributedText(_ attributed: InterfaceElement) -> NSAttributedString {
    let text = NSMutableAttributedString(string: "")
    for fragment in attributed.children where fragment.name == "fragment" {
      let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
      var attributes: [NSAttributedString.Key: Any] = [:]
      for attribute in fragment.child("attributes")?.children ?? [] {
        switch (attribute.name, attribute.key ?? "") {
        case ("color", "NSColor"): attributes[.foregroundColor] = color(attribute)
        case ("color", "NSBackgroundColor"): attributes[.backgroundColor] = color(attribute)
        case ("font", "NSFont"): attributes[.font] = font(attribute)
        case ("paragraphStyle", "NSParagraphStyle"):
          attributes[.paragraphStyle] = paragraphStyle(attribute)
        case (_, "NSUnderline"): attributes[.underlineStyle] = attribute.integer("value")
        case (_, "NSStrikethrough"): attributes[.strikethroughStyle] = attribute.integer("value")
        case (_, let key):
          build.warn(
            attribute, "the text attribute '\(key)' is not drawn; skipped", once: "attribute \(key)"
          )
        }
      }
      text.append(NSAttributedString(string: content, attributes: attributes))
    }
    return text
  }

  /// A fragment's `<paragraphStyle>`: alignment, line break mode and line spacing.
  private func paragraphStyle(_ element: InterfaceElement) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    if let alignment = element["alignment"].flatMap({ Self.textAlignments[$0] }) {
      style.alignment = alignment
    }
    if let mode = element["lineBreakMode"].flatMap({ Self.paragraphLineBreakModes[$0] }) {
      style.lineBreakMode = mode
    }
    if let spacing = element.number("lineSpacing") { style.lineSpacing = CGFloat(spacing) }
    return style
  }

  /// How a paragraph style in an Interface Builder file names its line break modes.
  private static let paragraphLineBreakModes: [String: NSLineBreakMode] = [
    "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
    "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail,
    "truncatingMiddle": .byTruncatingMiddle,
  ]
}
