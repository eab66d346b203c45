/// UIKit's wait before a scroll view's content sees a press (`delaysContentTouches`).
///
/// Attached to the scroll view, it never recognises: it delays `touchesBegan`
/// (`delaysTouchesBegan`) and fails 0.15 s after the press, or when the press ends sooner, so the
/// content then gets the press. A drag that starts within that time makes the scroll view's pan
/// recognise first, and the content never sees the press. UIKit documents no figure; 150 ms is
/// the delay iOS developers report for it.
@MainActor
final class ContentTouchDelayGestureRecognizer: UIGestureRecognizer {
  /// How long the content waits for a press that does not become a drag.
  static let delay: TimeInterval = 0.15

  private var pressTime: TimeInterval?

  override init() {
    super.init()
    delaysTouchesBegan = true
    delaysTouchesEnded = false
    cancelsTouchesInView = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    pressTime = event.timestamp
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func frameDidAdvance(to time: TimeInterval) {
    guard state == .possible, let pressTime, time - pressTime >= Self.delay - 1e-9 else { return }
    state = .failed
  }

  override func reset() {
    pressTime = nil
  }
}
