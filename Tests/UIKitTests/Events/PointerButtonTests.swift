import Testing
import UIKit
import UIKitTestSupport

/// The pointer's buttons and the modifier keys, as iPadOS reports them (`UIEvent.buttonMask`,
/// `modifierFlags`, `UITapGestureRecognizer.buttonMaskRequired`), through the public API and
/// the host's input calls.
@Suite("Pointer buttons and modifier keys on touches and recognizers", .uiTest)
@MainActor
struct PointerButtonTests {
  let log = LifecycleLog()
  private let view: LoggingView
  let pointer: Pointer

  init() {
    view = LoggingView("pad", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.logsButtons = true
    pointer = Pointer.over(view)
  }

  /// A tap recognizer on the view that logs its buttons and modifier keys when it fires.
  private func addTap(_ name: String, required: UIEvent.ButtonMask? = nil) {
    let tap = UITapGestureRecognizer { [log] tap in
      log.record(
        "\(name) tap buttons \(tap.buttonMask.rawValue) flags \(tap.modifierFlags.rawValue)")
    }
    if let required { tap.buttonMaskRequired = required }
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
  }

  @Test("UIKit's button numbers: button 1 is primary, 2 secondary, 3 the next bit")
  func buttonNumbers() {
    #expect(UIEvent.ButtonMask.button(1) == .primary)
    #expect(UIEvent.ButtonMask.button(2) == .secondary)
    #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
    #expect(UITapGestureRecognizer().buttonMaskRequired == .primary)
  }

  @Test("a Shift-right-click reaches the view with its button and keys; its end has no button")
  func secondaryClickOnView() {
    pointer.down(CGPoint(x: 50, y: 50), buttons: .secondary, modifierFlags: .shift)
    pointer.up(CGPoint(x: 50, y: 50), modifierFlags: .shift)

    let shift = UIKeyModifierFlags.shift.rawValue
    #expect(
      log.take() == ["pad began buttons 2 flags \(shift)", "pad ended buttons 0 flags \(shift)"])
  }

  @Test("a tap recognizer takes only clicks of its required buttons")
  func requiredButtons() {
    addTap("primary")
    addTap("secondary", required: .secondary)

    pointer.down(CGPoint(x: 50, y: 50))
    pointer.up(CGPoint(x: 50, y: 50))
    let left = log.take().filter { $0.contains("tap") }
    pointer.down(CGPoint(x: 50, y: 50), buttons: .secondary, modifierFlags: .command)
    pointer.up(CGPoint(x: 50, y: 50), modifierFlags: .command)
    let right = log.take().filter { $0.contains("tap") }

    #expect(left == ["primary tap buttons 1 flags 0"])
    #expect(right == ["secondary tap buttons 2 flags \(UIKeyModifierFlags.command.rawValue)"])
  }

  @Test("a second button pressed during a click moves the touch and fails the tap")
  func secondButtonDuringClick() {
    addTap("primary")

    pointer.down(CGPoint(x: 50, y: 50))
    pointer.move(CGPoint(x: 50, y: 50), buttons: [.primary, .secondary])
    pointer.move(CGPoint(x: 50, y: 50), buttons: .secondary)
    pointer.up(CGPoint(x: 50, y: 50))

    #expect(
      log.take() == [
        "pad began buttons 1 flags 0", "pad moved buttons 3 flags 0",
        "pad moved buttons 2 flags 0", "pad ended buttons 0 flags 0",
      ])
  }
}
