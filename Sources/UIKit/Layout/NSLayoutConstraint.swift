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
    /// The leading edge: the left edge here, since right-to-left layout is not supported yet.
    case leading = 5
    /// The trailing edge: the right edge here, since right-to-left layout is not supported yet.
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
    /// The leading edge inset by its margin: the left margin here.
    case leadingMargin = 17
    /// The trailing edge inset by its margin: the right margin here.
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

  /// The view or layout guide on the left-hand side. Held weakly, as in UIKit.
  public private(set) weak var firstItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The view or layout guide on the right-hand side, or `nil` for a constant. Held weakly.
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of the second item, or `.notAnAttribute` for a constant.
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// Matches UIKit: a name shown in the constraint's description and in unsatisfiable-constraint
  /// logs.
  open var identifier: String?
  /// Stored for source compatibility; there are no archives here.
  open var shouldBeArchived = false
  /// The view this constraint is installed on while active.
  weak var installedView: UIView?

  /// Matches UIKit: changing the constant of an active constraint updates the layout.
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      LayoutEngine.shared.constantDidChange(self)
    }
  }

  /// Matches UIKit: optional priorities (below 1000) may be broken to satisfy higher ones. An
  /// active constraint may not change between required and optional: that raises
  /// `NSInternalInconsistencyException` and the old priority stays.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive && (oldValue == .required) != (priority == .required) {
        UIKitException.raise(
          .internalInconsistencyException,
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported. You passed priority \(priority.rawValue) and the existing "
            + "priority was \(oldValue.rawValue).")
        priority = oldValue
        return
      }
      LayoutEngine.shared.priorityDidChange(self)
    }
  }

  /// Matches UIKit's classic initializer. `toItem` is `nil` and the second attribute
  /// `.notAnAttribute` for constants (`width == 100`).
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
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

  /// The first item (the view or guide, not an anchor object). UIKit returns the anchor the
  /// constraint was made from; here it is the same object as ``firstItem``.
  open var firstAnchor: AnyObject? { firstItem }
  /// The second item (the view or guide, not an anchor object), or `nil` for a constant; the
  /// same object as ``secondItem``.
  open var secondAnchor: AnyObject? { secondItem }

  /// Matches UIKit's format: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading
  /// + 20   (active)>`.
  open override var description: String {
    MainActor.assumeIsolated { debugText }
  }

  private var debugText: String {
    var text = "<NSLayoutConstraint:\(ObjectIdentifier(self).debugAddress) "
    if let identifier { text += "'\(identifier)' " }
    text += "\(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
    if let secondItem {
      text += "\(Self.name(of: secondItem)).\(secondAttribute.name)"
      if multiplier != 1 { text += " * \(Self.format(multiplier))" }
      if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
    } else {
      text += Self.format(constant)
    }
    if priority != .required { text += " @\(Int(priority.rawValue))" }
    text += isActive ? "   (active)>" : "   (inactive)>"
    return text
  }

  private static func name(of item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
    return "\(type(of: item)):\(ObjectIdentifier(item).debugAddress)"
  }

  private static func format(_ value: CGFloat) -> String {
    // Past 1e15 a whole number no longer fits an Int (a storyboard can say 9223372036854775807).
    guard abs(value) < 1e15 else { return String(format: "%g", Double(value)) }
    return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
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
