import Synchronization

/// A relation between two layout attributes: `first = second × multiplier + constant`.
///
/// Matches UIKit: activating a constraint installs it on the nearest common ancestor of its
/// items; changing its `constant` updates the layout cheaply (the solver adjusts the constant in
/// place); its priority may change between non-required values while it is installed, but not
/// to or from `.required`. A required constraint that contradicts the others is logged, as UIKit
/// logs "Unable to simultaneously satisfy constraints", and left out of the solution, while it
/// stays active.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// The attributes of a layout item, with UIKit's raw values, as `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// Matches UIKit: the leading edge, which is the left edge when the item lays out left to
    /// right and the right edge when it lays out right to left (its view's
    /// ``UIView/effectiveUserInterfaceLayoutDirection``). The constraint then runs along a
    /// mirrored axis, so its constant and inequality point inward from the right.
    case leading = 5
    /// Matches UIKit: the trailing edge, which is the right edge when the item lays out left to
    /// right and the left edge when it lays out right to left, along the same mirrored axis as
    /// ``leading``.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The last line's baseline for a label; the bottom edge for views without text.
    case lastBaseline = 11
    /// The first line's baseline for a label; the top edge for views without text.
    case firstBaseline = 12
    /// The left edge inset by the view's left layout margin.
    case leftMargin = 13
    /// The right edge inset by the view's right layout margin.
    case rightMargin = 14
    /// The top edge inset by the view's top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the view's bottom layout margin.
    case bottomMargin = 16
    /// Matches UIKit: the leading edge inset by its margin: the left edge and margin left to
    /// right, the right ones right to left.
    case leadingMargin = 17
    /// Matches UIKit: the trailing edge inset by its margin: the right edge and margin left to
    /// right, the left ones right to left.
    case trailingMargin = 18
    /// The horizontal centre of the area inside the layout margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the area inside the layout margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute = 0
  }

  /// How the two sides compare, as `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The two sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// The view or layout guide on the left-hand side. Not retained, as in UIKit: `nil` once it has
  /// deallocated.
  public var firstItem: AnyObject? { firstReference.item }
  private let firstReference: LayoutItemReference
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The view or layout guide on the right-hand side, or `nil` for a constant. Not retained.
  public var secondItem: AnyObject? { secondReference?.item }
  private let secondReference: LayoutItemReference?
  /// The attribute of the second item, or `.notAnAttribute` for a constant.
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// Stored for source compatibility; there are no archives here.
  open var shouldBeArchived = false
  /// The view this constraint is installed on while active. Not retained (see
  /// `LayoutItemReference`): the view's `deinit` uninstalls its constraints.
  unowned(unsafe) var installedView: UIView? {
    didSet {
      let isActive = installedView != nil
      setDescribed(\.isActive, isActive)
    }
  }
  /// The engine's record of this constraint while active.
  var installation: LayoutEngine.Installation?
  /// What ``description`` shows, kept under a lock rather than on the main actor: loggers and
  /// crash reporters describe constraints from background queues (NSLayoutConstraint+Description).
  nonisolated let described: Mutex<Described>

  /// Matches UIKit: a name shown in the constraint's description and in unsatisfiable-constraint
  /// logs.
  open var identifier: String? {
    get { described(\.identifier) }
    set { setDescribed(\.identifier, newValue) }
  }

  /// Matches UIKit: changing the constant of an active constraint updates the layout. A constant
  /// that is not finite (NaN or infinite) raises `NSInternalInconsistencyException`, as UIKit
  /// does, and the old constant stays.
  open var constant: CGFloat {
    get { described(\.constant) }
    set {
      let oldValue = constant
      guard newValue != oldValue else { return }
      guard newValue.isFinite else {
        raiseNonFiniteConstant(newValue)
        return
      }
      setDescribed(\.constant, newValue)
      LayoutEngine.shared.constantDidChange(self)
    }
  }

  /// Matches UIKit: optional priorities (below 1000) may be broken to satisfy higher ones. An
  /// active constraint may not change between required and optional: that raises
  /// `NSInternalInconsistencyException` and the old priority stays.
  open var priority: UILayoutPriority {
    get { described(\.priority) }
    set {
      let oldValue = priority
      guard newValue != oldValue else { return }
      if isActive && (oldValue == .required) != (newValue == .required) {
        UIKitException.raise(
          .internalInconsistencyException,
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported. You passed priority \(newValue.rawValue) and the existing "
            + "priority was \(oldValue.rawValue).")
        return
      }
      setDescribed(\.priority, newValue)
      LayoutEngine.shared.priorityDidChange(self)
    }
  }

  /// Matches UIKit's classic initializer. `toItem` is `nil` and the second attribute
  /// `.notAnAttribute` for constants (`width == 100`).
  ///
  /// Matches UIKit's checks: a constant or multiplier that is not finite raises
  /// `NSInternalInconsistencyException`, and a location (an edge or centre) equal to a constant,
  /// through a nil second item or a multiplier of 0, raises `NSInvalidArgumentException`. When a
  /// test's handler returns instead of stopping the process, the constraint is still made, with
  /// 0 and 1 in place of a constant and a multiplier that are not finite.
  ///
  /// Designated, not a convenience initializer, so that a subclass in another module inherits
  /// it, as Auto Layout libraries subclass `NSLayoutConstraint` and make theirs with it (it is
  /// `+constraintWithItem:…` in UIKit).
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let first = view1 as AnyObject
    let second = view2.map { $0 as AnyObject }
    firstReference = LayoutItemReference.to(first)
    firstAttribute = attr1
    self.relation = relation
    secondReference = second.map(LayoutItemReference.to)
    secondAttribute = attr2
    self.multiplier = multiplier.isFinite ? multiplier : 1
    described = Self.initialDescription(first: first, second: second, constant: c)
    super.init()
    validateArguments(multiplier: multiplier, constant: c)
  }

  /// The constraint for items already known to be objects, as anchors' are: converting them
  /// to `Any` and back, as the public initializer takes them, cost as much as activating one.
  /// It sets the same state as the public initializer, which cannot call it: both are
  /// designated.
  init(
    first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
    _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstReference = LayoutItemReference.to(first)
    firstAttribute = attr1
    self.relation = relation
    secondReference = second.map(LayoutItemReference.to)
    secondAttribute = attr2
    self.multiplier = multiplier.isFinite ? multiplier : 1
    described = Self.initialDescription(first: first, second: second, constant: c)
    super.init()
    validateArguments(multiplier: multiplier, constant: c)
  }

  /// What a description of a new constraint reads: its items' names and its constant (0 when
  /// the constant given is not finite).
  private static func initialDescription(first: AnyObject, second: AnyObject?, constant c: CGFloat)
    -> Mutex<Described>
  {
    Mutex(
      Described(
        first: describedName(of: first), second: second.map(describedName(of:)),
        constant: c.isFinite ? c : 0))
  }

  /// Matches UIKit: setting `true` installs the constraint on its items' nearest common ancestor;
  /// items with no common ancestor raise `NSGenericException`. Setting `false` removes it.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue {
        LayoutEngine.shared.activate(self)
      } else {
        LayoutEngine.shared.deactivate(self)
      }
    }
  }

  /// Matches UIKit: activates each constraint in turn.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Matches UIKit: deactivates each constraint in turn.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Matches UIKit's format: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading
  /// + 20   (active)>`. Safe from any thread, as loggers and crash reporters need.
  open override nonisolated var description: String { describedText }

  /// The first item (the view or guide, not an anchor object). UIKit returns the anchor the
  /// constraint was made from; here it is the same object as ``firstItem``.
  open var firstAnchor: AnyObject? { firstItem }
  /// The second item (the view or guide, not an anchor object), or `nil` for a constant; the
  /// same object as ``secondItem``.
  open var secondAnchor: AnyObject? { secondItem }
}

extension NSLayoutConstraint.Attribute {
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }

  /// Whether the attribute is a leading or trailing edge (or margin), which flips in a
  /// right-to-left layout. A switch, not a set: activation asks for every constraint.
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// The axis the attribute lies on.
  var axis: NSLayoutConstraint.Axis {
    switch self {
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    default: .horizontal
    }
  }
}

extension NSLayoutConstraint.Relation {
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
