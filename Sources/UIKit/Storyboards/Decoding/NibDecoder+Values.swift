/// The value types Xcode writes as child elements: colours, fonts, rectangles, insets, masks and
/// the named enumerations.
extension NibDecoder {
  /// The semantic and system colours by the names Xcode gives them (`systemBlueColor`).
  static let systemColors: [String: UIColor] = [
    "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange,
    "systemYellowColor": .systemYellow, "systemGreenColor": .systemGreen,
    "systemMintColor": .systemMint, "systemTealColor": .systemTeal, "systemCyanColor": .systemCyan,
    "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
    "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink,
    "systemBrownColor": .systemBrown, "systemGrayColor": .systemGray,
    "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
    "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5,
    "systemGray6Color": .systemGray6, "systemBackgroundColor": .systemBackground,
    "secondarySystemBackgroundColor": .secondarySystemBackground,
    "tertiarySystemBackgroundColor": .tertiarySystemBackground,
    "systemGroupedBackgroundColor": .systemGroupedBackground,
    "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
    "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
    "tertiaryLabelColor": .tertiaryLabel, "placeholderTextColor": .placeholderText,
    "separatorColor": .separator, "systemFillColor": .systemFill, "linkColor": .link,
    "tintColor": .tintColor, "darkTextColor": .black,
    "lightTextColor": UIColor(white: 1, alpha: 0.6),
    "groupTableViewBackgroundColor": .systemGroupedBackground, "whiteColor": .white,
    "blackColor": .black, "clearColor": .clear,
  ]

  /// A `<color>`: a system or named colour, or components in an RGB or grey colour space
  /// (Display P3 components are taken as sRGB).
  @MainActor
  func color(_ color: InterfaceElement) -> UIColor? {
    if let name = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
      if let system = Self.systemColors[name] { return system }
      if let copy = build.document.root.child("resources")?.children.first(where: {
        $0.name == "systemColor" && $0["name"] == name
      })?.child("color"), copy["systemColor"] == nil {
        return self.color(copy)
      }
      build.warn(color, "the system colour '\(name)' is not known; skipped", once: "color \(name)")
      return nil
    }
    if let name = color["name"] {
      if let copy = build.document.namedColors[name], copy["name"] == nil {
        return self.color(copy)
      }
      build.warn(
        color, "the named colour '\(name)' has no copy in the file's resources; skipped",
        once: "named color \(name)")
      return nil
    }
    let alpha = component(color, "alpha") ?? 1
    if let white = component(color, "white") {
      return UIColor(white: white, alpha: alpha)
    }
    if let red = component(color, "red"), let green = component(color, "green"),
      let blue = component(color, "blue")
    {
      return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    build.warn(color, "a <color> with no components; skipped", once: "color without components")
    return nil
  }

  private func component(_ color: InterfaceElement, _ name: String) -> CGFloat? {
    color.number(name).map { CGFloat(min(max($0, 0), 1)) }
  }

  /// The largest font size honoured: past it, text is measured with this size instead.
  static let maximumFontSize: CGFloat = 512

  /// A `<fontDescription>`, or the `<font>` of an attributed text's fragment: the system font
  /// (regular, bold, italic or a weight; a fragment's `metaFont`), a text style, or a bundled
  /// font by name.
  @MainActor
  func font(_ description: InterfaceElement) -> UIFont {
    var size = CGFloat(description.number("pointSize") ?? description.number("size") ?? 17)
    if !(size > 0 && size <= Self.maximumFontSize) {
      build.warn(description, "the font size \(size) is out of range; using 17")
      size = 17
    }
    if let style = description["style"] {
      return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    }
    if let name = description["name"] {
      if let font = UIFont(name: name, size: size) { return font }
      build.warn(
        description, "the font '\(name)' is not bundled; using the system font",
        once: "font \(name)")
      return .systemFont(ofSize: size)
    }
    if let meta = description["metaFont"] {
      return meta.localizedCaseInsensitiveContains("bold")
        ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    }
    switch description["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    default:
      let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
        "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy,
        "black": .black,
      ]
      return .systemFont(
        ofSize: size, weight: description["weight"].flatMap { weights[$0] } ?? .regular)
    }
  }

  /// A `<rect>`; missing components are 0.
  func rect(_ rect: InterfaceElement) -> CGRect {
    CGRect(
      x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0,
      height: rect.number("height") ?? 0)
  }

  /// A `<size>`.
  func size(_ size: InterfaceElement) -> CGSize {
    CGSize(width: size.number("width") ?? 0, height: size.number("height") ?? 0)
  }

  /// An `<edgeInsets>` or a `<directionalEdgeInsets>` (leading is left, as everywhere here).
  func insets(_ insets: InterfaceElement) -> UIEdgeInsets {
    UIEdgeInsets(
      top: insets.number("top") ?? 0, left: insets.number("left") ?? insets.number("leading") ?? 0,
      bottom: insets.number("bottom") ?? 0,
      right: insets.number("right") ?? insets.number("trailing") ?? 0)
  }

  /// An `<autoresizingMask>`.
  func autoresizingMask(_ mask: InterfaceElement) -> UIView.AutoresizingMask {
    var result: UIView.AutoresizingMask = []
    let flags: [(String, UIView.AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (name, flag) in flags where mask.bool(name) == true { result.insert(flag) }
    return result
  }

  /// An enumeration attribute by Xcode's names; an unknown name is named in a warning and leaves
  /// the property alone.
  @MainActor
  func enumeration<Value>(_ attribute: String, _ values: [String: Value]) -> Value? {
    guard let name = string(attribute) else { return nil }
    if let value = values[name] { return value }
    build.warn(
      element, "the value '\(name)' of '\(attribute)' on <\(element.name)> is not known; skipped",
      once: "value \(element.name).\(attribute).\(name)")
    return nil
  }

  static let contentModes: [String: UIView.ContentMode] = [
    "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit,
    "scaleAspectFill": .scaleAspectFill, "redraw": .redraw, "center": .center, "top": .top,
    "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
    "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]

  static let textAlignments: [String: NSTextAlignment] = [
    "natural": .natural, "left": .left, "center": .center, "right": .right,
    "justified": .justified,
  ]

  static let lineBreakModes: [String: NSLineBreakMode] = [
    "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
    "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
    "middleTruncation": .byTruncatingMiddle,
  ]

  /// An image by name: from the file's bundle, then the bundled images.
  @MainActor
  func image(named name: String, for element: InterfaceElement) -> UIImage? {
    if let bundle = build.bundle, let folder = bundle.resourceURL,
      UIImage.candidateFiles(for: name, scale: UIScreen.main.scale).contains(where: {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
      }),
      let image = UIImage(named: name, in: bundle, compatibleWith: nil)
    {
      return image
    }
    if let image = UIImage(named: name) { return image }
    build.warn(element, "the image '\(name)' was not found; skipped", once: "image \(name)")
    return nil
  }
}
