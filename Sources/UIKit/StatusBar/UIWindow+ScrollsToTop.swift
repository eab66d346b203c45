extension UIWindow {
  /// Matches UIKit: a tap on the status bar scrolls the window's scroll view to its top if
  /// exactly one visible scroll view has `scrollsToTop` set (and its delegate agrees). The
  /// simulated status bar is drawn over the content rather than being a window of its own, so
  /// the click still reaches whatever lies beneath it.
  func statusBarClicked(at location: CGPoint) {
    guard !systemChrome.statusBarHidden, location.y >= 0, location.y < StatusBarView.height else {
      return
    }
    var candidates: [UIScrollView] = []
    collectScrollsToTop(in: self, into: &candidates)
    if candidates.count == 1, let scrollView = candidates.first,
      scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true
    {
      let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
      scrollView.setContentOffset(top, animated: true)
      scrollView.isScrollingToTop = true
    }
  }

  private func collectScrollsToTop(in view: UIView, into candidates: inout [UIScrollView]) {
    guard !view.isHidden, view.alpha >= 0.01 else { return }
    if let scrollView = view as? UIScrollView, scrollView.scrollsToTop {
      candidates.append(scrollView)
    }
    for subview in view.subviews { collectScrollsToTop(in: subview, into: &candidates) }
  }
}
