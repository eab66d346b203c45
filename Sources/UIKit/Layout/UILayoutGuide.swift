/// A rectangle that takes part in Auto Layout without being a view: spacing, grouping, and
/// the system's safe-area and margins guides.
///
/// Matches UIKit: a guide is added to an owning view and lives in that view's coordinates;
/// its `layoutFrame` is what the constraints make it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// What keeps the system guides in place: the owner's safe area or layout margins.
  enum Kind {
    case custom
    case safeArea
    case margins
  }

  let kind: Kind
  /// The view the guide was added to, whose coordinates its frame is in. Held weakly, as in UIKit.
  public internal(set) weak var owningView: UIView?
  /// Matches UIKit: a name shown in descriptions and constraint logs; the system guides have
  /// UIKit's names.
  open var identifier: String

  /// Makes a guide with no owner; add it to a view with `UIView.addLayoutGuide(_:)`.
  public override init() {
    kind = .custom
    identifier = ""
    super.init()
  }

  init(kind: Kind, owner: UIView, identifier: String) {
    self.kind = kind
    self.identifier = identifier
    owningView = owner
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinates, as last solved.
  open var layoutFrame: CGRect { LayoutEngine.shared.solvedFrame(of: self) }

  /// Matches UIKit's format: the guide's address, identifier and layout frame.
  open override var description: String {
    MainActor.assumeIsolated {
      "<UILayoutGuide: \(ObjectIdentifier(self).debugAddress) - '\(identifier)', "
        + "layoutFrame = \(layoutFrame)>"
    }
  }
}
