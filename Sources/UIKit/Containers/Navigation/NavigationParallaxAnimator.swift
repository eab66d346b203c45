/// UIKit's push and pop: the incoming view slides in from the right edge over the outgoing
/// one, which moves a third of the way left under a light dimming; the incoming view casts a
/// soft shadow on its left edge. A pop runs the same motion backwards. Matches UIKit in a
/// right-to-left layout too, where the whole motion is mirrored: pushes come in from the left.
///
/// Both views move as whole layers, so the renderer composites each once and moves the image:
/// a push between heavy screens costs what it costs between light ones.
@MainActor
final class NavigationParallaxAnimator: UIViewControllerAnimatedTransitioning {
  /// How long a push or pop takes.
  static let duration: TimeInterval = 0.35
  /// UIKit's curve for the navigation slide: a fast start settling gently, close to a
  /// critically damped spring.
  static let curve = TimingCurve.bezier(0.25, 1, 0.25, 1)
  /// How far the view underneath moves: a third of the width.
  static let parallax: CGFloat = 1 / 3
  /// How dark the view underneath gets at the end of a push.
  static let dimming: CGFloat = 0.1

  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let (fromView, toView, to) = transitionContext.slidingViews() else { return }
    let container = transitionContext.containerView
    let pushing = operation != .pop
    // The distance across, signed: pushes come from the trailing edge.
    let width = container.bounds.width * (container.isRightToLeft ? -1 : 1)
    let final = transitionContext.finalFrame(for: to)
    // The view on top moves across the whole width; the one underneath a third of it.
    let top = pushing ? toView : fromView
    let under = pushing ? fromView : toView
    let underRest = pushing ? fromView.frame : final
    let underAside = underRest.offsetBy(dx: -width * Self.parallax, dy: 0)
    let topRest = pushing ? final : fromView.frame
    let topAside = topRest.offsetBy(dx: width, dy: 0)
    let dim = UIView(frame: container.bounds)
    dim.backgroundColor = .black
    dim.isUserInteractionEnabled = false
    if pushing {
      container.addSubview(dim)
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      container.insertSubview(dim, belowSubview: fromView)
    }
    let shadow = (
      top.layer.shadowColor, top.layer.shadowOpacity, top.layer.shadowRadius,
      top.layer.shadowOffset
    )
    UIView.performWithoutAnimation {
      dim.alpha = pushing ? 0 : Self.dimming
      top.frame = pushing ? topAside : topRest
      under.frame = pushing ? underRest : underAside
      top.layer.shadowColor = UIColor.black.cgColor
      top.layer.shadowOpacity = 0.25
      top.layer.shadowRadius = 4
      top.layer.shadowOffset = CGSize(width: width < 0 ? 3 : -3, height: 0)
    }
    // Matches UIKit: under a finger the slide follows it linearly.
    UIView.animate(
      withDuration: Self.duration, curve: transitionContext.isInteractive ? .linear : Self.curve,
      animations: {
        dim.alpha = pushing ? Self.dimming : 0
        top.frame = pushing ? topRest : topAside
        under.frame = pushing ? underAside : underRest
      },
      completion: { _ in
        dim.removeFromSuperview()
        (
          top.layer.shadowColor, top.layer.shadowOpacity, top.layer.shadowRadius,
          top.layer.shadowOffset
        ) = shadow
        if transitionContext.transitionWasCancelled {
          // The models ran back to the start: put both views where they began.
          top.frame = pushing ? topAside : topRest
          under.frame = pushing ? underRest : underAside
        } else {
          under.frame = pushing ? underRest : final
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
