import Testing
import UIKitTestSupport

@testable import UIKit

/// A navigation controller that logs as "nav", so ordered logs read plainly.
@MainActor
final class NamedNavigationController: UINavigationController {
  override var description: String { "nav" }
}

@Suite("UINavigationController: the stack, push and pop in UIKit's order", .uiTest)
@MainActor
struct NavigationControllerTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  /// Keeps the test's windows alive: the application holds windows weakly, as iOS does.
  private let windows = WindowHolder()

  /// A navigation controller on screen with `names` pushed without animation, settled, and the
  /// log emptied.
  private func onScreen(_ names: String...) -> (
    UINavigationController, [LoggingViewController], UIWindow
  ) {
    let controllers = names.map { LoggingViewController($0, log: log) }
    let navigation = NamedNavigationController(rootViewController: controllers[0])
    for controller in controllers.dropFirst() {
      navigation.pushViewController(controller, animated: false)
    }
    let window = TestApplication.makeWindow(root: navigation)
    windows.keep(window)
    clock.settle()
    _ = log.take()
    return (navigation, controllers, window)
  }

  @Test(
    "an animated push: willMove in the call, will-callbacks next frame, did and didMove at the end")
  func animatedPush() {
    let (navigation, controllers, _) = onScreen("A")
    let b = LoggingViewController("B", log: log)

    navigation.pushViewController(b, animated: true)
    let insideCall = log.take()
    let stackInsideCall = navigation.viewControllers
    clock.tick()
    let firstFrame = log.take()
    clock.advance(by: 0.5)

    #expect(insideCall == ["B willMove(to: nav)"])
    #expect(stackInsideCall == [controllers[0], b])
    #expect(
      firstFrame == [
        "B viewDidLoad", "A willDisappear", "B willAppear [movingToParent]",
        "B isAppearing [movingToParent]",
      ])
    #expect(
      log.take() == ["A didDisappear", "B didAppear [movingToParent]", "B didMove(to: nav)"])
    #expect(navigation.children == [controllers[0], b])
    #expect(b.view.superview != nil && controllers[0].viewIfLoaded?.superview == nil)
  }

  @Test("an animated pop mirrors the push, from willMove(nil) to didMove(nil)")
  func animatedPop() {
    let (navigation, controllers, _) = onScreen("A", "B")

    let popped = navigation.popViewController(animated: true)
    let insideCall = log.take()
    let stackInsideCall = navigation.viewControllers
    clock.tick()
    let firstFrame = log.take()
    clock.advance(by: 0.5)

    #expect(popped === controllers[1])
    #expect(insideCall == ["B willMove(to: nil)"])
    #expect(stackInsideCall == [controllers[0]])
    // A was pushed over before it ever showed: its view loads as the pop begins.
    #expect(
      firstFrame == [
        "A viewDidLoad", "B willDisappear [movingFromParent]", "A willAppear", "A isAppearing",
      ])
    #expect(
      log.take() == ["B didDisappear [movingFromParent]", "A didAppear", "B didMove(to: nil)"])
    #expect(controllers[1].parent == nil)
  }

  @Test("without animation the same order runs within one frame")
  func nonAnimatedPushAndPop() {
    let (navigation, _, _) = onScreen("A")
    let b = LoggingViewController("B", log: log)

    navigation.pushViewController(b, animated: false)
    clock.settle()
    let push = log.take()
    navigation.popViewController(animated: false)
    clock.settle()

    #expect(
      push == [
        "B willMove(to: nav)", "B viewDidLoad", "A willDisappear", "B willAppear [movingToParent]",
        "B isAppearing [movingToParent]", "A didDisappear", "B didAppear [movingToParent]",
        "B didMove(to: nav)",
      ])
    #expect(
      log.take() == [
        "B willMove(to: nil)", "B willDisappear [movingFromParent]", "A willAppear",
        "A isAppearing", "B didDisappear [movingFromParent]",
        "A didAppear", "B didMove(to: nil)",
      ])
  }

  @Test("a transition coordinator exists inside viewWillAppear; alongside blocks run with it")
  func coordinatorInWillAppear() {
    let (navigation, _, _) = onScreen("A")
    let b = CoordinatedController("B", log: log)

    navigation.pushViewController(b, animated: true)
    clock.advance(by: 0.5)

    #expect(
      log.take().filter { $0.hasPrefix("B coordinator") || $0.hasPrefix("B alongside") } == [
        "B coordinator animated=true interactive=false", "B alongside",
        "B alongside completion cancelled=false",
      ])
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test("a push during a running push waits for it: the stack changes when the first ends")
  func pushDuringTransitionIsDeferred() {
    let (navigation, controllers, _) = onScreen("A")
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    navigation.pushViewController(b, animated: true)
    clock.tick()

    navigation.pushViewController(c, animated: true)
    let stackWhileRunning = navigation.viewControllers
    clock.advance(by: 0.4)
    let stackAfterFirst = navigation.viewControllers
    clock.advance(by: 0.5)

    #expect(stackWhileRunning == [controllers[0], b])
    #expect(stackAfterFirst == [controllers[0], b, c])
    #expect(navigation.topViewController === c)
    #expect(c.view.superview != nil)
    #expect(log.take().contains("C didAppear [movingToParent]"))
  }

  @Test("popToRootViewController tells every popped controller; only the top hears appearance")
  func popToRoot() {
    let (navigation, controllers, _) = onScreen("A", "B", "C")

    let popped = navigation.popToRootViewController(animated: true)
    clock.advance(by: 0.5)

    #expect(popped == [controllers[1], controllers[2]])
    #expect(
      log.take() == [
        "B willMove(to: nil)", "C willMove(to: nil)", "A viewDidLoad",
        "C willDisappear [movingFromParent]",
        "A willAppear", "A isAppearing", "C didDisappear [movingFromParent]", "A didAppear",
        "B didMove(to: nil)", "C didMove(to: nil)",
      ])
    #expect(navigation.viewControllers == [controllers[0]])
  }

  @Test("setViewControllers animates as a push to a new top and as a pop to an old one")
  func setViewControllers() {
    let (navigation, controllers, _) = onScreen("A", "B")
    let c = LoggingViewController("C", log: log)

    navigation.setViewControllers([controllers[0], c], animated: true)
    let replacing = log.take()
    clock.advance(by: 0.5)
    let replaced = log.take()
    navigation.setViewControllers([controllers[0]], animated: true)
    clock.advance(by: 0.5)

    #expect(replacing == ["B willMove(to: nil)", "C willMove(to: nav)"])
    #expect(
      replaced == [
        "C viewDidLoad", "B willDisappear [movingFromParent]", "C willAppear [movingToParent]",
        "C isAppearing [movingToParent]", "B didDisappear [movingFromParent]",
        "C didAppear [movingToParent]", "C didMove(to: nav)", "B didMove(to: nil)",
      ])
    #expect(
      log.take() == [
        "C willMove(to: nil)", "A viewDidLoad", "C willDisappear [movingFromParent]",
        "A willAppear", "A isAppearing", "C didDisappear [movingFromParent]", "A didAppear",
        "C didMove(to: nil)",
      ])
    #expect(navigation.children == navigation.viewControllers)
  }

  @Test("misuse raises UIKit's exceptions and leaves the stack as it was")
  func misuse() {
    let (navigation, controllers, _) = onScreen("A", "B")
    let recorder = ExceptionRecorder()
    let stranger = UIViewController()

    navigation.pushViewController(controllers[0], animated: true)
    navigation.pushViewController(UINavigationController(), animated: true)
    navigation.popToViewController(stranger, animated: true)
    navigation.setViewControllers([controllers[0], controllers[0]], animated: false)
    clock.advance(by: 0.5)

    #expect(
      recorder.names == [
        .invalidArgumentException, .invalidArgumentException, .internalInconsistencyException,
        .invalidArgumentException,
      ])
    #expect(recorder.exceptions[0].reason.hasPrefix("Pushing the same view controller instance"))
    #expect(recorder.exceptions[1].reason == "Pushing a navigation controller is not supported")
    #expect(
      recorder.exceptions[2].reason == "Tried to pop to a view controller that doesn't exist.")
    #expect(navigation.viewControllers == controllers)
    #expect(log.take().isEmpty)
  }

  @Test("popping the root does nothing and returns nil")
  func poppingTheRoot() {
    let (navigation, controllers, _) = onScreen("A")

    let popped = navigation.popViewController(animated: true)
    clock.advance(by: 0.5)

    #expect(popped == nil)
    #expect(navigation.viewControllers == controllers)
    #expect(log.take().isEmpty)
  }

  @Test("an empty stack is accepted, as in UIKit: the old top disappears")
  func emptyStack() {
    let (navigation, controllers, _) = onScreen("A")

    navigation.setViewControllers([], animated: false)
    clock.settle()

    #expect(navigation.viewControllers.isEmpty)
    #expect(navigation.topViewController == nil)
    #expect(
      log.take() == [
        "A willMove(to: nil)", "A willDisappear [movingFromParent]",
        "A didDisappear [movingFromParent]", "A didMove(to: nil)",
      ])
    #expect(controllers[0].parent == nil)
  }

  @Test("off screen a push takes effect at once, without appearance callbacks")
  func offScreenPush() {
    let a = LoggingViewController("A", log: log)
    let navigation = NamedNavigationController(rootViewController: a)
    let b = LoggingViewController("B", log: log)

    navigation.pushViewController(b, animated: true)

    #expect(
      log.take() == [
        "A willMove(to: nav)", "A didMove(to: nav)", "B willMove(to: nav)", "B didMove(to: nav)",
      ])
    #expect(navigation.topViewController === b)
  }

  @Test("the delegate hears willShow before viewWillAppear and didShow after viewDidAppear")
  func delegateOrder() {
    let (navigation, _, _) = onScreen("A")
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    let b = LoggingViewController("B", log: log)

    navigation.pushViewController(b, animated: true)
    clock.advance(by: 0.5)

    let entries = log.take().filter { !$0.contains("isAppearing") && !$0.contains("viewDidLoad") }
    #expect(
      entries == [
        "B willMove(to: nav)", "delegate willShow B", "A willDisappear",
        "B willAppear [movingToParent]", "A didDisappear", "B didAppear [movingToParent]",
        "B didMove(to: nav)", "delegate didShow B",
      ])
  }
}

/// Holds windows for the length of a test.
@MainActor
final class WindowHolder {
  private var windows: [UIWindow] = []

  func keep(_ window: UIWindow) {
    windows.append(window)
  }
}

/// Logs its transition coordinator in `viewWillAppear`, and animates alongside it.
@MainActor
private final class CoordinatedController: LoggingViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else {
      log.record("\(name) coordinator nil")
      return
    }
    log.record(
      "\(name) coordinator animated=\(coordinator.isAnimated) "
        + "interactive=\(coordinator.isInteractive)")
    coordinator.animate(
      alongsideTransition: { [name, log] _ in log.record("\(name) alongside") },
      completion: { [name, log] context in
        log.record("\(name) alongside completion cancelled=\(context.isCancelled)")
      })
  }
}

/// A navigation delegate that logs what it hears.
@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
  let log: LifecycleLog

  init(log: LifecycleLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.record("delegate willShow \(viewController)")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.record("delegate didShow \(viewController)")
  }
}

@Suite("UINavigationController: custom transitions through the delegate", .uiTest)
@MainActor
struct NavigationCustomTransitionTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()

  @Test("a delegate's animator runs the push, as iOS code writes it")
  func customAnimator() {
    let a = LoggingViewController("A", log: log)
    let navigation = NamedNavigationController(rootViewController: a)
    let delegate = FadeDelegate(log: log)
    navigation.delegate = delegate
    windows.keep(TestApplication.makeWindow(root: navigation))
    clock.settle()
    _ = log.take()
    let b = LoggingViewController("B", log: log)

    navigation.pushViewController(b, animated: true)
    clock.tick(frames: 9)
    let midway = b.view.layer.presentation()!.opacity
    clock.advance(by: 0.5)

    #expect(midway > 0 && midway < 1)
    #expect(
      log.take().filter { $0.hasPrefix("fade") } == [
        "fade operation push", "fade duration", "fade animate", "fade ended completed=true",
      ])
    #expect(b.view.alpha == 1)
  }

  @Test("an interaction controller the delegate gives drives the push, and can cancel it")
  func customInteractiveCancel() {
    let a = LoggingViewController("A", log: log)
    let navigation = NamedNavigationController(rootViewController: a)
    let delegate = FadeDelegate(log: log)
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    navigation.delegate = delegate
    windows.keep(TestApplication.makeWindow(root: navigation))
    clock.settle()
    _ = log.take()
    let b = CoordinatedInteractionController("B", log: log)

    navigation.pushViewController(b, animated: true)
    clock.tick()
    interaction.update(0.5)
    clock.tick()
    let scrubbed = b.view.layer.presentation()!.opacity
    interaction.cancel()
    clock.advance(by: 1)

    #expect(abs(scrubbed - 0.5) < 0.01)
    #expect(navigation.viewControllers == [a])
    #expect(b.parent == nil)
    let entries = log.take()
    #expect(entries.contains("B interaction changed cancelled=true"))
    #expect(entries.contains("B alongside completion cancelled=true"))
    #expect(entries.contains("fade ended completed=false"))
    #expect(
      entries.filter { $0.hasPrefix("A ") || $0.hasPrefix("B w") || $0.hasPrefix("B d") } == [
        "B willMove(to: nav)", "A willDisappear", "B willAppear [movingToParent]",
        "B willDisappear", "A willAppear", "B didDisappear", "A isAppearing", "A didAppear",
        "B willMove(to: nil)", "B didMove(to: nil)",
      ])
  }
}

/// A user-written cross-fade animator, with only public API, as on iOS.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: LifecycleLog

  init(log: LifecycleLog) {
    self.log = log
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    log.record("fade duration")
    return 0.3
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    log.record("fade animate")
    guard let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else { return }
    toView.frame = transitionContext.finalFrame(for: to)
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.record("fade ended completed=\(transitionCompleted)")
  }
}

/// A navigation delegate that supplies the fade, and optionally an interaction controller.
@MainActor
final class FadeDelegate: UINavigationControllerDelegate {
  let log: LifecycleLog
  var interaction: UIPercentDrivenInteractiveTransition?

  init(log: LifecycleLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.record("fade operation \(operation == .push ? "push" : "pop")")
    return FadeAnimator(log: log)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}

/// Registers alongside blocks and an interaction handler with its coordinator.
@MainActor
private final class CoordinatedInteractionController: LoggingViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else { return }
    coordinator.notifyWhenInteractionChanges { [name, log] context in
      log.record("\(name) interaction changed cancelled=\(context.isCancelled)")
    }
    coordinator.animate(alongsideTransition: nil) { [name, log] context in
      log.record("\(name) alongside completion cancelled=\(context.isCancelled)")
    }
  }
}
