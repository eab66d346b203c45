import CSDL2
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Synthetic SDL events, as the window system would deliver them.
@MainActor
struct SyntheticSDL {
  let translator: SDLEventTranslator
  let clock = ManualClock()

  func send(_ event: SDL_Event, settle: Bool = true) {
    translator.translate(event)
    if settle { clock.settle() }
  }

  func mouseDown(
    _ x: CGFloat, _ y: CGFloat, clicks: UInt8 = 1, button: Int32 = SDL_BUTTON_LEFT
  ) {
    var event = SDL_Event()
    event.type = SDL_MOUSEBUTTONDOWN.rawValue
    event.button.button = UInt8(button)
    event.button.x = Int32(x)
    event.button.y = Int32(y)
    event.button.clicks = clicks
    send(event)
  }

  func mouseUp(_ x: CGFloat, _ y: CGFloat, button: Int32 = SDL_BUTTON_LEFT) {
    var event = SDL_Event()
    event.type = SDL_MOUSEBUTTONUP.rawValue
    event.button.button = UInt8(button)
    event.button.x = Int32(x)
    event.button.y = Int32(y)
    send(event)
  }

  func mouseMove(_ x: CGFloat, _ y: CGFloat) {
    var event = SDL_Event()
    event.type = SDL_MOUSEMOTION.rawValue
    event.motion.x = Int32(x)
    event.motion.y = Int32(y)
    send(event)
  }

  func click(_ x: CGFloat, _ y: CGFloat, clicks: UInt8 = 1, button: Int32 = SDL_BUTTON_LEFT) {
    mouseDown(x, y, clicks: clicks, button: button)
    mouseUp(x, y, button: button)
  }

  /// A drag in `steps` frames from one point to another, a frame apart.
  func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
    mouseDown(start.x, start.y)
    for step in 1...steps {
      let t = CGFloat(step) / CGFloat(steps)
      clock.tick()
      mouseMove(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t)
    }
    mouseUp(end.x, end.y)
  }

  func wheel(x: Float = 0, y: Float, at point: CGPoint) {
    var event = SDL_Event()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.preciseX = x
    event.wheel.preciseY = y
    event.wheel.mouseX = Int32(point.x)
    event.wheel.mouseY = Int32(point.y)
    send(event)
  }

  func key(_ scancode: SDL_Scancode, _ sym: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
    for type in [SDL_KEYDOWN, SDL_KEYUP] {
      var event = SDL_Event()
      event.type = type.rawValue
      event.key.keysym.scancode = scancode
      event.key.keysym.sym = Int32(sym.rawValue)
      event.key.keysym.mod = UInt16(modifiers.rawValue)
      send(event)
    }
  }

  func textEditing(_ text: String) {
    var event = SDL_Event()
    event.type = SDL_TEXTEDITING.rawValue
    withUnsafeMutableBytes(of: &event.edit.text) { buffer in
      let bytes = Array(text.utf8)
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    send(event)
  }

  func textInput(_ text: String) {
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      let bytes = Array(text.utf8)
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    send(event)
  }

  func focusLost() {
    var event = SDL_Event()
    event.type = SDL_WINDOWEVENT.rawValue
    event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
    send(event)
  }
}

@Suite("Input through the SDL translator: clicks, drags, taps, pans, wheel, keys, text", .uiTest)
@MainActor
struct InputTranslatorTests {
  let log = LifecycleLog()
  let root = UIViewController()
  let window: UIWindow
  let input: SyntheticSDL

  init() {
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 400, height: 600))
    input = SyntheticSDL(translator: SDLEventTranslator(window: window))
    input.clock.settle()
  }

  private func record(_ control: UIControl, _ events: [(String, UIControl.Event)]) {
    for (name, event) in events {
      control.addAction(UIAction { [log] _ in log.record(name) }, for: event)
    }
  }

  private func button(at frame: CGRect) -> UIButton {
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Go"
    button.frame = frame
    root.view.addSubview(button)
    record(
      button,
      [
        ("touchDown", .touchDown), ("dragExit", .touchDragExit), ("dragEnter", .touchDragEnter),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside),
        ("primary", .primaryActionTriggered),
      ])
    return button
  }

  @Test("a click on a button sends touchDown, touchUpInside and the primary action")
  func click() {
    let button = button(at: CGRect(x: 50, y: 50, width: 100, height: 40))
    var highlightedWhilePressed = false

    input.mouseDown(100, 70)
    highlightedWhilePressed = button.isHighlighted
    input.mouseUp(100, 70)

    #expect(highlightedWhilePressed)
    #expect(!button.isHighlighted)
    #expect(log.take() == ["touchDown", "upInside", "primary"])
  }

  @Test("dragging out beyond 70 points and releasing sends touchUpOutside")
  func dragOut() {
    _ = button(at: CGRect(x: 50, y: 50, width: 100, height: 40))

    input.mouseDown(100, 70)
    input.mouseMove(100, 300)
    input.mouseUp(100, 300)

    #expect(log.take() == ["touchDown", "dragExit", "upOutside"])
  }

  @Test("dragging out and back in, then releasing, sends touchUpInside")
  func dragBack() {
    _ = button(at: CGRect(x: 50, y: 50, width: 100, height: 40))

    input.mouseDown(100, 70)
    input.mouseMove(100, 300)
    input.mouseMove(100, 80)
    input.mouseUp(100, 80)

    #expect(log.take() == ["touchDown", "dragExit", "dragEnter", "upInside", "primary"])
  }

  @Test("a double tap is recognised from two clicks; a single-tap recognizer waits for it to fail")
  func doubleTap() {
    let target = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    root.view.addSubview(target)
    let double = UITapGestureRecognizer { [log] _ in log.record("double") }
    double.numberOfTapsRequired = 2
    let single = UITapGestureRecognizer { [log] _ in log.record("single") }
    single.require(toFail: double)
    target.addGestureRecognizer(double)
    target.addGestureRecognizer(single)

    input.click(100, 100, clicks: 1)
    input.click(100, 100, clicks: 2)
    let afterDouble = log.take()
    input.click(200, 200, clicks: 1)
    input.clock.advance(by: 0.5)

    #expect(afterDouble == ["double"])
    #expect(log.take() == ["single"])
  }

  @Test("a pan reports its translation and velocity")
  func pan() {
    let target = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    root.view.addSubview(target)
    var translations: [CGPoint] = []
    var velocity = CGPoint.zero
    var states: [UIGestureRecognizer.State] = []
    target.addGestureRecognizer(
      UIPanGestureRecognizer { pan in
        states.append(pan.state)
        translations.append(pan.translation(in: target))
        if pan.state == .ended { velocity = pan.velocity(in: target) }
      })

    input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10)

    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(translations.last == CGPoint(x: 100, y: 0))
    #expect(abs(velocity.x - 600) < 1)
    #expect(velocity.y == 0)
  }

  @Test("wheel notches turn pages of a paging scroll view")
  func wheelPaging() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    scrollView.contentSize = CGSize(width: 1200, height: 300)
    scrollView.isPagingEnabled = true
    root.view.addSubview(scrollView)
    var scrolls = 0
    let delegate = ScrollRecorder { scrolls += 1 }
    scrollView.delegate = delegate

    input.wheel(x: 1, y: 0, at: CGPoint(x: 100, y: 100))
    input.clock.advance(by: 0.4)
    let first = scrollView.contentOffset
    input.wheel(x: 1, y: 0, at: CGPoint(x: 100, y: 100))
    input.clock.advance(by: 0.4)
    input.wheel(x: 1, y: 0, at: CGPoint(x: 100, y: 100))
    input.clock.advance(by: 0.4)

    #expect(first == CGPoint(x: 400, y: 0))
    #expect(scrollView.contentOffset == CGPoint(x: 800, y: 0))
    #expect(scrolls > 3)
  }

  @Test("the wheel with Ctrl held zooms a zoomable scroll view about the pointer")
  func ctrlWheelZooms() {
    final class Zoomer: UIScrollViewDelegate {
      let content: UIView
      init(_ content: UIView) { self.content = content }
      func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    }
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let content = UIView(frame: scrollView.bounds)
    scrollView.addSubview(content)
    let delegate = Zoomer(content)
    scrollView.delegate = delegate
    scrollView.maximumZoomScale = 4
    root.view.addSubview(scrollView)

    SDL_SetModState(KMOD_LCTRL)
    input.wheel(y: 2, at: CGPoint(x: 200, y: 150))
    SDL_SetModState(KMOD_NONE)
    input.clock.advance(by: 0)
    let zoomed = (scrollView.zoomScale, scrollView.contentOffset.y)
    input.wheel(y: 2, at: CGPoint(x: 200, y: 150))
    input.clock.advance(by: 0)

    // Two notches of 1.1, about the pointer; without Ctrl the same notches scroll back up.
    #expect(abs(zoomed.0 - 1.21) < 1e-9)
    #expect(zoomed.1 > 0)
    #expect(scrollView.zoomScale == zoomed.0)
    #expect(scrollView.contentOffset.y == -scrollView.adjustedContentInset.top)
  }

  @Test("Page Down, Page Up and a horizontal wheel notch turn a page view controller's pages")
  func pageViewControllerKeysAndWheel() {
    let pages = (0..<3).map { _ in UIViewController() }
    let source = PageSequence(pages)
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = source
    pager.setViewControllers([pages[0]], direction: .forward, animated: false)
    root.addChild(pager)
    pager.view.frame = root.view.bounds
    root.view.addSubview(pager.view)
    pager.didMove(toParent: root)
    input.clock.settle()

    input.key(SDL_SCANCODE_PAGEDOWN, SDLK_PAGEDOWN)
    input.clock.advance(by: 0.5)
    let afterPageDown = pager.viewControllers?.first
    input.wheel(x: 1, y: 0, at: CGPoint(x: 200, y: 300))
    input.clock.advance(by: 0.5)
    let afterWheel = pager.viewControllers?.first
    input.key(SDL_SCANCODE_PAGEUP, SDLK_PAGEUP)
    input.clock.advance(by: 0.5)

    #expect(afterPageDown === pages[1])
    #expect(afterWheel === pages[2])
    #expect(pager.viewControllers?.first === pages[1])
  }

  @Test("the wheel scrolls by 40 points a notch and stops at the end of the content")
  func wheelScrolling() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    scrollView.contentSize = CGSize(width: 400, height: 400)
    root.view.addSubview(scrollView)

    input.wheel(y: -1, at: CGPoint(x: 100, y: 100))
    let one = scrollView.contentOffset.y
    for _ in 0..<5 { input.wheel(y: -1, at: CGPoint(x: 100, y: 100)) }

    #expect(one == 40)
    #expect(scrollView.contentOffset.y == 100)
  }

  @Test("a key command on a parent controller is found from the first responder")
  func keyCommandOnParent() {
    let parent = CommandController { [log] in log.record("command") }
    let child = UIViewController()
    let window = TestApplication.makeWindow(root: parent)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    child.view.addSubview(field)
    field.becomeFirstResponder()
    let input = SyntheticSDL(translator: SDLEventTranslator(window: window))

    input.key(SDL_SCANCODE_N, SDLK_n, modifiers: KMOD_LCTRL)

    #expect(log.take() == ["command"])
  }

  @Test("F4 reaches a key command for UIKeyCommand.f4; F1 does not")
  func functionKeyCommand() {
    let controller = CommandController(input: UIKeyCommand.f4, modifierFlags: []) { [log] in
      log.record("F4")
    }
    let window = TestApplication.makeWindow(root: controller)
    let input = SyntheticSDL(translator: SDLEventTranslator(window: window))

    input.key(SDL_SCANCODE_F1, SDLK_F1)
    input.key(SDL_SCANCODE_F4, SDLK_F4)

    #expect(log.take() == ["F4"])
  }

  @Test("Tab moves focus through controls in reading order; Shift+Tab goes back; Space activates")
  func focusOrder() {
    let first = button(at: CGRect(x: 20, y: 20, width: 100, height: 40))
    let field = UITextField(frame: CGRect(x: 150, y: 20, width: 200, height: 40))
    root.view.addSubview(field)
    let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
    root.view.addSubview(toggle)
    let hidden = button(at: CGRect(x: 200, y: 100, width: 50, height: 40))
    hidden.isHidden = true
    _ = log.take()

    input.key(SDL_SCANCODE_TAB, SDLK_TAB)
    let afterOne = FocusSystem.focusedView
    input.key(SDL_SCANCODE_TAB, SDLK_TAB)
    let afterTwo = FocusSystem.focusedView
    let editing = field.isFirstResponder
    input.key(SDL_SCANCODE_TAB, SDLK_TAB)
    let afterThree = FocusSystem.focusedView
    input.key(SDL_SCANCODE_SPACE, SDLK_SPACE)
    let switched = toggle.isOn
    input.key(SDL_SCANCODE_TAB, SDLK_TAB, modifiers: KMOD_LSHIFT)

    #expect(afterOne === first)
    #expect(afterTwo === field)
    #expect(editing)
    #expect(afterThree === toggle)
    #expect(switched)
    #expect(FocusSystem.focusedView === field)
    #expect(window.currentDisplayList != DisplayList())
    #expect(
      window.systemChromeDisplayList.items.contains {
        if case .border(_, _, 3, _, _) = $0 { return true }
        return false
      })
  }

  @Test("a composed Hangul string is typed into a text field, its composition shown inline")
  func hangulComposition() {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    root.view.addSubview(field)
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    input.click(100, 40)

    input.textEditing("ㅎ")
    input.textEditing("하")
    input.textEditing("한")
    let composing = (field.text, field.markedText)
    input.textInput("한")
    input.textEditing("ㄱ")
    input.textEditing("그")
    input.textEditing("글")
    input.textInput("글")
    input.textEditing("")

    #expect(composing.0 == "")
    #expect(composing.1 == "한")
    #expect(field.text == "한글")
    #expect(field.markedText == nil)
    #expect(changes == 2)
  }

  @Test("Ctrl+Z and Ctrl+Shift+Z from the window system undo and redo a field's typing")
  func undoKeys() {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    root.view.addSubview(field)
    input.click(100, 40)
    input.textInput("a")
    input.textInput("b")

    input.key(SDL_SCANCODE_Z, SDLK_z, modifiers: KMOD_LCTRL)
    let undone = field.text
    input.key(
      SDL_SCANCODE_Z, SDLK_z, modifiers: SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue))

    #expect(undone == "")
    #expect(field.text == "ab")
  }

  @Test("no event reaches a disabled or a hidden control")
  func disabledAndHidden() {
    let disabled = button(at: CGRect(x: 20, y: 20, width: 100, height: 40))
    disabled.isEnabled = false
    let hidden = button(at: CGRect(x: 20, y: 100, width: 100, height: 40))
    hidden.isHidden = true
    var fellThrough = 0
    root.view.addGestureRecognizer(UITapGestureRecognizer { _ in fellThrough += 1 })

    input.click(60, 40)
    input.click(60, 120)

    // Matches UIKit: the disabled button ignores the click, so it falls through to the
    // container's recognizer; the hidden one is not hit at all.
    #expect(log.take() == [])
    #expect(fellThrough == 2)
  }

  @Test("right and middle buttons click with their masks; a second button moves the touch")
  func buttons() {
    let view = LoggingView("pad", log: log, frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    view.logsButtons = true
    root.view.addSubview(view)

    input.click(50, 150, button: SDL_BUTTON_RIGHT)
    input.click(50, 150, button: SDL_BUTTON_MIDDLE)
    input.mouseDown(50, 150, button: SDL_BUTTON_RIGHT)
    input.mouseDown(50, 150)
    input.mouseUp(50, 150, button: SDL_BUTTON_RIGHT)
    input.mouseUp(50, 150)

    #expect(
      log.take() == [
        "pad began buttons 2 flags 0", "pad ended buttons 0 flags 0",
        "pad began buttons 4 flags 0", "pad ended buttons 0 flags 0",
        "pad began buttons 2 flags 0", "pad moved buttons 3 flags 0",
        "pad moved buttons 1 flags 0", "pad ended buttons 0 flags 0",
      ])
  }

  @Test("the modifier keys held go with a click, for a Shift-click")
  func shiftClick() {
    let tap = UITapGestureRecognizer { [log] tap in log.record("tap \(tap.modifierFlags)") }
    root.view.addGestureRecognizer(tap)

    SDL_SetModState(KMOD_LSHIFT)
    input.click(50, 150)
    SDL_SetModState(KMOD_NONE)
    input.click(50, 150)

    #expect(log.take() == ["tap \(UIKeyModifierFlags.shift)", "tap \(UIKeyModifierFlags())"])
  }

  @Test("losing window focus cancels the touch in progress")
  func focusLostCancels() {
    let button = button(at: CGRect(x: 50, y: 50, width: 100, height: 40))
    button.addAction(UIAction { [log] _ in log.record("cancel") }, for: .touchCancel)

    input.mouseDown(100, 70)
    input.focusLost()
    input.mouseUp(100, 70)

    #expect(log.take() == ["touchDown", "cancel"])
    #expect(!button.isHighlighted)
  }
}

@MainActor
private final class ScrollRecorder: UIScrollViewDelegate {
  let onScroll: () -> Void
  init(onScroll: @escaping () -> Void) { self.onScroll = onScroll }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { onScroll() }
}

@MainActor
private final class CommandController: UIViewController {
  let input: String
  let modifierFlags: UIKeyModifierFlags
  let action: () -> Void
  init(
    input: String = "n", modifierFlags: UIKeyModifierFlags = .control,
    action: @escaping () -> Void
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(input: input, modifierFlags: modifierFlags) { [action] _ in action() }]
  }
}
