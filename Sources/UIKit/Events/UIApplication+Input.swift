extension UIApplication {
  @ProcessWide private static var headless = HeadlessServices()
  @ProcessWide private static var clipboard: (any ClipboardService)? = nil
  @ProcessWide private static var textInput: (any TextInputService)? = nil
  @ProcessWide private static var cursor: (any CursorService)? = nil

  /// The platform services the host provides; headless defaults when there is no host.
  package var clipboardService: any ClipboardService {
    get { Self.clipboard ?? Self.headless }
    set { Self.clipboard = newValue }
  }

  package var textInputService: any TextInputService {
    get { Self.textInput ?? Self.headless }
    set { Self.textInput = newValue }
  }

  package var cursorService: any CursorService {
    get { Self.cursor ?? Self.headless }
    set { Self.cursor = newValue }
  }

  // MARK: Ignoring interaction events

  /// Matches UIKit: from now until the matching ``endIgnoringInteractionEvents()``, presses,
  /// wheel scrolls and keys are dropped; calls nest. Deprecated on iOS 13, still honoured.
  public func beginIgnoringInteractionEvents() {
    ignoringInteractionEventsCount += 1
  }

  /// Matches UIKit: balances one ``beginIgnoringInteractionEvents()``; events are delivered
  /// again when every one is balanced. An unbalanced call is ignored.
  public func endIgnoringInteractionEvents() {
    ignoringInteractionEventsCount = max(0, ignoringInteractionEventsCount - 1)
  }

  /// Matches UIKit: whether a ``beginIgnoringInteractionEvents()`` is still unbalanced.
  public var isIgnoringInteractionEvents: Bool { ignoringInteractionEventsCount > 0 }

  // MARK: Input from a host, delivered in the frame's input step

  /// A mouse button went down at `location` (window points) with no other button held;
  /// `clickCount` counts quick successive clicks, `buttons` says which button (the primary,
  /// left one by default) and `modifierFlags` which modifier keys are held. The touch it
  /// starts carries both on its event (`UIEvent.buttonMask`, `UIEvent.modifierFlags`), as a
  /// pointer's clicks do on iPadOS.
  /// Presses go to the frontmost window, by level, whose views take them.
  package func sendMouseDown(
    at location: CGPoint, in window: UIWindow, clickCount: Int,
    buttons: UIEvent.ButtonMask = .primary, modifierFlags: UIKeyModifierFlags = []
  ) {
    guard !isIgnoringInteractionEvents else { return }
    if buttons == .primary { window.statusBarClicked(at: location) }
    let (target, local) = targetWindow(at: location, from: window)
    EventDispatcher.shared.mouseDown(
      at: local, in: target, clickCount: clickCount, buttons: buttons,
      modifierFlags: modifierFlags)
  }

  /// The pointer moved, or the buttons held changed while one stays down. With `buttons`
  /// held it moves the touch in progress (whose event then reports them: iPadOS reports a
  /// second button pressed during a click as a move); with none it hovers.
  package func sendMouseMotion(
    to location: CGPoint, in window: UIWindow, buttons: UIEvent.ButtonMask,
    modifierFlags: UIKeyModifierFlags = []
  ) {
    if !buttons.isEmpty {
      EventDispatcher.shared.mouseDragged(
        to: inTouchWindow(location, from: window), buttons: buttons,
        modifierFlags: modifierFlags)
    } else {
      let (target, local) = targetWindow(at: location, from: window)
      EventDispatcher.shared.pointerMoved(to: local, in: target)
    }
  }

  /// The last button held came up at `location`, ending the touch in progress. Matches
  /// iPadOS: the ending event reports no buttons.
  package func sendMouseUp(
    at location: CGPoint, in window: UIWindow, modifierFlags: UIKeyModifierFlags = []
  ) {
    let touchWindow = EventDispatcher.shared.touchWindow ?? window
    EventDispatcher.shared.mouseUp(
      at: inTouchWindow(location, from: window), in: touchWindow, modifierFlags: modifierFlags)
  }

  /// A location in the coordinates of the window the touch in progress began in.
  private func inTouchWindow(_ location: CGPoint, from window: UIWindow) -> CGPoint {
    Self.location(location, from: window, to: EventDispatcher.shared.touchWindow ?? window)
  }

  /// The wheel or trackpad scrolled by `delta` points (positive is content moving up/left,
  /// as the offset grows) over `location`.
  package func sendScroll(by delta: CGPoint, at location: CGPoint, in window: UIWindow) {
    guard !isIgnoringInteractionEvents else { return }
    let (target, local) = targetWindow(at: location, from: window)
    var view = target.hitTest(local, with: nil)
    while let candidate = view {
      if candidate.scrollWheel(by: delta) { return }
      view = candidate.superview
    }
  }

  /// The wheel turned with Ctrl held over `location`: a pinch by `factor` (above 1 zooms in),
  /// taken by the first pinch recognizer, from the view under the pointer up, that takes it (a
  /// scroll view's takes it when it can zoom).
  package func sendZoom(by factor: CGFloat, at location: CGPoint, in window: UIWindow) {
    // A sideways notch scales by 1: nothing to pinch.
    guard factor > 0, factor != 1 else { return }
    sendWheelGesture(at: location, in: window) { recognizer, local, time in
      guard let pinch = recognizer as? UIPinchGestureRecognizer, pinch.takesWheelZoom else {
        return false
      }
      return pinch.wheelZoom(by: factor, at: local, time: time)
    }
  }

  /// The wheel turned with Ctrl and Shift held over `location`: a rotation by `angle` radians
  /// (clockwise positive), taken by the first rotation recognizer, from the view under the
  /// pointer up, that takes it.
  package func sendRotation(by angle: CGFloat, at location: CGPoint, in window: UIWindow) {
    guard angle.isFinite, angle != 0 else { return }
    sendWheelGesture(at: location, in: window) { recognizer, local, time in
      guard let rotation = recognizer as? UIRotationGestureRecognizer else { return false }
      return rotation.wheelRotate(by: angle, at: local, time: time)
    }
  }

  /// Offers a notch of a wheel gesture to the recognizers of the view under `location` and
  /// then of its superviews, in order, until `take` says one took it.
  private func sendWheelGesture(
    at location: CGPoint, in window: UIWindow,
    _ take: (UIGestureRecognizer, CGPoint, TimeInterval) -> Bool
  ) {
    guard !isIgnoringInteractionEvents else { return }
    let (target, local) = targetWindow(at: location, from: window)
    var view = target.hitTest(local, with: nil)
    while let candidate = view {
      for recognizer in candidate.storedGestureRecognizers
      where take(recognizer, local, mediaTime) {
        return
      }
      view = candidate.superview
    }
  }

  /// A key went down or up. Returns whether something handled it.
  @discardableResult
  package func sendKey(_ key: UIKey, down: Bool, isRepeat: Bool = false) -> Bool {
    guard !isIgnoringInteractionEvents else { return false }
    return KeyboardDispatch.send(key, down: down, isRepeat: isRepeat)
  }

  /// A shake of the device (the host's Ctrl+Alt+Z): `motionBegan` then `motionEnded` with
  /// `.motionShake`, to the first responder, or the key window when there is none.
  package func sendShake() {
    guard !isIgnoringInteractionEvents,
      let target = FirstResponder.current ?? keyWindow
    else { return }
    let event = UIEvent(type: .motion, subtype: .motionShake)
    event.storedTimestamp = mediaTime
    target.motionBegan(.motionShake, with: event)
    target.motionEnded(.motionShake, with: event)
  }

  /// Text committed by the keyboard or an input method.
  package func sendText(_ text: String) {
    (FirstResponder.current as? any TextInputReceiver)?.insertText(text)
  }

  /// An input method's composition in progress, shown inline until it commits.
  package func sendMarkedText(_ text: String) {
    (FirstResponder.current as? any TextInputReceiver)?.setMarkedText(text)
  }

  /// The window lost focus: the touch in progress is cancelled.
  package func sendFocusLost() {
    EventDispatcher.shared.cancelTouches()
  }
}
