import Testing
import UIKitTestSupport

@testable import UIKit

/// Sheets driven by the mouse and keyboard: a drag down dismisses or is cancelled, detents,
/// rubber-banding, `isModalInPresentation`, dimming and Escape, each as an ordered log.
@Suite("Sheets: drag to dismiss, detents, modal in presentation, Escape", .uiTest)
@MainActor
struct SheetTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()
  /// Held here: a presentation's delegate is weak, as in UIKit.
  let delegate: AdaptiveDelegateLog

  init() {
    delegate = AdaptiveDelegateLog(log: log)
  }

  /// A root with a page sheet presented over it (in a 390 × 844 window), settled, the log
  /// emptied.
  private func sheet(
    configure: (UISheetPresentationController) -> Void = { _ in }
  ) -> (LoggingViewController, LoggingViewController, Pointer) {
    let root = LoggingViewController("root", log: log)
    let window = TestApplication.makeWindow(root: root)
    windows.keep(window)
    clock.settle()
    let modal = LoggingViewController("modal", log: log)
    let sheet = modal.sheetPresentationController!
    sheet.delegate = delegate
    configure(sheet)
    root.present(modal, animated: true)
    clock.advance(by: 0.6)
    _ = log.take()
    return (root, modal, Pointer(window: window))
  }

  /// Drags from `start` straight down (or up) to `endY` in 20-point steps, holds still so the
  /// release is slow, and lets go.
  private func drag(_ pointer: Pointer, from start: CGPoint, to endY: CGFloat) {
    pointer.down(start)
    let step: CGFloat = endY > start.y ? 20 : -20
    for y in stride(from: start.y + step, through: endY, by: step) {
      pointer.move(CGPoint(x: start.x, y: y))
    }
    for _ in 0..<10 { pointer.move(CGPoint(x: start.x, y: endY)) }
    pointer.up(CGPoint(x: start.x, y: endY))
  }

  @Test("dragging past half way and letting go dismisses: will and did dismiss for the user")
  func dragDismisses() {
    let (root, modal, pointer) = sheet()

    drag(pointer, from: CGPoint(x: 195, y: 100), to: 600)
    let duringDrag = log.take()
    clock.advance(by: 0.6)

    #expect(
      duringDrag == [
        "delegate shouldDismiss", "delegate willDismiss", "modal willDisappear [beingDismissed]",
      ])
    #expect(log.take() == ["modal didDisappear [beingDismissed]", "delegate didDismiss"])
    #expect(root.presentedViewController == nil)
    #expect(modal.view.window == nil)
  }

  @Test("dismiss(animated:) in code: the delegate hears no will- or did-dismiss")
  func programmaticDismissal() {
    let (_, modal, _) = sheet()

    modal.dismiss(animated: true)
    clock.advance(by: 0.6)

    #expect(
      log.take() == [
        "modal willDisappear [beingDismissed]", "modal didDisappear [beingDismissed]",
      ])
  }

  @Test("a drag let go before half way is cancelled: the sheet comes back, no did-dismiss")
  func cancelledDrag() {
    let (root, modal, pointer) = sheet()
    let card = modal.sheetPresentationController!.presentedView!

    pointer.down(CGPoint(x: 195, y: 100))
    for y in stride(from: CGFloat(120), through: 400, by: 20) {
      pointer.move(CGPoint(x: 195, y: y))
    }
    let midDrag = card.layer.presentation()!.frame.minY
    for _ in 0..<10 { pointer.move(CGPoint(x: 195, y: 400)) }
    pointer.up(CGPoint(x: 195, y: 400))
    let duringDrag = log.take()
    clock.advance(by: 0.6)

    #expect(midDrag > 250 && midDrag < 400)
    #expect(
      duringDrag == [
        "delegate shouldDismiss", "delegate willDismiss", "modal willDisappear [beingDismissed]",
      ])
    #expect(log.take() == ["modal willAppear", "modal isAppearing", "modal didAppear"])
    #expect(root.presentedViewController === modal)
    #expect(card.frame.minY == 34)
    #expect(card.layer.presentation()!.frame.minY == 34)
  }

  @Test("modal in presentation: the card rubber-bands and springs back; the delegate hears it")
  func modalInPresentation() {
    let (root, modal, pointer) = sheet()
    modal.isModalInPresentation = true
    let card = modal.sheetPresentationController!.presentedView!

    pointer.down(CGPoint(x: 195, y: 100))
    for y in stride(from: CGFloat(120), through: 500, by: 20) {
      pointer.move(CGPoint(x: 195, y: y))
    }
    let pulled = card.frame.minY
    pointer.up(CGPoint(x: 195, y: 500))
    clock.advance(by: 0.6)

    #expect(log.take() == ["delegate didAttempt"])
    #expect(pulled > 34 && pulled < 34 + 400 / 2)
    #expect(card.frame.minY == 34)
    #expect(root.presentedViewController === modal)
  }

  @Test("a delegate that refuses stops the drag too, after being asked")
  func delegateRefuses() {
    let (root, modal, pointer) = sheet()
    delegate.allowsDismissal = false

    drag(pointer, from: CGPoint(x: 195, y: 100), to: 600)
    clock.advance(by: 0.6)

    #expect(log.take() == ["delegate shouldDismiss", "delegate didAttempt"])
    #expect(root.presentedViewController === modal)
  }

  @Test("Escape dismisses a sheet the user may dismiss, and only tries for a modal one")
  func escape() {
    let (root, modal, pointer) = sheet()
    modal.isModalInPresentation = true

    pointer.key(.keyboardEscape, UIKeyCommand.inputEscape)
    clock.advance(by: 0.6)
    let modalLog = log.take()
    modal.isModalInPresentation = false
    pointer.key(.keyboardEscape, UIKeyCommand.inputEscape)
    clock.advance(by: 0.6)

    #expect(modalLog == ["delegate didAttempt"])
    #expect(
      log.take() == [
        "delegate shouldDismiss", "delegate willDismiss", "modal willDisappear [beingDismissed]",
        "modal didDisappear [beingDismissed]", "delegate didDismiss",
      ])
    #expect(root.presentedViewController == nil)
  }

  @Test("detents: it rests at the smallest; a drag up moves it to large and tells the delegate")
  func detents() {
    let (_, modal, pointer) = sheet { sheet in
      sheet.detents = [.large(), .medium()]
      sheet.prefersGrabberVisible = true
    }
    let sheet = modal.sheetPresentationController!
    let card = sheet.presentedView!
    let restingTop = card.frame.minY

    drag(pointer, from: CGPoint(x: 195, y: 500), to: 120)
    clock.advance(by: 0.6)

    // 844 − 24 (status bar) − 10 − 20 (home indicator) = 790; half is 395, plus the 20.
    #expect(restingTop == 429)
    #expect(log.take() == ["delegate detent com.apple.UIKit.large"])
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(card.frame.minY == 34)
    #expect(!(card as! SheetCardView).grabber.isHidden)
  }

  @Test("dragging up past the largest detent rubber-bands and settles back")
  func rubberBandUp() {
    let (_, modal, pointer) = sheet()
    let card = modal.sheetPresentationController!.presentedView!

    pointer.down(CGPoint(x: 195, y: 400))
    for y in stride(from: CGFloat(380), through: 200, by: -20) {
      pointer.move(CGPoint(x: 195, y: y))
    }
    let pulled = card.frame.minY
    pointer.up(CGPoint(x: 195, y: 200))
    clock.advance(by: 0.6)

    #expect(pulled < 34 && pulled > 34 - 200)
    #expect(card.frame.minY == 34)
    #expect(log.take().isEmpty)
  }

  @Test("below the largest undimmed detent the presenter is neither dimmed nor blocked")
  func undimmedDetent() {
    let (root, modal, _) = sheet { sheet in
      sheet.detents = [.medium(), .large()]
      sheet.largestUndimmedDetentIdentifier = .medium
    }
    let sheet = modal.sheetPresentationController!
    let window = root.view.window!

    let hitAbove = window.hitTest(CGPoint(x: 195, y: 200), with: nil)
    let rootTransform = root.view.transform
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    clock.advance(by: 0.6)
    let hitWhenLarge = window.hitTest(CGPoint(x: 195, y: 20), with: nil)

    #expect(hitAbove === root.view)
    #expect(rootTransform == .identity)
    #expect(hitWhenLarge !== root.view)
    #expect(root.view.transform != .identity)
  }

  @Test("a custom detent takes its resolver's height above the home indicator")
  func customDetent() {
    let (_, modal, _) = sheet { sheet in
      sheet.detents = [.custom(identifier: .init(rawValue: "small")) { _ in 200 }]
    }

    #expect(modal.sheetPresentationController!.presentedView!.frame.minY == 624)
  }
}

/// Logs what an adaptive presentation delegate hears; optionally refuses dismissals, or
/// keeps the presentation's style in compact width.
@MainActor
class AdaptiveDelegateLog: UISheetPresentationControllerDelegate {
  let log: LifecycleLog
  var allowsDismissal = true
  var keepsStyle = false

  init(log: LifecycleLog) { self.log = log }

  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    log.record("adaptive style for H compact")
    return keepsStyle
      ? .none
      : controller.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
  }

  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    log.record("will present \(style)")
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log.record("delegate shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.record("delegate willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.record("delegate didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.record("delegate didAttempt")
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    log.record(
      "delegate detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
}
