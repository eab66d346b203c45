import Testing
import UIKitTestSupport

@testable import UIKit

/// Misuse of presentations: UIKit's exception or warning, and no change of state; an animator
/// that never completes does not hang the app.
@Suite("Presentation misuse: UIKit's messages, no half-done state, no hang", .uiTest)
@MainActor
struct PresentationBadInputTests {
  let clock = ManualClock()
  private let windows = WindowHolder()
  let warnings = WarningLog()

  private func onScreen() -> UIViewController {
    let root = UIViewController()
    windows.keep(TestApplication.makeWindow(root: root))
    clock.settle()
    return root
  }

  @Test("presenting from a controller whose presentation is still running is refused")
  func presentingDuringTransition() {
    let root = onScreen()
    let first = UIViewController()
    let second = UIViewController()

    root.present(first, animated: true)
    first.present(second, animated: true)
    root.present(second, animated: true)
    clock.advance(by: 0.6)

    #expect(warnings.messages.count == 2)
    #expect(warnings.messages.first?.contains("while a presentation is in progress") == true)
    #expect(warnings.messages.last?.contains("which is already presenting") == true)
    #expect(first.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
    #expect(root.presentedViewController === first)
  }

  @Test("dismissing during a presentation is refused with UIKit's warning")
  func dismissingDuringTransition() {
    let root = onScreen()
    let modal = UIViewController()

    root.present(modal, animated: true)
    root.dismiss(animated: true)
    clock.advance(by: 0.6)

    #expect(warnings.messages.count == 1)
    #expect(
      warnings.messages.first?.contains("while a presentation or dismiss is in progress") == true)
    #expect(root.presentedViewController === modal)
  }

  @Test("an animator that never completes: completed 2 s after its duration, with a warning")
  func neverCompletes() {
    let root = onScreen()
    let modal = UIViewController()
    let transitions = StuckTransitions()
    modal.transitioningDelegate = transitions
    var completed = false

    root.present(modal, animated: true) { completed = true }
    clock.advance(by: 2)
    let stuckMeanwhile = !completed
    clock.advance(by: 0.6)
    let other = UIViewController()
    modal.present(other, animated: false)
    clock.settle()

    #expect(stuckMeanwhile)
    #expect(completed)
    #expect(warnings.messages.contains { $0.contains("never called completeTransition(_:)") })
    #expect(modal.presentedViewController === other)
  }

  @Test("a frame with NaN raises CALayerInvalidGeometry and falls back to the container")
  func nanFrame() {
    let root = onScreen()
    let recorder = ExceptionRecorder()
    let transitions = FramedTransitions(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
    let modal = UIViewController()
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = transitions

    root.present(modal, animated: true)
    clock.advance(by: 0.6)

    #expect(recorder.names == [.layerInvalidGeometry])
    #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("an empty frame is used as it is, with a warning: nothing of the view shows")
  func emptyFrame() {
    let root = onScreen()
    let transitions = FramedTransitions(frame: CGRect(x: 40, y: 40, width: 0, height: 200))
    let modal = UIViewController()
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = transitions

    root.present(modal, animated: false)
    clock.settle()

    #expect(warnings.messages.contains { $0.contains("is empty") })
    #expect(modal.view.frame == CGRect(x: 40, y: 40, width: 0, height: 200))
    #expect(root.presentedViewController === modal)
  }

  @Test("a partial curl over anything but full screen raises NSInvalidArgumentException")
  func partialCurlNeedsFullScreen() {
    let root = onScreen()
    let recorder = ExceptionRecorder()
    let modal = UIViewController()
    modal.modalTransitionStyle = .partialCurl

    root.present(modal, animated: true)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(root.presentedViewController == nil)
    #expect(root.view.window!.subviews.count == 1)
  }
}

/// Gives an animator that starts and never calls `completeTransition`.
@MainActor
final class StuckTransitions: UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { StuckAnimator() }
}

@MainActor
final class StuckAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
  }
}

/// A custom presentation whose presentation controller asks for `frame`.
@MainActor
final class FramedTransitions: UIViewControllerTransitioningDelegate {
  let frame: CGRect

  init(frame: CGRect) { self.frame = frame }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    FramedPresentationController(presented: presented, presenting: presenting, frame: frame)
  }
}

@MainActor
final class FramedPresentationController: UIPresentationController {
  let frame: CGRect

  init(presented: UIViewController, presenting: UIViewController?, frame: CGRect) {
    self.frame = frame
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: CGRect { frame }
}
