/// One view-controller transition in flight: a push or pop, a tab switch, a presentation. It
/// is the context UIKit hands to animators and interaction controllers, and it owns the
/// coordinator that controllers reach through `transitionCoordinator`.
///
/// The system that starts a transition (a container) describes the two sides, picks the
/// animator and the optional interaction controller, and supplies `finish`, which puts its
/// views and appearance callbacks in their final state. The order of events matches UIKit:
/// 1. ``start()``: the interaction controller takes over, or the animator animates; the
///    coordinator's alongside animations run with the same timing (and are scrubbed with an
///    interaction).
/// 2. ``completeTransition(_:)``, called by the animator: the coordinator's completions run,
///    then `finish`, then the animator's `animationEnded(_:)`.
///
/// An animator that never calls `completeTransition(_:)` leaves UIKit waiting for ever: the
/// transition stays in progress, later presentations and pushes are refused or queued, and
/// the app looks frozen. Here a watchdog waits ``completionGrace`` seconds past the
/// animator's duration (from the start, or from the end of the interaction), then logs what
/// went wrong and completes the transition itself, so the app carries on.
@MainActor
final class ViewControllerTransition: UIViewControllerContextTransitioning {
  /// One side of the transition.
  struct Side {
    var controller: UIViewController
    /// `nil` when the animator must not touch the view (a presenter staying under a sheet).
    var view: UIView?
    var initialFrame: CGRect
    var finalFrame: CGRect
  }

  let containerView: UIView
  let from: Side
  let to: Side
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  let animator: any UIViewControllerAnimatedTransitioning
  let interactor: (any UIViewControllerInteractiveTransitioning)?
  /// An interaction controller is driving the transition now.
  private(set) var isDriven = false
  /// The context's `isInteractive`: true once an interaction has driven the transition, and
  /// still true when the animator completes it after the interaction finished or cancelled,
  /// as UIKit's context reports it.
  private(set) var isInteractive = false
  private(set) var transitionWasCancelled = false
  private(set) var percentComplete: CGFloat = 0
  /// `completeTransition` has been called.
  private(set) var isComplete = false
  /// The animations have been started, so alongside animations added now start at once.
  private(set) var animationsStarted = false
  private var clock: TransitionClock?
  private let finish: (_ didComplete: Bool) -> Void
  private(set) lazy var coordinator = TransitionCoordinator(transition: self)

  init(
    containerView: UIView, from: Side, to: Side, animated: Bool,
    presentationStyle: UIModalPresentationStyle = .none,
    animator: any UIViewControllerAnimatedTransitioning,
    interactor: (any UIViewControllerInteractiveTransitioning)? = nil,
    finish: @escaping (_ didComplete: Bool) -> Void
  ) {
    self.containerView = containerView
    self.from = from
    self.to = to
    isAnimated = animated
    self.presentationStyle = presentationStyle
    self.animator = animator
    self.interactor = interactor
    self.finish = finish
  }

  /// A container's swap of one child for another: the leaving child's view starts where it
  /// is, the arriving child's view ends at `finalFrame`, both in `containerView`.
  convenience init(
    containerView: UIView, from: UIViewController, to: UIViewController, finalFrame: CGRect,
    animated: Bool, animator: any UIViewControllerAnimatedTransitioning,
    interactor: (any UIViewControllerInteractiveTransitioning)?,
    finish: @escaping (_ didComplete: Bool) -> Void
  ) {
    self.init(
      containerView: containerView,
      from: Side(
        controller: from, view: from.view, initialFrame: from.view.frame, finalFrame: .zero),
      to: Side(controller: to, view: to.view, initialFrame: .zero, finalFrame: finalFrame),
      animated: animated, animator: animator, interactor: interactor, finish: finish)
  }

  /// How long the animator says the transition lasts, asked once.
  private(set) lazy var duration: TimeInterval = max(0, animator.transitionDuration(using: self))

  /// Whether the transition began under an interaction controller.
  private(set) var initiallyInteractive = false

  /// Hands the transition to the interaction controller, or animates it.
  func start() {
    if let interactor, interactor.wantsInteractiveStart {
      isDriven = true
      isInteractive = true
      initiallyInteractive = true
      interactor.startInteractiveTransition(self)
    } else {
      runAnimations()
      armCompletionWatchdog()
    }
  }

  /// How long past its duration a transition may wait for `completeTransition(_:)`.
  static let completionGrace: TimeInterval = 2

  /// Completes the transition if the animator has not by `completionGrace` seconds after it
  /// should have ended. An interaction that is still driving it is left alone.
  private func armCompletionWatchdog() {
    let deadline = UIApplication.shared.mediaTime + duration + Self.completionGrace
    UIApplication.shared.frameClockSchedule.schedule(at: deadline, for: self) { [weak self] in
      guard let self, !isComplete, !isDriven else { return }
      UIKitLog.warning(
        "\(animator) never called completeTransition(_:) for the transition from "
          + "\(from.controller) to \(to.controller), \(Self.completionGrace) s after its "
          + "\(duration) s duration. UIKit would wait for ever, with the transition in progress "
          + "and the app stuck; completing it now as \(transitionWasCancelled ? "cancelled" : "finished")."
      )
      completeTransition(!transitionWasCancelled)
    }
    UIApplication.shared.setNeedsFrame()
  }

  /// Runs the animator's animations and the coordinator's alongside animations. During an
  /// interaction they belong to one clock, held at the current fraction until the interaction
  /// ends; otherwise they run on the media clock. `UIPercentDrivenInteractiveTransition` calls
  /// this from `startInteractiveTransition`.
  func runAnimations() {
    guard !animationsStarted else { return }
    animationsStarted = true
    let duration = self.duration
    let body = {
      self.animator.animateTransition(using: self)
      self.coordinator.runAlongsideAnimations(duration: duration)
    }
    guard isDriven else {
      body()
      return
    }
    let clock = TransitionClock(origin: UIApplication.shared.mediaTime, duration: duration)
    self.clock = clock
    ViewAnimationBlocks.shared.withAmbientDriver(clock, body)
    clock.scrub(to: Double(percentComplete))
  }

  // MARK: UIViewControllerContextTransitioning

  var targetTransform: CGAffineTransform { .identity }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard isDriven, percentComplete.isFinite else { return }
    self.percentComplete = min(max(percentComplete, 0), 1)
    clock?.scrub(to: Double(self.percentComplete))
  }

  func finishInteractiveTransition() {
    endInteraction(cancelled: false)
  }

  func cancelInteractiveTransition() {
    endInteraction(cancelled: true)
  }

  func pauseInteractiveTransition() {
    guard !isDriven, !isComplete, let clock else { return }
    clock.pause()
    percentComplete = CGFloat(clock.fraction)
    isDriven = true
    isInteractive = true
  }

  private func endInteraction(cancelled: Bool) {
    guard isDriven, !isComplete else { return }
    isDriven = false
    transitionWasCancelled = cancelled
    coordinator.interactionDidEnd()
    clock?.play(forward: !cancelled, speed: Double(interactor?.completionSpeed ?? 1))
    armCompletionWatchdog()
  }

  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else {
      UIKitLog.warning(
        "completeTransition(\(didComplete)) was called again for the transition from "
          + "\(from.controller) to \(to.controller); only the first call counts.")
      return
    }
    isComplete = true
    UIApplication.shared.frameClockSchedule.cancel(for: self)
    coordinator.runCompletions()
    finish(didComplete)
    animator.animationEnded(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from.controller
    case .to: to.controller
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: from.view
    case .to: to.view
    default: nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === from.controller ? from.initialFrame : vc === to.controller ? to.initialFrame : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === from.controller ? from.finalFrame : vc === to.controller ? to.finalFrame : .zero
  }
}
