/// Where a controller is in its appearance cycle.
///
/// Matches UIKit's internal appearance state: `viewWillAppear` moves a controller to
/// `.appearing`, `viewDidAppear` to `.appeared`, and likewise for disappearing.
enum AppearanceState: Sendable {
  case disappeared
  case appearing
  case appeared
  case disappearing

  var isTransitioning: Bool { self == .appearing || self == .disappearing }

  /// The state a will-callback in this direction leads to.
  static func beginning(_ appearing: Bool) -> AppearanceState {
    appearing ? .appearing : .disappearing
  }
}

/// Why an appearance transition is happening, for `isMovingToParent` and its siblings.
struct AppearanceReasons: OptionSet, Sendable {
  let rawValue: UInt8
  static let movingToParent = AppearanceReasons(rawValue: 1 << 0)
  static let movingFromParent = AppearanceReasons(rawValue: 1 << 1)
  static let beingPresented = AppearanceReasons(rawValue: 1 << 2)
  static let beingDismissed = AppearanceReasons(rawValue: 1 << 3)
}

/// One begin-to-end appearance transition, shared by the controllers it began (a controller
/// and the children it forwards to), so that ending it reaches exactly those controllers,
/// even if one has since left its parent.
@MainActor
final class AppearanceBatch {
  private struct Member {
    weak var controller: UIViewController?
  }

  /// Controllers begun in this batch, parents before children.
  private var members: [Member] = []

  init() {}

  func add(_ controller: UIViewController) {
    members.append(Member(controller: controller))
  }

  /// The members still in this batch, in the order they began.
  var pending: [UIViewController] {
    members.compactMap(\.controller).filter { $0.appearance.batch === self }
  }

  /// Sends every remaining member its did-callback, parents before children.
  func finish() {
    for member in pending { member.finishAppearance() }
    members = []
  }
}

/// A controller's appearance bookkeeping.
struct AppearanceRecord {
  var state = AppearanceState.disappeared
  /// The transition in flight, if `state` is transitioning.
  var batch: AppearanceBatch?
  var reasons: AppearanceReasons = []
  var animated = false
  /// `viewIsAppearing` is still owed for the current appearance.
  var owesIsAppearing = false
  /// Depth of appearance callbacks being delivered now.
  var callbackDepth = 0

  func isInCallback(_ reason: AppearanceReasons) -> Bool {
    callbackDepth > 0 && reasons.contains(reason)
  }
}
