/// Animations that run together on one clock, as Core Animation's `CAAnimationGroup`.
///
/// Matches Core Animation: each member's `beginTime` is relative to the group's start, and
/// members run only while the group is active (past the group's duration they are cut off).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// Matches Core Animation: the member animations.
  open var animations: [CAAnimation]?

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    animations = (other as? CAAnimationGroup)?.animations?.map { $0.makeCopy() }
  }

  override var isPlacement: Bool { animations?.allSatisfy(\.isPlacement) ?? true }

  override func apply(at parentTime: TimeInterval, to state: inout LayerState) {
    guard let local = localTime(at: parentTime) else { return }
    for animation in animations ?? [] { animation.apply(at: local, to: &state) }
  }
}

/// A transition of a layer's content, as Core Animation's `CATransition`.
///
/// Matches Core Animation's types and subtypes in motion: `.fade` fades the layer in, `.moveIn`
/// and `.push` slide it in from the side `subtype` names, `.reveal` fades it. The outgoing
/// content is not kept here, so only the new state is shown moving in.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  /// Matches Core Animation: `.fade` by default.
  open var type = CATransitionType.fade
  /// Matches Core Animation: the side the new content comes from.
  open var subtype: CATransitionSubtype?
  /// Matches Core Animation: where in the transition to start, 0 to 1.
  open var startProgress: Float = 0
  /// Matches Core Animation: where in the transition to end, 0 to 1.
  open var endProgress: Float = 1

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
  }

  override var isPlacement: Bool { true }

  override func apply(at parentTime: TimeInterval, to state: inout LayerState) {
    guard let local = localTime(at: parentTime) else { return }
    let start = Double(startProgress)
    let t = start + (Double(endProgress) - start) * easedFraction(local)
    switch type {
    case .moveIn, .push:
      let size = state.bounds.size
      let remaining = 1 - t
      switch subtype {
      case .fromLeft?: state.position.x -= size.width * remaining
      case .fromTop?: state.position.y -= size.height * remaining
      case .fromBottom?: state.position.y += size.height * remaining
      default: state.position.x += size.width * remaining
      }
    default:
      state.opacity *= Float(t)
    }
  }
}

/// Matches Core Animation: the key a layer uses for a transition added with
/// `add(_:forKey:)`, as iOS code writes `layer.add(transition, forKey: kCATransition)`.
public let kCATransition = "transition"

/// The kind of a `CATransition`, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a type from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new content fades in.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a `CATransition` comes from, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a subtype from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
