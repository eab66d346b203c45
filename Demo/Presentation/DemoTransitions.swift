import UIKit

// Two transitions written exactly as an iOS developer writes them, with UIKit's protocols:
// a card that grows out of the cell it opens from, and a drawer that follows the pointer.

/// Grows the detail out of the cell that was clicked, over a dimming view, and shrinks it
/// back into the cell on dismissal.
final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
  private weak var cell: UIView?

  init(cell: UIView) {
    self.cell = cell
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    CardAnimator(cell: cell, presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    CardAnimator(cell: cell, presenting: false)
  }
}

/// A presentation over a dimming view that fades in and out alongside the transition; a
/// click on the dimming view dismisses. Subclasses say where the presented view goes.
class DimmingPresentationController: UIPresentationController {
  private let dimming = UIView()

  override func presentationTransitionWillBegin() {
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimming.frame = containerView!.bounds
    dimming.alpha = 0
    dimming.addGestureRecognizer(
      UITapGestureRecognizer { [unowned self] _ in
        presentedViewController.dismiss(animated: true)
      })
    containerView!.insertSubview(dimming, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimming.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 0
    })
  }

  override func containerViewWillLayoutSubviews() {
    dimming.frame = containerView!.bounds
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// The card sits in the middle of the window over the dimming view.
final class CardPresentationController: DimmingPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    let bounds = containerView!.bounds
    let width = min(bounds.width - 48, 420)
    let height = min(bounds.height - 160, 520)
    return CGRect(
      x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
  }
}

/// Moves the card between the cell's frame and its own, rounding its corners as it grows.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private weak var cell: UIView?
  private let presenting: Bool

  init(cell: UIView?, presenting: Bool) {
    self.cell = cell
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.45 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    let controller = transitionContext.viewController(forKey: key)!
    let card = controller.view!
    let cellFrame =
      cell.map { container.convert($0.bounds, from: $0) }
      ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    let cardFrame =
      presenting ? transitionContext.finalFrame(for: controller) : card.frame
    if presenting {
      card.frame = cellFrame
      card.layer.cornerRadius = 10
      container.addSubview(card)
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.86, initialSpringVelocity: 0, options: [],
      animations: {
        card.frame = self.presenting ? cardFrame : cellFrame
        card.layer.cornerRadius = self.presenting ? 22 : 10
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// A drawer down the left edge. While a pan drives it, its presentation and dismissal are
/// interactive, through a percent-driven interaction controller.
final class DrawerTransition: NSObject, UIViewControllerTransitioningDelegate {
  /// Set by the pan that drives the transition, for as long as it does.
  var interaction: UIPercentDrivenInteractiveTransition?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    DrawerPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    DrawerAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    DrawerAnimator(presenting: false)
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }

  /// What a pan handler does: `.began` starts the transition, `.changed` follows the pointer,
  /// the end finishes past a third of the way (or on a flick) and cancels otherwise.
  func drive(
    _ recognizer: UIPanGestureRecognizer, in view: UIView, opening: Bool, start: () -> Void
  ) {
    let travel = recognizer.translation(in: view).x * (opening ? 1 : -1)
    let progress = min(max(travel / DrawerPresentationController.width, 0), 1)
    switch recognizer.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      start()
    case .changed:
      interaction?.update(progress)
    case .ended, .cancelled:
      let velocity = recognizer.velocity(in: view).x * (opening ? 1 : -1)
      if recognizer.state == .ended && (progress > 0.33 || velocity > 400) {
        interaction?.finish()
      } else {
        interaction?.cancel()
      }
      interaction = nil
    default:
      break
    }
  }
}

/// The drawer's place: 300 points down the left edge, over the dimming view.
final class DrawerPresentationController: DimmingPresentationController {
  static let width: CGFloat = 300

  override var frameOfPresentedViewInContainerView: CGRect {
    CGRect(x: 0, y: 0, width: Self.width, height: containerView!.bounds.height)
  }
}

/// Slides the drawer in from the left edge, or out to it, at constant speed so that it stays
/// under the pointer while a pan drives it.
final class DrawerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private let presenting: Bool

  init(presenting: Bool) {
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    let drawer = transitionContext.viewController(forKey: key)!.view!
    let open =
      presenting
      ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
      : drawer.frame
    let closed = open.offsetBy(dx: -open.width, dy: 0)
    if presenting {
      drawer.frame = closed
      transitionContext.containerView.addSubview(drawer)
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: [.curveLinear],
      animations: { drawer.frame = self.presenting ? open : closed },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
