/// The scroll style's turn: the new page slides in beside the old one, the interpage spacing
/// between them, both moving a page's length (plus the spacing) together.
///
/// Both pages move as whole layers, so the renderer composites each once and moves the image:
/// a turn between heavy pages costs what it costs between light ones.
@MainActor
final class PageScrollAnimator: UIViewControllerAnimatedTransitioning {
  /// How long a turn takes when nothing drives it: the paging scroll view's settling time.
  static let duration: TimeInterval = 0.3

  let direction: UIPageViewController.NavigationDirection
  let isVertical: Bool
  let spacing: CGFloat

  init(direction: UIPageViewController.NavigationDirection, isVertical: Bool, spacing: CGFloat) {
    self.direction = direction
    self.isVertical = isVertical
    self.spacing = spacing
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let (fromView, toView, to) = transitionContext.slidingViews() else { return }
    let final = transitionContext.finalFrame(for: to)
    let rest = fromView.frame
    let sign: CGFloat = direction == .forward ? 1 : -1
    let step = sign * ((isVertical ? final.height : final.width) + spacing)
    let (dx, dy) = isVertical ? (CGFloat(0), step) : (step, CGFloat(0))
    UIView.performWithoutAnimation { toView.frame = final.offsetBy(dx: dx, dy: dy) }
    transitionContext.containerView.addSubview(toView)
    // Under a finger the pages follow it linearly; on their own they settle as a paging
    // scroll view does.
    UIView.animate(
      withDuration: Self.duration, curve: transitionContext.isInteractive ? .linear : .easeOut,
      animations: {
        toView.frame = final
        fromView.frame = rest.offsetBy(dx: -dx, dy: -dy)
      },
      completion: { _ in
        fromView.frame = rest
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
