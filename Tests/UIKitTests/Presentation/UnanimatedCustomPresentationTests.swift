import Testing
import UIKit
import UIKitTestSupport

/// Apple's `UIViewControllerContextTransitioning.isAnimated`: a transition presented or
/// dismissed without animation still runs the animator's `animateTransition(using:)`, which
/// sees `isAnimated == false` and installs the final views at once.
@MainActor
private final class InstallingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: LifecycleLog

  init(log: LifecycleLog) { self.log = log }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    log.record("animateTransition isAnimated=\(transitionContext.isAnimated)")
    if let toView = transitionContext.view(forKey: .to) {
      transitionContext.containerView.addSubview(toView)
      if let to = transitionContext.viewController(forKey: .to) {
        toView.frame = transitionContext.finalFrame(for: to)
      }
    }
    transitionContext.completeTransition(true)
  }
}

@MainActor
private final class InstallingDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let log: LifecycleLog

  init(log: LifecycleLog) { self.log = log }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    InstallingAnimator(log: log)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    InstallingAnimator(log: log)
  }
}

@Suite("A custom presentation without animation runs its animator", .uiTest)
@MainActor
struct UnanimatedCustomPresentationTests {
  private let log = LifecycleLog()
  private let windows = WindowHolder()

  @Test("present and dismiss with animated: false call animateTransition with isAnimated false")
  func animatorRunsUnanimated() {
    let root = UIViewController()
    windows.keep(TestApplication.makeWindow(root: root))
    UIApplication.shared.advance(by: 0)
    let delegate = InstallingDelegate(log: log)
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate

    root.present(presented, animated: false)
    UIApplication.shared.advance(by: 0)
    let shown = root.presentedViewController === presented
    root.dismiss(animated: false)
    UIApplication.shared.advance(by: 0)

    #expect(
      log.entries == [
        "animateTransition isAnimated=false", "animateTransition isAnimated=false",
      ])
    #expect(shown)
    #expect(root.presentedViewController == nil)
  }
}
