/// Routes input to views, gesture recognizers, key commands and the first responder.
///
/// The host calls it (through `UIApplication+Input.swift`) during the frame pipeline's first
/// step. Mouse presses become one `UITouch`, hit-tested once when it begins, whose event goes to
/// its window's `sendEvent(_:)`; there its recognizers get every phase first, then its view,
/// unless a recognizer cancelled the view's touches.
/// Pointer motion without a button drives hover recognizers and the cursor. Keys go to key
/// commands along the responder chain, then to the first responder as presses; Tab moves
/// keyboard focus.
@MainActor
final class EventDispatcher {
  static let shared = EventDispatcher()

  private var touch: UITouch?

  /// The window the touch in progress began in: its moves and its end are in its coordinates.
  var touchWindow: UIWindow? { touch?.window }
  private var touchEvent = UIEvent(type: .touches)
  /// A view's `touchesEnded` held back while a recognizer decides (`delaysTouchesEnded`).
  private var heldEnd: (touch: UITouch, event: UIEvent)?
  /// Touches whose `touchesBegan` their views have not had yet (`delaysTouchesBegan`), oldest
  /// first: a double tap's first touch may still wait when the second begins.
  private var heldBegan: [(touch: UITouch, event: UIEvent)] = []
  private var hoverRecognizers: [UIGestureRecognizer] = []
  private(set) var pointerLocation: (CGPoint, UIWindow)?

  init() {
    ProcessState.register { [unowned self] in self.reset() }
    GestureArena.shared.cancelViewTouches = { [unowned self] recognizer in
      self.cancelViewTouches(for: recognizer)
    }
    GestureArena.shared.recognizerDidChange = { [unowned self] in
      self.releaseHeldBegan()
      self.releaseHeldEnd()
    }
  }

  // MARK: Touches

  func mouseDown(
    at location: CGPoint, in window: UIWindow, clickCount: Int, buttons: UIEvent.ButtonMask,
    modifierFlags: UIKeyModifierFlags
  ) {
    if let active = touch {
      mouseUp(at: active.windowLocation, in: window, modifierFlags: modifierFlags)
    }
    let touch = UITouch()
    touch.window = window
    touch.windowLocation = location
    touch.previousWindowLocation = location
    touch.tapCount = max(1, clickCount)
    touch.timestamp = UIApplication.shared.mediaTime
    touch.phase = .began
    let hit = window.hitTest(location, with: touchEvent)
    touch.view = hit
    self.touch = touch
    touchEvent = UIEvent(type: .touches)
    touchEvent.storedTouches = [touch]
    touchEvent.storedTimestamp = touch.timestamp
    touchEvent.storedButtonMask = buttons
    touchEvent.storedModifierFlags = modifierFlags
    window.sendEvent(touchEvent)
  }

  /// Delivers a touch event's touch to its recognizers, then to its view, by its phase: the
  /// work of `UIWindow.sendEvent(_:)`, which a window subclass may wrap.
  func deliverTouches(of event: UIEvent) {
    guard event.type == .touches, let touch = event.storedTouches.first else { return }
    switch touch.phase {
    case .began: deliverBeganPhase(of: touch, with: event)
    case .moved: deliverMovedPhase(of: touch, with: event)
    case .ended: deliverEndedPhase(of: touch, with: event)
    default: break
    }
  }

  private func deliverBeganPhase(of touch: UITouch, with touchEvent: UIEvent) {
    let hit = touch.view
    let location = touch.windowLocation
    let recognizers = hit.map { eligibleRecognizers(for: touch, at: $0) } ?? []
    touch.gestureRecognizers = recognizers
    GestureArena.shared.enroll(recognizers)
    for recognizer in recognizers
    where recognizer.storedState == .possible
      || recognizer.storedState.isActive
    {
      recognizer.trackedTouches = [touch]
      recognizer.note(touchEvent, at: location)
      recognizer.touchesBegan([touch], with: touchEvent)
    }
    guard !touch.isCancelledForView, hit != nil else { return }
    if delaysBegan(of: touch) == true {
      touch.isHeldFromView = true
      heldBegan.append((touch, touchEvent))
    } else {
      deliverBegan(touch, with: touchEvent)
    }
  }

  /// Gives the touch's view its `touchesBegan`, unless the scroll view around it (UIKit's
  /// `touchesShouldBegin(_:with:in:)`) keeps the touch from its content.
  private func deliverBegan(_ touch: UITouch, with event: UIEvent) {
    guard let view = touch.view else { return }
    var ancestor = view.superview
    while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
    if let scrollView = ancestor as? UIScrollView,
      !scrollView.touchesShouldBegin([touch], with: event, in: view)
    {
      touch.isCancelledForView = true
      return
    }
    view.touchesBegan([touch], with: event)
  }

  /// Whether a recognizer that got `touch` and delays `touchesBegan` is still deciding; `nil`
  /// once one of them has recognised, when the view must never see the touch.
  private func delaysBegan(of touch: UITouch) -> Bool? {
    var deciding = false
    for recognizer in touch.gestureRecognizers ?? []
    where recognizer.delaysTouchesBegan && recognizer.isEnabled && recognizer.view != nil {
      switch recognizer.storedState {
      case .possible: deciding = true
      case .began, .changed, .ended: return nil
      case .cancelled, .failed: break
      @unknown default: break
      }
    }
    return deciding
  }

  /// Once the recognizers delaying a touch have decided: drops it if one recognised, or gives
  /// the view the `touchesBegan` it waited for (and its `touchesEnded`, if it is over).
  private func releaseHeldBegan() {
    for held in heldBegan {
      let verdict = delaysBegan(of: held.touch)
      guard verdict != true else { continue }
      heldBegan.removeAll { $0.touch === held.touch }
      held.touch.isHeldFromView = false
      guard verdict != nil else {
        held.touch.isCancelledForView = true
        continue
      }
      let phase = held.touch.phase
      held.touch.phase = .began
      deliverBegan(held.touch, with: held.event)
      held.touch.phase = phase
      // A touch that ended earlier gets its end now; one ending now gets it from `mouseUp`.
      if phase == .ended && held.touch !== touch && !held.touch.isCancelledForView {
        deliverEnd(of: held.touch, with: held.event)
      }
    }
  }

  func mouseDragged(
    to location: CGPoint, buttons: UIEvent.ButtonMask, modifierFlags: UIKeyModifierFlags
  ) {
    guard let touch else { return }
    touch.previousWindowLocation = touch.windowLocation
    touch.windowLocation = location
    touch.phase = .moved
    touch.timestamp = UIApplication.shared.mediaTime
    touchEvent.storedTimestamp = touch.timestamp
    touchEvent.storedButtonMask = buttons
    touchEvent.storedModifierFlags = modifierFlags
    touch.window?.sendEvent(touchEvent)
  }

  private func deliverMovedPhase(of touch: UITouch, with touchEvent: UIEvent) {
    for recognizer in liveRecognizers(of: touch) {
      recognizer.note(touchEvent, at: touch.windowLocation)
      recognizer.touchesMoved([touch], with: touchEvent)
    }
    guard !touch.isCancelledForView, !touch.isHeldFromView, let view = touch.view else { return }
    view.touchesMoved([touch], with: touchEvent)
  }

  func mouseUp(at location: CGPoint, in window: UIWindow, modifierFlags: UIKeyModifierFlags) {
    guard let touch else { return }
    touch.previousWindowLocation = touch.windowLocation
    touch.windowLocation = location
    touch.phase = .ended
    touch.timestamp = UIApplication.shared.mediaTime
    touchEvent.storedTimestamp = touch.timestamp
    touchEvent.storedButtonMask = []
    touchEvent.storedModifierFlags = modifierFlags
    touch.window?.sendEvent(touchEvent)
    // Over even when a window's `sendEvent` override kept the event from the views.
    if self.touch === touch { self.touch = nil }
  }

  private func deliverEndedPhase(of touch: UITouch, with touchEvent: UIEvent) {
    for recognizer in liveRecognizers(of: touch) {
      recognizer.note(touchEvent, at: touch.windowLocation)
      recognizer.touchesEnded([touch], with: touchEvent)
      recognizer.trackedTouches.removeAll { $0 === touch }
    }
    failRecognizersThatIgnored(touch)
    // The view hears the end with no touch in progress.
    if self.touch === touch { self.touch = nil }
    if !touch.isCancelledForView && !touch.isHeldFromView {
      deliverEnd(of: touch, with: touchEvent)
    }
    GestureArena.shared.resetFinishedRecognizers()
  }

  /// The view's `touchesEnded`, held back while a recognizer decides (`delaysTouchesEnded`).
  private func deliverEnd(of touch: UITouch, with event: UIEvent) {
    if GestureArena.shared.delaysEnd(of: touch) {
      heldEnd = (touch, event)
    } else {
      touch.view?.touchesEnded([touch], with: event)
    }
  }

  /// Matches UIKit: losing focus (or any interruption) cancels the touch in progress.
  func cancelTouches() {
    guard let touch else { return }
    self.touch = nil
    touch.phase = .cancelled
    for recognizer in liveRecognizers(of: touch) {
      recognizer.touchesCancelled([touch], with: touchEvent)
      recognizer.trackedTouches.removeAll { $0 === touch }
    }
    failRecognizersThatIgnored(touch)
    if !touch.isCancelledForView, let view = touch.view {
      touch.isCancelledForView = true
      if !forgetHeldBegan(of: touch) { view.touchesCancelled([touch], with: touchEvent) }
    }
    GestureArena.shared.resetFinishedRecognizers()
  }

  /// The recognizers that see a touch on `view`: those of the view and its ancestors, minus
  /// those a control under the touch takes precedence over, those that do not allow the
  /// mouse's touch type, and those that decline the event or the touch (themselves, or through
  /// their delegate, which UIKit asks about the event first).
  private func eligibleRecognizers(for touch: UITouch, at view: UIView) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var current: UIView? = view
    var control: UIControl?
    let touchType = NSNumber(value: touch.type.rawValue)
    while let candidate = current {
      for recognizer in candidate.gestureRecognizers ?? []
      where recognizer.isEnabled && !recognizer.wantsHover {
        if let control, control !== candidate, recognizer.yields(to: control) { continue }
        guard recognizer.allowedTouchTypes.contains(touchType),
          recognizer.shouldReceive(touchEvent),
          recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touchEvent) != false,
          recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
        else { continue }
        found.append(recognizer)
      }
      if control == nil, let asControl = candidate as? UIControl, asControl.isEnabled {
        control = asControl
      }
      current = candidate.superview
    }
    return found
  }

  private func liveRecognizers(of touch: UITouch) -> [UIGestureRecognizer] {
    (touch.gestureRecognizers ?? []).filter {
      ($0.storedState == .possible || $0.storedState.isActive) && $0.trackedTouches.contains(touch)
    }
  }

  /// Matches UIKit's `ignore(_:for:)`: a recognizer left undecided with no touch once the
  /// touch it ignored is over can never decide, so it fails.
  private func failRecognizersThatIgnored(_ touch: UITouch) {
    for recognizer in touch.gestureRecognizers ?? [] where recognizer.ignoredTouch === touch {
      recognizer.ignoredTouch = nil
      if recognizer.storedState == .possible && recognizer.trackedTouches.isEmpty {
        recognizer.state = .failed
      }
    }
  }

  private func cancelViewTouches(for recognizer: UIGestureRecognizer) {
    let touches = (recognizer.trackedTouches + [heldEnd?.touch].compactMap { $0 })
      .filter { $0 !== recognizer.ignoredTouch }
    for touch in touches where !touch.isCancelledForView {
      touch.isCancelledForView = true
      if heldEnd?.touch === touch { heldEnd = nil }
      if !forgetHeldBegan(of: touch) { touch.view?.touchesCancelled([touch], with: touchEvent) }
    }
  }

  /// Forgets a cancelled touch whose view is still waiting for its `touchesBegan`: that view
  /// never hears of it. Returns whether the touch was waiting.
  private func forgetHeldBegan(of touch: UITouch) -> Bool {
    guard touch.isHeldFromView else { return false }
    touch.isHeldFromView = false
    heldBegan.removeAll { $0.touch === touch }
    return true
  }

  private func releaseHeldEnd() {
    guard let held = heldEnd, !GestureArena.shared.delaysEnd(of: held.touch) else { return }
    heldEnd = nil
    guard !held.touch.isCancelledForView else { return }
    held.touch.view?.touchesEnded([held.touch], with: held.event)
  }

  // MARK: Hover

  /// Pointer motion with no button: hover recognizers on the views under the pointer begin,
  /// change and end as it enters, moves over and leaves them.
  func pointerMoved(to location: CGPoint, in window: UIWindow) {
    pointerLocation = (location, window)
    let hit = window.hitTest(location, with: nil)
    var under: [UIGestureRecognizer] = []
    var current = hit
    while let view = current {
      under += (view.gestureRecognizers ?? []).filter { $0.wantsHover && $0.isEnabled }
      current = view.superview
    }
    for recognizer in hoverRecognizers where !under.contains(where: { $0 === recognizer }) {
      (recognizer as? UIHoverGestureRecognizer)?.pointerExited(at: location)
    }
    for recognizer in under {
      (recognizer as? UIHoverGestureRecognizer)?.pointerMoved(to: location)
    }
    hoverRecognizers = under
    UIApplication.shared.cursorService.setCursor(SystemCursor.for(hit))
  }

  /// Forgets every touch and hover, for test isolation.
  func reset() {
    touch = nil
    heldEnd = nil
    heldBegan = []
    hoverRecognizers = []
    pointerLocation = nil
  }
}
