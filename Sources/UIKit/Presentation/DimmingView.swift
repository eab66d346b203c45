/// The view that dims and blocks what a sheet covers: UIKit's private `UIDimmingView`, first in
/// the presentation's `UITransitionView`, under the `UIDropShadowView` card.
@MainActor
final class DimmingView: UIView {
  /// Matches iOS 13 and later, as logged: the dimming view is three times the container's size,
  /// centred on it (`frame = (-375 -667; 1125 2001)` in a 375 × 667 container), and has no
  /// autoresizing mask; the sheet sets it again whenever it lays the card out.
  static func frame(covering bounds: CGRect) -> CGRect {
    bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
  }
}
