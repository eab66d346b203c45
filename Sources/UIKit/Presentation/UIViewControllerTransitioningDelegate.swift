/// The object that supplies a presentation's animators, interaction controllers and
/// presentation controller, as UIKit's `UIViewControllerTransitioningDelegate`.
///
/// Matches UIKit: set it as the presented controller's `transitioningDelegate` (held weakly).
/// Its animators replace the built-in `modalTransitionStyle` animations for any presentation
/// style; its presentation controller is only asked for when the style is `.custom`. An
/// interaction controller is only asked for when the delegate gave an animator, and only for
/// animated transitions. Every requirement is optional, as in the Objective-C protocol: the
/// defaults return `nil`, which keeps UIKit's own behaviour.
///
/// ```swift
/// final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
///   func animationController(forPresented presented: UIViewController,
///     presenting: UIViewController, source: UIViewController)
///     -> UIViewControllerAnimatedTransitioning? { GrowFromCellAnimator(cell: cell) }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator of the presentation of `presented` by `presenting`, started from `source`.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of the dismissal of `dismissed`.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// An interaction controller that drives the presentation `animator` performs.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// An interaction controller that drives the dismissal `animator` performs.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// No animator: the built-in animation of the transition style runs.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// No animator: the built-in animation of the transition style runs.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }

  /// Not interactive.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Not interactive.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// No presentation controller: a plain `UIPresentationController` is used.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}
