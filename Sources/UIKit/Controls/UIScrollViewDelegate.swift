/// What a scroll view tells its delegate, as `UIScrollViewDelegate`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// Called after every change of the content offset, from any cause.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Called when a drag starts.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// `velocity` is in points per millisecond, as in UIKit; `targetContentOffset` may be changed.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Called when a drag ends; `decelerate` says whether the content moves on by itself.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Called when the content starts moving on its own after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Called when the content comes to rest after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Called when an animated `setContentOffset(_:animated:)` (or a wheel page turn) finishes.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Matches UIKit (iOS 11+): called when the adjusted content inset changes.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  /// Matches UIKit: the view that zooming scales; `nil` (the default) means the scroll view
  /// does not zoom.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Matches UIKit: called before a zoom by the user (Ctrl and the wheel here) begins.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Matches UIKit: called after every change of the zoom scale.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Matches UIKit: called when a zoom by the user ends, with the scale it ended at.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// Matches UIKit: whether a tap on the status bar may scroll to the top (`true` by default).
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Matches UIKit: called when a scroll to the top from the status bar has finished.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Default: no view, so the scroll view does not zoom.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Default: does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Default: does nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Default: does nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Default: `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Default: does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Default: does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// Default: does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Default: does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Default: leaves the target where it is.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Default: does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Default: does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Default: does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Default: does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
