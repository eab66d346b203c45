import Testing
import UIKitTestSupport

@testable import UIKit

/// The built-in `UIModalTransitionStyle`s half way through, and popovers adapting.
@Suite("Modal transition styles and adaptive popovers", .uiTest)
@MainActor
struct ModalTransitionStyleTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()

  private func onScreen(size: CGSize = CGSize(width: 390, height: 844)) -> (
    UIViewController, UIWindow
  ) {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: size)
    windows.keep(window)
    clock.settle()
    return (root, window)
  }

  private func fullScreen(_ style: UIModalTransitionStyle) -> UIViewController {
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    modal.modalTransitionStyle = style
    return modal
  }

  @Test("cover vertical slides up from below the window")
  func coverVertical() {
    let (root, _) = onScreen()
    let modal = fullScreen(.coverVertical)

    root.present(modal, animated: true)
    clock.advance(by: 0.25)

    let y = modal.view.layer.presentation()!.frame.minY
    #expect(y > 100 && y < 744)
  }

  @Test("cross-dissolve fades in, and out, keeping the view's own opacity afterwards")
  func crossDissolve() {
    let (root, _) = onScreen()
    let modal = fullScreen(.crossDissolve)

    root.present(modal, animated: true)
    clock.advance(by: 0.25)
    let presenting = modal.view.layer.presentation()!.opacity
    clock.advance(by: 0.35)
    modal.dismiss(animated: true)
    clock.advance(by: 0.25)
    let dismissing = modal.view.layer.presentation()!.opacity
    clock.advance(by: 0.35)

    #expect(presenting > 0.2 && presenting < 0.8)
    #expect(dismissing > 0.2 && dismissing < 0.8)
    #expect(modal.view.alpha == 1)
    #expect(modal.view.frame.minY == 0)
  }

  @Test("a horizontal flip squashes the presenter, then opens the presented view")
  func flipHorizontal() {
    let (root, _) = onScreen()
    let modal = fullScreen(.flipHorizontal)

    root.present(modal, animated: true)
    clock.advance(by: 0.15)
    let presenterScale = root.view.layer.presentation()!.transform.m11
    clock.advance(by: 0.2)
    let presentedScale = modal.view.layer.presentation()!.transform.m11
    clock.advance(by: 0.3)

    #expect(presenterScale < 0.9)
    #expect(presentedScale < 0.9)
    #expect(modal.view.layer.presentation()!.transform.m11 == 1)
    #expect(root.view.superview == nil)
  }

  @Test("a partial curl lifts a picture of the presenter's page; clicking it dismisses")
  func partialCurl() {
    let (root, window) = onScreen()
    let modal = fullScreen(.partialCurl)

    root.present(modal, animated: true)
    clock.advance(by: 0.6)
    let curl = modal.view.superview!.subviews.last as? CurlPageView
    let lifted = curl?.transform.ty
    let pointer = Pointer(window: window)
    pointer.down(CGPoint(x: 195, y: 100))
    pointer.up(CGPoint(x: 195, y: 100))
    clock.advance(by: 0.6)

    #expect(lifted == -844 * ModalTransitionAnimator.curlFraction)
    #expect(root.presentedViewController == nil)
    #expect(curl?.superview == nil)
  }

  @Test("a popover in compact width is a sheet; the delegate hears the adapted style")
  func popoverAdaptsInCompactWidth() {
    let (root, _) = onScreen()
    let delegate = AdaptationLog(log: log)
    let modal = UIViewController()
    modal.modalPresentationStyle = .popover
    modal.popoverPresentationController!.sourceView = root.view
    modal.popoverPresentationController!.delegate = delegate

    root.present(modal, animated: true)
    clock.advance(by: 0.6)
    let popover = modal.popoverPresentationController!

    #expect(log.take() == ["adaptive style for H compact", "will present pageSheet"])
    #expect(popover.presentedView === popover.adaptiveSheetPresentationController.presentedView)
    #expect(popover.presentedView?.frame == CGRect(x: 0, y: 34, width: 390, height: 810))
    #expect(popover.arrowDirection == .unknown)
    #expect(modal.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("a delegate that answers .none keeps a popover a popover in compact width")
  func popoverKeptInCompactWidth() {
    let (root, _) = onScreen()
    let delegate = AdaptationLog(log: log)
    delegate.keepsStyle = true
    let modal = UIViewController()
    modal.modalPresentationStyle = .popover
    modal.preferredContentSize = CGSize(width: 200, height: 100)
    modal.popoverPresentationController!.sourceRect = CGRect(x: 150, y: 300, width: 90, height: 30)
    modal.popoverPresentationController!.sourceView = root.view
    modal.popoverPresentationController!.delegate = delegate

    root.present(modal, animated: false)
    clock.settle()

    #expect(modal.popoverPresentationController!.presentedView is PopoverView)
    #expect(modal.popoverPresentationController!.arrowDirection == .up)
  }

  @Test("resizing the window adapts a showing popover to a sheet and back")
  func popoverAdaptsOnResize() {
    let (root, window) = onScreen(size: CGSize(width: 1024, height: 768))
    let delegate = AdaptationLog(log: log)
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .popover
    let popover = modal.popoverPresentationController!
    popover.sourceView = root.view
    popover.sourceRect = CGRect(x: 500, y: 100, width: 40, height: 40)
    popover.delegate = delegate
    root.present(modal, animated: false)
    clock.settle()
    _ = log.take()

    window.resize(to: CGSize(width: 500, height: 768))
    clock.settle()
    let compactView = popover.presentedView
    let compactLog = log.take()
    window.resize(to: CGSize(width: 1024, height: 768))
    clock.settle()

    #expect(compactView is SheetCardView)
    #expect(compactLog.contains("will present pageSheet"))
    #expect(!compactLog.contains { $0.contains("Appear") || $0.contains("Disappear") })
    #expect(log.take().contains("will present popover"))
    #expect(popover.presentedView is PopoverView)
    #expect(popover.arrowDirection == .up)
    #expect(modal.view.window === window)
  }

  @Test("a click outside a popover dismisses it, as the user's dismissal; passthrough views not")
  func clickOutsidePopover() {
    let (root, window) = onScreen(size: CGSize(width: 1024, height: 768))
    let delegate = AdaptationLog(log: log)
    let passthrough = UIView(frame: CGRect(x: 900, y: 700, width: 100, height: 50))
    root.view.addSubview(passthrough)
    let modal = UIViewController()
    modal.modalPresentationStyle = .popover
    let popover = modal.popoverPresentationController!
    popover.sourceView = root.view
    popover.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
    popover.passthroughViews = [passthrough]
    popover.delegate = delegate
    root.present(modal, animated: false)
    clock.settle()
    _ = log.take()
    let pointer = Pointer(window: window)

    let passthroughHit = window.hitTest(CGPoint(x: 950, y: 720), with: nil)
    pointer.down(CGPoint(x: 800, y: 100))
    pointer.up(CGPoint(x: 800, y: 100))
    clock.advance(by: 0.6)

    #expect(passthroughHit === passthrough)
    #expect(
      log.take() == ["delegate shouldDismiss", "delegate willDismiss", "delegate didDismiss"])
    #expect(root.presentedViewController == nil)
  }
}

/// The adaptive log as a popover's delegate.
@MainActor
final class AdaptationLog: AdaptiveDelegateLog, UIPopoverPresentationControllerDelegate {}
