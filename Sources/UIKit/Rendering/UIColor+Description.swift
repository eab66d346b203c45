import Foundation

extension UIColor {
  /// What a colour is, as UIKit's classes for colours print it.
  enum DescriptionKind: Equatable, Sendable {
    /// Made from red, green and blue (or hue, saturation and brightness):
    /// `UIExtendedSRGBColorSpace 1 0 0 1`.
    case extendedSRGB
    /// Made from a white level: `UIExtendedGrayColorSpace 1 1`.
    case extendedGray
    /// One of UIKit's named system colours:
    /// `<UIDynamicSystemColor: 0x…; name = systemBackgroundColor>`.
    case system(name: String)
    /// Made with `init(dynamicProvider:)`:
    /// `<UIDynamicProviderColor: 0x…; provider = <__NSMallocBlock__: 0x…>>`.
    case provider
  }

  /// The description in UIKit's words. Components print as `%g` does (six significant digits).
  ///
  /// Matches iOS's logs: `backgroundColor = UIExtendedGrayColorSpace 1 1` for `.white` and
  /// `UIExtendedGrayColorSpace 0 0` for `.clear` (getsentry/sentry-cocoa's redaction tests,
  /// iOS 16 to 18), `UIExtendedGrayColorSpace 0 0.5` for half-transparent black,
  /// `UIExtendedSRGBColorSpace 0.470588 0.470588 0.501961 0.16` (a switch's track, iOS 16 to
  /// 26), `tintColor = UIExtendedSRGBColorSpace 0 0.478431 1 1` (an iOS 12 window),
  /// `<UIDynamicSystemColor: 0x…; name = systemBackgroundColor>` (collection and text views,
  /// iOS 17) and `<UIDynamicProviderColor: 0x…; provider = <__NSMallocBlock__: 0x…>>`.
  var uikitDescription: String {
    let address = ObjectIdentifier(self).debugAddress
    switch descriptionKind {
    case .system(let name):
      return "<UIDynamicSystemColor: \(address); name = \(name)>"
    case .provider:
      // A stand-in for the block's address, which has no counterpart here: the colour's, one
      // small allocation further on.
      let block = "0x" + String(UInt(bitPattern: ObjectIdentifier(self)) &+ 64, radix: 16)
      return "<UIDynamicProviderColor: \(address); provider = <__NSMallocBlock__: \(block)>>"
    case .extendedGray, .extendedSRGB:
      guard let color = fixedComponents else {
        return "<UIDynamicProviderColor: \(address)>"
      }
      if descriptionKind == .extendedGray {
        return "UIExtendedGrayColorSpace \(Self.number(color.red)) \(Self.number(color.alpha))"
      }
      let parts = [color.red, color.green, color.blue, color.alpha].map(Self.number)
      return "UIExtendedSRGBColorSpace " + parts.joined(separator: " ")
    }
  }

  /// A component as Objective-C's `%g` prints it.
  private static func number(_ value: CGFloat) -> String {
    String(format: "%g", Double(value) == 0 ? 0 : Double(value))
  }
}
