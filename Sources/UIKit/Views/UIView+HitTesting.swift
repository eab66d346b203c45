extension UIView {
  /// Matches UIKit: hidden views, views that ignore interaction, views with alpha below 0.01
  /// and views in flight in an animation without `.allowUserInteraction` are skipped with
  /// their subtrees; subviews are tried front to back.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isInFlight else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for subview in storedSubviews.reversed() {
      let local = point.applying(subview.toSuperviewTransform.inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}

extension UIView {
  /// True while an animation that does not allow user interaction moves or fades the view.
  var isInFlight: Bool {
    layer.animations.contains { !$0.allowsUserInteraction && $0.driver == nil }
  }
}
