/// The scroll views a controller's content scrolls in, which the bars of the containers above
/// it follow (a navigation bar's scroll-edge look, its large title collapsing).
struct ContentScrollViews {
  weak var top: UIScrollView?
  weak var bottom: UIScrollView?
}

extension UIViewController {
  /// Matches UIKit (iOS 15+): sets the scroll view the bars over `edge` follow: `.top`,
  /// `.bottom`, or `.all` for both (leading and trailing are ignored). `nil` lets the controller
  /// find one itself again, as ``contentScrollView(for:)`` describes.
  public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
    if edge.contains(.top) { contentScrollViews.top = scrollView }
    if edge.contains(.bottom) { contentScrollViews.bottom = scrollView }
    ContainerSupport.setNeedsUpdateOfBars(.contentScrollView, of: self)
  }

  /// Matches UIKit (iOS 15+): sets the scroll view the bars over every edge follow, as
  /// `setContentScrollView(scrollView, for: .all)`.
  public func setContentScrollView(_ scrollView: UIScrollView?) {
    setContentScrollView(scrollView, for: .all)
  }

  /// The scroll view the default ``contentScrollView(for:)`` answers for `edge`: the one set
  /// with ``setContentScrollView(_:for:)``, or else the root view if it scrolls, or else the
  /// first subview of the root view if that scrolls, as UIKit looks for it. A view that is not
  /// loaded has none.
  func defaultContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    guard edge == .top || edge == .bottom else {
      UIKitException.raise(
        .invalidArgumentException,
        "contentScrollView(for:) takes one edge, .top or .bottom; it was given \(edge.rawValue)")
      return nil
    }
    if let set = edge == .top ? contentScrollViews.top : contentScrollViews.bottom { return set }
    guard let view = viewIfLoaded else { return nil }
    return view as? UIScrollView ?? view.subviews.first as? UIScrollView
  }
}
