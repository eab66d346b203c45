/// Decides which gesture recognizers win a touch, as UIKit does.
///
/// Recognizers ask for state changes through `state`'s setter; the arena applies UIKit's rules:
/// the view and the delegate may veto beginning; `require(toFail:)` holds a recognizer back until the other
/// fails (and fails it if the other recognises); once one recognises, the others still
/// possible fail unless the delegate lets them recognise simultaneously. Actions fire as
/// states change, and recognizers reset once their gesture is over.
@MainActor
final class GestureArena {
  static let shared = GestureArena()

  private init() {
    ProcessState.register { [unowned self] in self.reset() }
  }

  /// Recognizers that received the current touch, or are still deciding about an earlier one.
  private(set) var participants: [UIGestureRecognizer] = []
  /// Called when a recognizer that cancels touches in its view recognises.
  var cancelViewTouches: (UIGestureRecognizer) -> Void = { _ in }
  /// Called after any recognizer changes state, so delayed touch deliveries can proceed.
  var recognizerDidChange: () -> Void = {}

  func enroll(_ recognizers: [UIGestureRecognizer]) {
    for recognizer in recognizers where !participants.contains(where: { $0 === recognizer }) {
      participants.append(recognizer)
    }
  }

  func request(_ target: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
    let current = recognizer.storedState
    switch (current, target) {
    case (.possible, .began), (.possible, .ended):
      tryToRecognize(recognizer, as: target)
    case (.possible, .failed), (.possible, .cancelled):
      fail(recognizer)
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
      (.began, .cancelled), (.changed, .cancelled):
      commit(recognizer, target)
    case (_, .possible):
      recognizer.storedState = .possible
    default:
      break
    }
  }

  private func tryToRecognize(
    _ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State
  ) {
    guard recognizer.isEnabled else { return }
    if !recognizer.mayBegin {
      fail(recognizer)
      return
    }
    let requirements = failureRequirements(of: recognizer)
    if requirements.contains(where: { $0.storedState.isActive || $0.storedState == .ended }) {
      fail(recognizer)
      return
    }
    if requirements.contains(where: { $0.storedState == .possible }) {
      recognizer.heldState = target
      return
    }
    let blocked = participants.contains { other in
      other !== recognizer && other.storedState.isActive && prevents(other, recognizer)
    }
    if blocked {
      fail(recognizer)
      return
    }
    commit(recognizer, target)
  }

  /// What `recognizer` must wait for: its `require(toFail:)` list, and any participant that
  /// it or its delegate says it should wait for, or that says (itself or through its delegate)
  /// it must fail first.
  private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    recognizer.failureRequirements.compactMap(\.recognizer)
      + participants.filter { other in
        other !== recognizer
          && (recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
              == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer)
              == true)
      }
  }

  /// Matches UIKit: a recognizing recognizer makes another fail unless a delegate lets both
  /// recognise, or either side's class says the one cannot prevent the other.
  private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
    !recognizeTogether(winner, other) && winner.canPrevent(other)
      && other.canBePrevented(by: winner)
  }

  private func recognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
      || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
  }

  private func commit(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    let recognising = recognizer.storedState == .possible
    recognizer.storedState = state
    recognizer.heldState = nil
    if recognising {
      // The touches this one cancels go before anyone hears of these failures: a view waiting
      // for a touch that a failing recognizer delayed must not get it first.
      for other in participants
      where other !== recognizer && other.storedState == .possible
        && prevents(recognizer, other)
      {
        fail(other, notifying: false)
      }
    }
    for action in recognizer.actions { action(recognizer) }
    if recognising && recognizer.cancelsTouchesInView { cancelViewTouches(recognizer) }
    releaseWaiters()
    recognizerDidChange()
  }

  /// Fails `recognizer`; `notifying` tells the dispatcher at once (a commit tells it at its end).
  private func fail(_ recognizer: UIGestureRecognizer, notifying: Bool = true) {
    guard recognizer.storedState == .possible else { return }
    recognizer.storedState = .failed
    recognizer.heldState = nil
    releaseWaiters()
    if notifying { recognizerDidChange() }
  }

  /// Lets held recognizers try again now that something they waited for has decided.
  private func releaseWaiters() {
    for waiter in participants {
      guard let held = waiter.heldState, waiter.storedState == .possible else { continue }
      waiter.heldState = nil
      tryToRecognize(waiter, as: held)
    }
  }

  /// Time-outs: long presses, gaps between taps.
  func frameDidAdvance(to time: TimeInterval) {
    for recognizer in participants
    where recognizer.storedState == .possible
      || recognizer.storedState.isActive
    {
      recognizer.frameDidAdvance(to: time)
    }
  }

  /// Resets recognizers whose gesture is over, once no touch is down.
  func resetFinishedRecognizers() {
    participants.removeAll { recognizer in
      guard recognizer.storedState.isTerminal || recognizer.view == nil else { return false }
      recognizer.storedState = .possible
      recognizer.heldState = nil
      recognizer.trackedTouches = []
      recognizer.reset()
      return true
    }
  }

  /// Whether a recognizer tracking `touch` still has to decide, and wants the view's
  /// `touchesEnded` delayed until it does.
  func delaysEnd(of touch: UITouch) -> Bool {
    participants.contains { recognizer in
      recognizer.storedState == .possible && recognizer.delaysTouchesEnded
        && recognizer.cancelsTouchesInView && recognizer.trackedTouches.contains(touch)
    }
  }

  /// Forgets every recognizer, for test isolation.
  func reset() {
    participants = []
  }
}
