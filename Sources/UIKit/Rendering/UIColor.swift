/// A colour, possibly dynamic: it can resolve differently in light and dark mode.
///
/// Matches UIKit: a colour made with ``init(dynamicProvider:)`` (and the semantic colours such
/// as ``systemBackground`` and ``label``) resolves against a trait collection; ``cgColor``
/// resolves against `UITraitCollection.current`. Views resolve their colours again whenever
/// their trait collection's appearance changes.
///
/// Unlike UIKit's, it is a plain Swift class, not an `NSObject`, with the same equality
/// (``isEqual(_:)``, which `==` calls, and ``hash``): Foundation on Linux stops the process when
/// an attributed string compares attribute values that are `NSObject`s from outside Foundation,
/// so text with two colours side by side could not be built. Plain values are compared through
/// `Hashable` instead.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  private enum Storage {
    case fixed(CGColor)
    case dynamic(@Sendable (UITraitCollection) -> UIColor)
  }

  private let storage: Storage
  /// What the colour is, as its description names it (see `UIColor+Description.swift`); set
  /// once, while the colour is made.
  var descriptionKind = DescriptionKind.extendedSRGB

  /// Makes a fixed sRGB colour. Unlike UIKit's extended sRGB, components are clamped to 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Makes a fixed grey: the same value for red, green and blue. It describes itself in UIKit's
  /// grey colour space (`UIExtendedGrayColorSpace 1 1` for white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
    descriptionKind = .extendedGray
  }

  /// Makes a fixed colour from a `CGColor`.
  public init(cgColor: CGColor) {
    storage = .fixed(cgColor)
  }

  /// Matches UIKit: a fixed colour from hue (wrapping at 1), saturation and brightness, converted
  /// to RGB. A hue that is not finite counts as 0 (red); NaN components become 0.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let hue = hue.isFinite ? hue : 0
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour that asks `dynamicProvider` each time it is resolved.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    storage = .dynamic(dynamicProvider)
    descriptionKind = .provider
  }

  /// The colour for the given traits; a fixed colour returns itself.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch storage {
    case .fixed: self
    case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
    }
  }

  /// Matches UIKit: dynamic colours resolve against `UITraitCollection.current`.
  open var cgColor: CGColor {
    switch storage {
    case .fixed(let color): color
    case .dynamic: resolvedColor(with: UITraitCollection.current).cgColor
    }
  }

  /// Matches UIKit: the same colour with a new alpha, in the same colour space (iOS logs
  /// `UIExtendedGrayColorSpace 0 0.5` for half-transparent black); a dynamic colour stays
  /// dynamic.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch storage {
    case .fixed(let color):
      descriptionKind == .extendedGray
        ? UIColor(white: color.red, alpha: alpha)
        : UIColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    case .dynamic(let provider):
      UIColor { provider($0).withAlphaComponent(alpha) }
    }
  }

  /// Matches UIKit: writes the components of ``cgColor`` (resolved against the current traits) and
  /// returns `true`.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = cgColor
    red?.pointee = color.red
    green?.pointee = color.green
    blue?.pointee = color.blue
    alpha?.pointee = color.alpha
    return true
  }

  /// Matches UIKit: fixed colours are equal when their components are; a dynamic colour equals
  /// only itself.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    switch (storage, other.storage) {
    case (.fixed(let a), .fixed(let b)): return a == b
    default: return self === other
    }
  }

  /// Hashes the components of a fixed colour, or the identity of a dynamic one, matching equality.
  open var hash: Int {
    switch storage {
    case .fixed(let color): color.hashValue
    case .dynamic: ObjectIdentifier(self).hashValue
    }
  }

  /// Matches UIKit's descriptions: `UIExtendedSRGBColorSpace 1 0 0 1`,
  /// `UIExtendedGrayColorSpace 1 1`, `<UIDynamicSystemColor: 0x…; name = systemBackgroundColor>`
  /// and `<UIDynamicProviderColor: 0x…; provider = <__NSMallocBlock__: 0x…>>` (see
  /// `UIColor+Description.swift`).
  open var description: String { uikitDescription }

  /// The components of a fixed colour, for its description; `nil` for a dynamic one.
  var fixedComponents: CGColor? {
    if case .fixed(let color) = storage { return color }
    return nil
  }

  /// Matches UIKit, where `==` on colours is `NSObject`'s, which asks ``isEqual(_:)``.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.isEqual(rhs) }

  /// Hashes ``hash``, so that subclasses that override it hash as they compare.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension UIColor {
  /// A light/dark pair, the shape of every semantic system colour, which describes itself by
  /// UIKit's `name` for it (`systemBlueColor`).
  static func dynamic(_ name: String, light: UIColor, dark: UIColor) -> UIColor {
    let color = UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    color.descriptionKind = .system(name: name)
    return color
  }

  /// A system colour that resolves as `base` does but has a name of its own (`linkColor`).
  static func named(_ name: String, as base: UIColor) -> UIColor {
    let color = UIColor { base.resolvedColor(with: $0) }
    color.descriptionKind = .system(name: name)
    return color
  }

  static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// A third of the way from black to white.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Two thirds of the way from black to white.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Half way from black to white.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Pure red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Green and blue.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Red and green.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Red and blue.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Red and half green.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Half red and half blue.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Matches UIKit's brown: 0.6, 0.4, 0.2.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Black with zero alpha: nothing is drawn.
  public static let clear = UIColor(white: 0, alpha: 0)

  // System colours, with iOS's light and dark values.
  /// iOS's system red, in light and dark variants.
  public static let systemRed = dynamic(
    "systemRedColor", light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
  /// iOS's system orange, in light and dark variants.
  public static let systemOrange = dynamic(
    "systemOrangeColor", light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
  /// iOS's system yellow, in light and dark variants.
  public static let systemYellow = dynamic(
    "systemYellowColor", light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
  /// iOS's system green, in light and dark variants; the colour of a switch that is on.
  public static let systemGreen = dynamic(
    "systemGreenColor", light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
  /// iOS's system mint, in light and dark variants.
  public static let systemMint = dynamic(
    "systemMintColor", light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
  /// iOS's system teal, in light and dark variants.
  public static let systemTeal = dynamic(
    "systemTealColor", light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
  /// iOS's system cyan, in light and dark variants.
  public static let systemCyan = dynamic(
    "systemCyanColor", light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
  /// iOS's system blue, in light and dark variants; the default tint.
  public static let systemBlue = dynamic(
    "systemBlueColor", light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
  /// iOS's system indigo, in light and dark variants.
  public static let systemIndigo = dynamic(
    "systemIndigoColor", light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
  /// iOS's system purple, in light and dark variants.
  public static let systemPurple = dynamic(
    "systemPurpleColor", light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
  /// iOS's system pink, in light and dark variants.
  public static let systemPink = dynamic(
    "systemPinkColor", light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
  /// iOS's system brown, in light and dark variants.
  public static let systemBrown = dynamic(
    "systemBrownColor", light: rgb(162, 132, 94), dark: rgb(172, 142, 104))
  /// iOS's mid grey, the same in light and dark; disabled controls draw in it.
  public static let systemGray = dynamic(
    "systemGrayColor", light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
  /// iOS's second grey level, in light and dark variants.
  public static let systemGray2 = dynamic(
    "systemGray2Color", light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
  /// iOS's third grey level, in light and dark variants.
  public static let systemGray3 = dynamic(
    "systemGray3Color", light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
  /// iOS's fourth grey level, in light and dark variants.
  public static let systemGray4 = dynamic(
    "systemGray4Color", light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
  /// iOS's fifth grey level, in light and dark variants.
  public static let systemGray5 = dynamic(
    "systemGray5Color", light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
  /// iOS's lightest grey level (darkest in dark mode).
  public static let systemGray6 = dynamic(
    "systemGray6Color", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

  // Semantic colours.
  /// Matches UIKit: white in light mode, black in dark mode.
  public static let systemBackground = dynamic(
    "systemBackgroundColor", light: .white, dark: .black)
  /// Matches UIKit: the background of content layered on the system background.
  public static let secondarySystemBackground = dynamic(
    "secondarySystemBackgroundColor", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
  /// Matches UIKit: the background of content layered on the secondary background.
  public static let tertiarySystemBackground = dynamic(
    "tertiarySystemBackgroundColor", light: .white, dark: rgb(44, 44, 46))
  /// Matches UIKit: the background of grouped content.
  public static let systemGroupedBackground = dynamic(
    "systemGroupedBackgroundColor", light: rgb(242, 242, 247), dark: .black)
  /// Matches UIKit: the background of content layered on the grouped background.
  public static let secondarySystemGroupedBackground = dynamic(
    "secondarySystemGroupedBackgroundColor", light: .white, dark: rgb(28, 28, 30))
  /// Matches UIKit: text, black in light mode and white in dark mode.
  public static let label = dynamic(
    "labelColor", light: .black, dark: .white)
  /// Matches UIKit: secondary text, translucent grey.
  public static let secondaryLabel = dynamic(
    "secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
  /// Matches UIKit: tertiary text, fainter translucent grey.
  public static let tertiaryLabel = dynamic(
    "tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  /// Matches UIKit: placeholder text in text fields; resolves as ``tertiaryLabel`` does.
  public static let placeholderText = named("placeholderTextColor", as: tertiaryLabel)
  /// Matches UIKit: thin separator lines.
  public static let separator = dynamic(
    "separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
  /// Matches UIKit: translucent fill for thin and small shapes.
  public static let systemFill = dynamic(
    "systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
  /// Matches UIKit: translucent fill for medium shapes, fainter than ``systemFill``.
  public static let secondarySystemFill = dynamic(
    "secondarySystemFillColor", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
  /// Matches UIKit: translucent fill for large shapes: a compact date picker's buttons, a
  /// search field.
  public static let tertiarySystemFill = dynamic(
    "tertiarySystemFillColor", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
  /// Matches UIKit: the faintest translucent fill, for large areas holding complex content.
  public static let quaternarySystemFill = dynamic(
    "quaternarySystemFillColor", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
  /// Matches UIKit: links; resolves as ``systemBlue`` does.
  public static let link = named("linkColor", as: systemBlue)
  /// A plain table's background, UIKit's private `tableBackgroundColor`: the system background.
  static let tableBackground = named("tableBackgroundColor", as: systemBackground)
  /// The default tint, ``systemBlue``. Unlike UIKit, it does not resolve to each view's own tint
  /// colour.
  public static let tintColor = systemBlue
}

extension UIColor: CGColorConvertible {}
