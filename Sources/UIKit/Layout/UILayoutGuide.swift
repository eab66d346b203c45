/// A rectangle that takes part in Auto Layout without being a view: spacing, grouping, and
/// the system's safe-area and margins guides.
///
/// Matches UIKit: a guide is added to an owning view and lives in that view's coordinates;
/// its `layoutFrame` is what the constraints make it.
@MainActor
open class UILayoutGuide: NSObject {
  /// What keeps the system guides in place: the owner's safe area or layout margins.
  enum Kind {
    case custom
    case safeArea
    case margins
  }

  let kind: Kind
  public internal(set) weak var owningView: UIView?
  open var identifier: String

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

  open override var description: String {
    MainActor.assumeIsolated {
      "<UILayoutGuide: \(ObjectIdentifier(self).debugAddress) - '\(identifier)', "
        + "layoutFrame = \(layoutFrame)>"
    }
  }
}
