import Testing
import UIKitTestSupport

@testable import UIKit

/// Drives input the way the host does, through the application's input entry points.
@MainActor
struct Pointer {
  let window: UIWindow
  let clock = ManualClock()

  /// A pointer over a fresh 400 × 600 window whose root view holds `area`, laid out and drawn.
  static func over(_ area: UIView) -> Pointer {
    let root = UIViewController()
    let pointer = Pointer(
      window: TestApplication.makeWindow(root: root, size: CGSize(width: 400, height: 600)))
    root.view.addSubview(area)
    pointer.clock.settle()
    return pointer
  }

  /// A pointer over `textView` in `font`, shown and first responder.
  static func editing(_ textView: UITextView, font: UIFont) -> Pointer {
    textView.font = font
    let pointer = over(textView)
    textView.becomeFirstResponder()
    return pointer
  }

  func down(
    _ point: CGPoint, clicks: Int = 1, buttons: UIEvent.ButtonMask = .primary,
    modifierFlags: UIKeyModifierFlags = []
  ) {
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseDown(
        at: point, in: window, clickCount: clicks, buttons: buttons, modifierFlags: modifierFlags)
    }
    clock.settle()
  }

  /// Moves the pointer with `buttons` held (the primary one by default; none to hover).
  func move(
    _ point: CGPoint, buttons: UIEvent.ButtonMask = .primary,
    modifierFlags: UIKeyModifierFlags = []
  ) {
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseMotion(
        to: point, in: window, buttons: buttons, modifierFlags: modifierFlags)
    }
    clock.tick()
  }

  func up(_ point: CGPoint, modifierFlags: UIKeyModifierFlags = []) {
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseUp(at: point, in: window, modifierFlags: modifierFlags)
    }
    clock.settle()
  }

  func key(_ usage: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = [])
  {
    let key = UIKey(
      keyCode: usage, characters: characters, charactersIgnoringModifiers: characters.lowercased(),
      modifierFlags: flags)
    UIApplication.shared.sendKey(key, down: true)
    UIApplication.shared.sendKey(key, down: false)
  }
}

@Suite("Touches, recognizers and controls", .uiTest)
@MainActor
struct InputTests {
  let log = LifecycleLog()
  let root = UIViewController()
  let window: UIWindow
  let pointer: Pointer

  init() {
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 400, height: 600))
    pointer = Pointer(window: window)
    pointer.clock.settle()
  }

  @Test("a touch is hit-tested once: it stays with its view when the pointer leaves")
  func hitTestedOnce() {
    let left = LoggingView("left", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 600))
    let right = LoggingView("right", log: log, frame: CGRect(x: 200, y: 0, width: 200, height: 600))
    root.view.addSubview(left)
    root.view.addSubview(right)

    pointer.down(CGPoint(x: 50, y: 50))
    pointer.move(CGPoint(x: 300, y: 50))
    pointer.up(CGPoint(x: 300, y: 50))

    #expect(log.take() == ["left began", "left moved", "left ended"])
  }

  @Test("unhandled touches travel up the responder chain")
  func responderChain() {
    let outer = LoggingView("outer", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = LoggingView("inner", log: log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    inner.passesOn = true
    outer.addSubview(inner)
    root.view.addSubview(outer)

    pointer.down(CGPoint(x: 20, y: 20))

    #expect(log.take() == ["inner began", "outer began"])
  }

  @Test("a recognizer that recognises cancels its view's touches")
  func cancelsTouchesInView() {
    let view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    root.view.addSubview(view)
    view.addGestureRecognizer(
      UIPanGestureRecognizer { [log] pan in log.record("pan \(pan.state.rawValue)") })

    pointer.down(CGPoint(x: 100, y: 100))
    pointer.move(CGPoint(x: 130, y: 100))
    pointer.move(CGPoint(x: 160, y: 100))
    pointer.up(CGPoint(x: 160, y: 100))

    #expect(
      log.take() == ["view began", "pan 1", "view cancelled", "pan 2", "pan 3"])
  }

  @Test("a tap on a button inside a view with a tap recognizer goes to the button")
  func controlPrecedence() {
    var tapped = 0
    var clicked = 0
    root.view.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
    button.addAction(UIAction { _ in clicked += 1 }, for: .touchUpInside)
    root.view.addSubview(button)

    pointer.down(CGPoint(x: 100, y: 70))
    pointer.up(CGPoint(x: 100, y: 70))
    pointer.down(CGPoint(x: 300, y: 300))
    pointer.up(CGPoint(x: 300, y: 300))

    #expect(clicked == 1)
    #expect(tapped == 1)
  }

  @Test("a long press begins after half a second held still; released earlier it fails")
  func longPress() {
    var states: [UIGestureRecognizer.State] = []
    root.view.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })

    pointer.down(CGPoint(x: 100, y: 100))
    pointer.clock.advance(by: 0.3)
    pointer.up(CGPoint(x: 100, y: 100))
    let early = states
    pointer.down(CGPoint(x: 100, y: 100))
    pointer.clock.advance(by: 0.6)
    pointer.move(CGPoint(x: 120, y: 100))
    pointer.up(CGPoint(x: 120, y: 100))

    #expect(early == [])
    #expect(states == [.began, .changed, .ended])
  }

  @Test("hover begins, changes and ends as the pointer enters, moves over and leaves a view")
  func hover() {
    let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.view.addSubview(target)
    var states: [UIGestureRecognizer.State] = []
    target.addGestureRecognizer(UIHoverGestureRecognizer { states.append($0.state) })

    pointer.move(CGPoint(x: 50, y: 50), buttons: [])
    pointer.move(CGPoint(x: 150, y: 150), buttons: [])
    pointer.move(CGPoint(x: 160, y: 150), buttons: [])
    pointer.move(CGPoint(x: 350, y: 350), buttons: [])

    #expect(states == [.began, .changed, .ended])
  }

  @Test("views in flight ignore touches unless animated with .allowUserInteraction")
  func inFlight() {
    let moving = LoggingView("moving", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.view.addSubview(moving)
    UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
    pointer.clock.tick()

    pointer.down(CGPoint(x: 50, y: 50))
    pointer.up(CGPoint(x: 50, y: 50))
    moving.layer.removeAllAnimations()
    UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) { moving.alpha = 1 }
    pointer.down(CGPoint(x: 50, y: 50))

    #expect(log.take() == ["moving began"])
  }

  @Test("the cursor is the I-beam over text fields and the hand over controls")
  func cursors() {
    let services = HeadlessServices()
    UIApplication.shared.cursorService = services
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
    root.view.addSubview(field)
    root.view.addSubview(button)

    pointer.move(CGPoint(x: 10, y: 10), buttons: [])
    let overField = services.cursor
    pointer.move(CGPoint(x: 10, y: 110), buttons: [])
    let overButton = services.cursor
    pointer.move(CGPoint(x: 10, y: 300), buttons: [])

    #expect(overField == .iBeam)
    #expect(overButton == .hand)
    #expect(services.cursor == .arrow)
  }

  @Test("a slider follows the drag and sends valueChanged; a segmented control selects")
  func sliderAndSegments() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 34))
    var values: [Float] = []
    slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
    let segments = UISegmentedControl(items: ["하나", "둘", "셋"])
    segments.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
    root.view.addSubview(slider)
    root.view.addSubview(segments)

    pointer.down(CGPoint(x: 14, y: 17))
    pointer.move(CGPoint(x: 114, y: 17))
    pointer.move(CGPoint(x: 214, y: 17))
    pointer.up(CGPoint(x: 214, y: 17))
    pointer.down(CGPoint(x: 250, y: 116))
    pointer.up(CGPoint(x: 250, y: 116))

    #expect(values.first == 0.5)
    #expect(slider.value == 1)
    #expect(segments.selectedSegmentIndex == 2)
  }

  @Test("dragging a scroll view scrolls it, rubber-bands past the edge and springs back")
  func scrollViewDrag() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    scrollView.contentSize = CGSize(width: 400, height: 1000)
    // Under the status bar the content would start 24 points down; this test is about drags.
    scrollView.contentInsetAdjustmentBehavior = .never
    root.view.addSubview(scrollView)

    pointer.down(CGPoint(x: 200, y: 250))
    for step in 1...10 { pointer.move(CGPoint(x: 200, y: 250 - CGFloat(step) * 10)) }
    let dragged = scrollView.contentOffset.y
    pointer.up(CGPoint(x: 200, y: 150))
    pointer.clock.advance(by: 2)
    let settled = scrollView.contentOffset.y
    let pull = settled + 100
    pointer.down(CGPoint(x: 200, y: 50))
    pointer.move(CGPoint(x: 200, y: 60))
    pointer.move(CGPoint(x: 200, y: 50 + pull))
    let stretched = scrollView.contentOffset.y
    pointer.up(CGPoint(x: 200, y: 50 + pull))
    pointer.clock.advance(by: 2)

    #expect(dragged > 80 && dragged <= 100)
    #expect(settled > dragged)
    // Past the top, 100 points of drag move the content less than 100 points.
    #expect(stretched < 0 && stretched > -100)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test(
    "a flick on a paging scroll view turns one page, from the first page as from any other",
    arguments: [0, 1])
  func pagingFlick(from page: Int) {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    scrollView.isPagingEnabled = true
    scrollView.contentSize = CGSize(width: 1200, height: 100)
    scrollView.contentOffset = CGPoint(x: CGFloat(page) * 300, y: 0)
    root.view.addSubview(scrollView)

    // 200 points in a tenth of a second: two thirds of a page, quickly.
    pointer.down(CGPoint(x: 250, y: 150))
    for step in 1...6 { pointer.move(CGPoint(x: 250 - CGFloat(step) * 200 / 6, y: 150)) }
    pointer.up(CGPoint(x: 50, y: 150))
    pointer.clock.advance(by: 1)

    #expect(scrollView.contentOffset.x == CGFloat(page + 1) * 300)
  }

  @Test("text fields edit with arrows, Shift-selection, and copy and paste")
  func textEditing() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    root.view.addSubview(field)
    field.text = "hello world"
    field.becomeFirstResponder()

    for _ in 0..<5 { pointer.key(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow, .shift) }
    pointer.key(.keyboardC, "c", .control)
    pointer.key(.keyboardEnd, UIKeyCommand.inputEnd)
    UIApplication.shared.sendText(" ")
    pointer.key(.keyboardV, "v", .control)
    pointer.key(.keyboardDeleteOrBackspace, "\u{8}")

    #expect(UIPasteboard.general.string == "world")
    #expect(field.text == "hello world worl")
  }

  @Test("the delegate vets changes with UTF-16 ranges, and Return ends editing on exit")
  func textFieldDelegate() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    root.view.addSubview(field)
    let delegate = FieldDelegate()
    field.delegate = delegate
    var events: [String] = []
    field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
    field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)

    field.becomeFirstResponder()
    UIApplication.shared.sendText("😀")
    UIApplication.shared.sendText("x")
    UIApplication.shared.sendText("!")
    pointer.key(.keyboardReturnOrEnter, "\r")
    field.resignFirstResponder()

    #expect(
      delegate.ranges == [
        NSRange(location: 0, length: 0), NSRange(location: 2, length: 0),
        NSRange(location: 3, length: 0),
      ])
    #expect(field.text == "😀x")
    #expect(events == ["begin", "exit", "end"])
  }

  @Test("the delegate's UTF-16 ranges count alike near the text's start and near its end")
  func textFieldDelegateRangesFromEitherEnd() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    root.view.addSubview(field)
    field.text = "😀abc😀"
    let delegate = FieldDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()

    field.setSelection(1..<1)
    UIApplication.shared.sendText("x")
    field.setSelection(5..<5)
    UIApplication.shared.sendText("y")
    field.setSelection(7..<7)
    field.deleteBackward()

    #expect(
      delegate.ranges == [
        NSRange(location: 2, length: 0), NSRange(location: 6, length: 0),
        NSRange(location: 7, length: 2),
      ])
    #expect(field.text == "😀xabcy")
  }
}

@MainActor
private final class FieldDelegate: UITextFieldDelegate {
  var ranges: [NSRange] = []
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    ranges.append(range)
    return string != "!"
  }
}
