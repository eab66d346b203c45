/// The life of a gesture made of wheel notches, the desktop's stand-in for two fingers: the
/// first notch begins it, each further one changes it, and it ends a quarter of a second after
/// the last. A pinch (Ctrl and the wheel) and a rotation (Ctrl, Shift and the wheel) share it.
///
/// A class rather than a struct: a recognizer's actions, run while a notch is taken, may reset
/// the recognizer, and with it this.
@MainActor
final class WheelGesture {
  /// How long after the last notch the gesture ends.
  static let endsAfter: TimeInterval = 0.25

  /// When the last notch came.
  private var lastNotch: TimeInterval?

  /// Takes a notch for `recognizer` at `location` (window points): `begin` sets up a new
  /// gesture, `change` is given the seconds since the last notch, `end` runs as the gesture
  /// ends. Returns whether the recognizer took the notch (a disabled one does not, its view or
  /// delegate may refuse to begin, or the arena may fail it).
  func notch(
    for recognizer: UIGestureRecognizer, at location: CGPoint, time: TimeInterval,
    begin: () -> Void, change: (TimeInterval) -> Void, end: @escaping () -> Void
  ) -> Bool {
    guard recognizer.isEnabled else { return false }
    recognizer.lastWindowLocation = location
    switch recognizer.state {
    case .possible:
      guard recognizer.mayBegin else { return false }
      begin()
      lastNotch = time
      GestureArena.shared.enroll([recognizer])
      recognizer.state = .began
      guard recognizer.state == .began else {
        GestureArena.shared.resetFinishedRecognizers()
        return false
      }
    case .began, .changed:
      change(time - (lastNotch ?? time))
      lastNotch = time
      recognizer.state = .changed
    default:
      return false
    }
    // Scheduling again replaces the entry, so each notch moves the end on.
    UIApplication.shared.frameClockSchedule.schedule(at: time + Self.endsAfter, for: recognizer) {
      [weak recognizer] in
      guard let recognizer, recognizer.state.isActive else { return }
      end()
      recognizer.state = .ended
      GestureArena.shared.resetFinishedRecognizers()
    }
    return true
  }

  /// Forgets the gesture, and its pending end.
  func reset(for recognizer: UIGestureRecognizer) {
    lastNotch = nil
    UIApplication.shared.frameClockSchedule.cancel(for: recognizer)
  }
}
