/// A shadow under attributed text, as UIKit's `NSShadow` (the `.shadow` attribute).
///
/// Drawn as the same text offset in the shadow's colour; the blur radius is kept but the shadow
/// is drawn sharp. A plain Swift class rather than an `NSObject`, for the reason ``UIColor``
/// gives; shadows are equal when their values are.
open class NSShadow: Hashable, @unchecked Sendable {
  /// Matches UIKit: how far the shadow sits from the text; (0, 0) by default.
  open var shadowOffset = CGSize.zero
  /// Matches UIKit: the blur's radius; 0 by default. Kept; the shadow is drawn sharp.
  open var shadowBlurRadius: CGFloat = 0
  /// Matches UIKit: a `UIColor`; black at a third opacity by default, and `nil` draws no shadow.
  open var shadowColor: Any? = UIColor(white: 0, alpha: 1.0 / 3)

  /// Matches UIKit: a shadow with the default values.
  public init() {}

  /// Matches UIKit: equal when the offset, blur radius and colour are.
  public static func == (lhs: NSShadow, rhs: NSShadow) -> Bool {
    lhs.shadowOffset == rhs.shadowOffset && lhs.shadowBlurRadius == rhs.shadowBlurRadius
      && (lhs.shadowColor as? UIColor) == (rhs.shadowColor as? UIColor)
  }

  /// Hashes the offset and blur radius.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shadowOffset.width)
    hasher.combine(shadowOffset.height)
    hasher.combine(shadowBlurRadius)
  }
}
