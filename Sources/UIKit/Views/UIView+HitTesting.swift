extension UIView {
  /// Matches UIKit: hidden views, views that ignore interaction, views with alpha below 0.01
  /// and views in flight in an animation without `.allowUserInteraction` are skipped with
  /// their subtrees; subviews are tried front to back.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isInFlight else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    // The snapshot keeps every subview alive for the whole loop, even if a `hitTest` override
    // rearranges the tree, so each one is visited without a retain of its own: a click in a
    // wide tree would otherwise spend much of its time retaining and releasing views.
    let subviews = storedSubviews
    var index = subviews.count
    while index > 0 {
      index -= 1
      let hit = Unmanaged.passUnretained(subviews[index]).withUnretained { subview in
        subview.hitTest(subview.layer.convertFromSuperlayer(point), with: event)
      }
      if let hit { return hit }
    }
    return self
  }
}

extension UIView {
  /// True while an animation that does not allow user interaction moves or fades the view.
  var isInFlight: Bool {
    let animations = layer.animations
    return !animations.isEmpty
      && animations.contains { !$0.allowsUserInteraction && $0.driver == nil }
  }
}
