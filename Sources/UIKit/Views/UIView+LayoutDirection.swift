extension UIView {
  /// Matches UIKit: the direction a view with `attribute` lays out its content in, in the
  /// app's layout direction: `.unspecified` follows the app, the forced attributes force, and
  /// playback and spatial content stay left to right.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    direction(for: attribute, environment: UIApplication.shared.userInterfaceLayoutDirection)
  }

  private static func direction(
    for attribute: UISemanticContentAttribute, environment: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .unspecified: environment
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    }
  }

  /// Matches UIKit: the direction this view's own content is arranged in: its
  /// ``semanticContentAttribute`` applied to the layout direction of its traits. Leading and
  /// trailing constraints, directional margins, stack views and natural text alignment follow
  /// it.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    let environment: UIUserInterfaceLayoutDirection =
      traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    return Self.direction(for: semanticContentAttribute, environment: environment)
  }

  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// `rect`, in this view's bounds, mirrored across their middle when the view lays out right
  /// to left. Controls place their parts left to right and pass them through this, as UIKit
  /// mirrors sliders, switches, segmented controls and page controls.
  func directional(_ rect: CGRect) -> CGRect {
    guard isRightToLeft else { return rect }
    return CGRect(
      x: 2 * bounds.midX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// A horizontal position mirrored the same way; mirroring twice gives it back, so it also
  /// turns a touch's position into the left-to-right one the control reasons in.
  func directional(x: CGFloat) -> CGFloat { isRightToLeft ? 2 * bounds.midX - x : x }

  /// Lays the view out again in a new direction: its leading and trailing constraints are
  /// written anew, and its content is drawn again (natural alignment). Matches UIKit, where a
  /// change of layout direction, by traits or by the semantic content attribute, relays out
  /// views that were already laid out.
  func layoutDirectionDidChange() {
    LayoutEngine.shared.layoutDirectionDidChange(of: self)
    constraintState.directionalLayoutMargins.map { directionalLayoutMargins = $0 }
    setNeedsLayout()
    superview?.setNeedsLayout()
    setNeedsDisplay()
    // A window's status bar is mirrored with it; it is no subview, so nothing else places it.
    (self as? UIWindow)?.layoutChromeViews()
  }
}
