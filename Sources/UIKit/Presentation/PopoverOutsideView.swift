/// The clear view around a popover that turns a click outside it into a dismissal, except
/// over the popover's passthrough views, which keep receiving clicks as UIKit's do.
@MainActor
final class PopoverOutsideView: UIView {
  /// The views clicks pass through to.
  var passthroughViews: [UIView] = []

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard super.point(inside: point, with: event) else { return false }
    return !passthroughViews.contains { view in
      guard view.window === window else { return false }
      return view.bounds.contains(view.convert(point, from: self))
    }
  }
}
