/// Recognises a swipe: a drag far enough, straight enough, in an allowed direction. A discrete
/// gesture, so its actions are called once.
///
/// Matches UIKit's rule that "a slow swipe requires high directional precision but a small
/// distance; a fast swipe requires low directional precision but a large distance". Once the
/// touch has moved 10 points, each move is judged in the recognizer's view's coordinates:
/// along an allowed axis it must have gone 50 points, and across it no more than 200. Both
/// limits shrink with the time since the touch began, up to half a second, to 26.5 and 102
/// points. A move against the only allowed direction of an axis, or too far across every
/// allowed axis, fails the gesture, as does releasing before it is recognised. With a mouse
/// there is one touch, so a ``numberOfTouchesRequired`` above 1 fails at the first move.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Matches UIKit's `UISwipeGestureRecognizer.Direction`, with its raw values.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// UIKit's bits: right 1, left 2, up 4, down 8.
    public let rawValue: UInt
    /// Makes a direction set from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The touch moves to the right (raw value 1).
    public static let right = Direction(rawValue: 1 << 0)
    /// The touch moves to the left (raw value 2).
    public static let left = Direction(rawValue: 1 << 1)
    /// The touch moves up (raw value 4).
    public static let up = Direction(rawValue: 1 << 2)
    /// The touch moves down (raw value 8).
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// Matches UIKit: the directions that count, `.right` by default; give several to accept
  /// any of them.
  open var direction: Direction = .right
  /// Matches UIKit: how many touches must swipe, 1 by default. A mouse is one touch.
  open var numberOfTouchesRequired = 1

  /// How far the touch moves before it is judged, as UIKit's.
  static let hysteresis: CGFloat = 10
  /// The distance along the axis a fast swipe needs, and the most it may stray across it.
  static let primaryDistance: CGFloat = 50
  static let secondaryLimit: CGFloat = 200
  /// The time after which the limits stop shrinking, and what is left of each then.
  static let slowest: TimeInterval = 0.5
  static let primaryDecay: CGFloat = 0.06
  static let secondaryDecay: CGFloat = 0.02

  /// Where and when the touch began (window space).
  private var start: (location: CGPoint, time: TimeInterval)?

  /// Makes a recognizer whose action is `handler`, which receives the recognizer itself.
  public convenience init(handler: @escaping (UISwipeGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UISwipeGestureRecognizer) }
  }

  /// Matches UIKit: where the swipe began, in `view`'s coordinates.
  open override func location(in view: UIView?) -> CGPoint {
    guard let start else { return super.location(in: view) }
    return view?.convert(start.location, from: nil) ?? start.location
  }

  /// Notes where and when the swipe starts.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, start == nil else { return }
    start = (touch.location(in: nil), event.timestamp)
  }

  /// Judges the move once the touch has gone 10 points: recognises, fails, or waits.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let touch = touches.first, let start else { return }
    guard numberOfTouchesRequired <= touches.count else {
      state = .failed
      return
    }
    let moved = vector(from: start.location, to: touch.location(in: nil), in: view)
    guard hypot(moved.x, moved.y) > Self.hysteresis else { return }
    switch judge(moved, after: event.timestamp - start.time) {
    case .recognized: state = .recognized
    case .failed: state = .failed
    case .undecided: break
    }
  }

  /// A touch released before the swipe was recognised fails it.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  /// Forgets the swipe.
  open override func reset() {
    start = nil
  }

  override func yields(to control: UIControl) -> Bool {
    control is UISlider || control is UISwitch
  }

  private enum Verdict { case recognized, failed, undecided }

  /// The verdict on a move of `moved` points (view space), `elapsed` seconds after the start.
  private func judge(_ moved: CGPoint, after elapsed: TimeInterval) -> Verdict {
    let slowness = CGFloat(min(max(elapsed, 0), Self.slowest))
    let primary = Self.primaryDistance * (1 - slowness * (1 - Self.primaryDecay))
    let secondary = Self.secondaryLimit * (1 - slowness * (1 - Self.secondaryDecay))
    let axes = [
      (along: moved.x, across: moved.y, forward: Direction.right, backward: Direction.left),
      (along: moved.y, across: moved.x, forward: Direction.down, backward: Direction.up),
    ]
    var stillPossible = false
    for axis in axes {
      let allowed = direction.intersection([axis.forward, axis.backward])
      guard !allowed.isEmpty else { continue }
      if allowed == axis.forward && axis.along < 0 { return .failed }
      if allowed == axis.backward && axis.along > 0 { return .failed }
      guard abs(axis.across) <= secondary else { continue }
      if abs(axis.along) >= primary { return .recognized }
      stillPossible = true
    }
    return stillPossible ? .undecided : .failed
  }
}
