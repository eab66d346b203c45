import Synchronization

/// A rectangle that takes part in Auto Layout without being a view: spacing, grouping, and
/// the system's safe-area and margins guides.
///
/// Matches UIKit: a guide is added to an owning view and lives in that view's coordinates;
/// its `layoutFrame` is what the constraints make it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// What keeps the system guides in place: the owner's safe area or layout margins, or a
  /// scroll view's frame or content.
  enum Kind {
    case custom
    case safeArea
    case margins
    case scrollFrame
    case scrollContent
  }

  let kind: Kind
  /// The view the guide was added to, whose coordinates its frame is in. Not retained, as in
  /// UIKit: the view clears it as it deallocates (a `weak` reference would slow every retain of
  /// the view, see `LayoutItemReference`).
  public internal(set) unowned(unsafe) var owningView: UIView?
  /// What constraints keep of the guide, made when it first becomes an item.
  private var itemReference: LayoutItemReference?

  /// What constraints keep of the guide (see `LayoutItemReference`).
  var layoutItemReference: LayoutItemReference {
    if let reference = itemReference { return reference }
    let reference = LayoutItemReference.owned(by: self)
    itemReference = reference
    return reference
  }

  /// Constraints that outlive the guide read `nil` for it.
  @MainActor deinit {
    itemReference?.itemDidDeallocate()
  }
  /// The identifier and the last layout frame read, under a lock rather than on the main actor
  /// so that any thread may describe the guide: loggers and crash reporters print from
  /// background queues.
  private nonisolated let described: Mutex<(identifier: String, layoutFrame: CGRect)>

  /// Matches UIKit: a name shown in descriptions and constraint logs; the system guides have
  /// UIKit's names.
  open var identifier: String {
    get { describedIdentifier }
    set { described.withLock { $0.identifier = newValue } }
  }

  /// The identifier, from any thread.
  nonisolated var describedIdentifier: String { described.withLock { $0.identifier } }

  /// Makes a guide with no owner; add it to a view with `UIView.addLayoutGuide(_:)`.
  public override init() {
    kind = .custom
    described = Mutex(("", .zero))
    super.init()
  }

  init(kind: Kind, owner: UIView, identifier: String) {
    self.kind = kind
    described = Mutex((identifier, .zero))
    owningView = owner
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinates, as last solved.
  open var layoutFrame: CGRect {
    let frame = LayoutEngine.shared.solvedFrame(of: self)
    described.withLock { $0.layoutFrame = frame }
    return frame
  }

  /// Matches UIKit's format: the guide's address, identifier and layout frame. Safe from any
  /// thread; off the main thread, the frame is the one last read on it (the solver belongs to
  /// the main actor).
  open override nonisolated var description: String {
    if Thread.isMainThread { _ = MainActor.assumeIsolated { layoutFrame } }
    let (identifier, frame) = described.withLock { $0 }
    return "<UILayoutGuide: \(ObjectIdentifier(self).debugAddress) - '\(identifier)', "
      + "layoutFrame = \(frame)>"
  }
}
