import Testing
import UIKitTestSupport

@testable import UIKit

/// Full-screen presentations. These tests set `.fullScreen` themselves: they were written when
/// every style was presented full screen, and `.automatic` is now a page sheet, as on iOS 13.
@Suite("Presentation: present and dismiss, full screen", .uiTest)
@MainActor
struct PresentationTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  let root: LoggingViewController
  let window: UIWindow

  init() {
    root = LoggingViewController("root", log: log)
    window = TestApplication.makeWindow(root: root)
    clock.settle()
    _ = log.take()
  }

  @Test("presenting: the presenter disappears, the presented appears with isBeingPresented")
  func present() {
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .fullScreen

    root.present(modal, animated: true) { self.log.record("completion") }
    let synchronous = log.take()
    clock.advance(by: UIViewController.presentationDuration)

    #expect(
      synchronous == [
        "modal viewDidLoad", "root willDisappear", "modal willAppear [beingPresented]",
      ])
    #expect(
      log.take() == [
        "modal isAppearing [beingPresented]", "root didDisappear",
        "modal didAppear [beingPresented]", "completion",
      ])
    #expect(root.presentedViewController === modal)
    #expect(modal.presentingViewController === root)
    #expect(root.view.superview == nil)
    #expect(modal.view.superview?.superview === window)
  }

  @Test("dismissing: the presented disappears with isBeingDismissed, the presenter reappears")
  func dismiss() {
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    root.present(modal, animated: false)
    clock.settle()
    _ = log.take()

    modal.dismiss(animated: true) { self.log.record("completion") }
    let synchronous = log.take()
    clock.advance(by: UIViewController.presentationDuration)

    #expect(synchronous == ["modal willDisappear [beingDismissed]", "root willAppear"])
    #expect(
      log.take() == [
        "root isAppearing", "modal didDisappear [beingDismissed]", "root didAppear", "completion",
      ])
    #expect(root.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(modal.view.superview == nil)
    #expect(root.view.superview === window)
  }

  @Test("presenting from a child presents from the root of its parent chain")
  func presentFromChild() {
    let child = LoggingViewController("child", log: log)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    clock.settle()
    let modal = UIViewController()

    child.present(modal, animated: false)
    clock.settle()

    // Apple documents `presentedViewController` as what this controller "or one of its
    // ancestors" presented.
    #expect(modal.presentingViewController === root)
    #expect(child.presentedViewController === modal)
    #expect(root.presentedViewController === modal)
  }

  @Test("presenting a controller that is already presented raises and changes nothing")
  func refusesDoublePresentation() {
    let recorder = ExceptionRecorder()
    let modal = UIViewController()
    root.present(modal, animated: false)
    clock.settle()
    let other = UIViewController()
    let otherWindow = TestApplication.makeWindow(root: other)

    other.present(modal, animated: false)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(modal.presentingViewController === root)
    #expect(other.presentedViewController == nil)
    _ = otherWindow
  }

  @Test("presenting while already presenting only logs UIKit's warning")
  func warnsWhenBusy() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    let first = UIViewController()
    let second = UIViewController()
    root.present(first, animated: false)

    root.present(second, animated: false)

    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("which is already presenting") == true)
    #expect(second.presentingViewController == nil)
  }
}
