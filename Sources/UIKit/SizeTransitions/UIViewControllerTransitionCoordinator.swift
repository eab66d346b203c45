/// What a transition coordinator reports about the transition it coordinates, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates; a size change with zero duration does not.
  var isAnimated: Bool { get }
  /// The presentation style of the transition; `.none` for size changes and rotations.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Always `false` for size changes here: they are never interactive.
  var initiallyInteractive: Bool { get }
  /// Always `false` for size changes here: they are never interactive.
  var isInteractive: Bool { get }
  /// Always `false` for size changes here: they cannot be cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition has got; always 0 for size changes here.
  var percentComplete: CGFloat { get }
  /// The speed at which an interactive transition finishes; always 1 for size changes here.
  var completionVelocity: CGFloat { get }
  /// The curve the transition animates with: ease in, ease out.
  var completionCurve: UIView.AnimationCurve { get }
  /// The rotation applied to the content: the identity unless the transition is a rotation.
  var targetTransform: CGAffineTransform { get }
  /// The view the transition happens in: the window, for size changes and rotations.
  var containerView: UIView { get }
  /// Matches UIKit: whether the transition can be interrupted (it has an interruptible
  /// animator).
  var isInterruptible: Bool { get }
  /// The controller leaving or arriving; `nil` for a size change.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view leaving or arriving; `nil` for a size change.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets controllers run animations alongside a transition and be told when it ends, as UIKit's
/// `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Registers `animation` to run inside the transition's animation and `completion` to run
  /// after it. Matches UIKit: both run even when the transition is not animated.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Matches UIKit: `handler` runs when an interactive transition stops being interactive,
  /// finishing or cancelling; it never runs for a transition that was never interactive.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Matches UIKit's iOS 7 name for ``notifyWhenInteractionChanges(_:)``, which replaced it in
  /// iOS 10 and which it calls. Deprecated on iOS, as there; Linux builds do not warn.
  @available(iOS, introduced: 7.0, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
  public func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    notifyWhenInteractionChanges(handler)
  }
}

/// The coordinator of a window size change or rotation.
///
/// Blocks registered by every level of the hierarchy during `viewWillTransition(to:with:)` run
/// in registration order inside one animation, then the completions, in the same order.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let transitionDuration: TimeInterval
  let targetTransform: CGAffineTransform
  let containerView: UIView
  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(duration: TimeInterval, targetTransform: CGAffineTransform, containerView: UIView) {
    isAnimated = duration > 0
    transitionDuration = duration
    self.targetTransform = targetTransform
    self.containerView = containerView
  }

  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var percentComplete: CGFloat { 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var isInterruptible: Bool { false }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  /// A size change is never interactive: the handler never runs.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the registered blocks inside one animation of the transition's duration, with
  /// `changes` (the new geometry) first, then the completions once it ends.
  func run(changes: @escaping () -> Void, afterAnimation: @escaping () -> Void) {
    let blocks = alongside
    let finals = completions
    UIView.animate(
      withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        changes()
        for block in blocks { block(self) }
      },
      completion: { _ in
        afterAnimation()
        for completion in finals { completion(self) }
      })
  }
}

extension UIViewControllerTransitionCoordinator {
  /// Matches UIKit's Swift signature, whose completion defaults to `nil`: registers
  /// `animation` to run inside the transition's animation.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
