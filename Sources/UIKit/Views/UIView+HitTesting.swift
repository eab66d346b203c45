extension UIView {
  /// Matches UIKit: hidden views, views that ignore interaction and views with alpha below
  /// 0.01 are skipped with their subtrees; subviews are tried front to back.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for subview in storedSubviews.reversed() {
      let local = point.applying(subview.toSuperviewTransform.inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
