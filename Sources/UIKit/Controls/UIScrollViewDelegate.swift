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
}

extension UIScrollViewDelegate {
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
