/// A relation between two layout attributes: `first = second × multiplier + constant`.
///
/// Matches UIKit: activating a constraint installs it on the nearest common ancestor of its
/// items; changing its `constant` updates the layout cheaply (the solver adjusts the constant in
/// place); its priority may change between non-required values while it is installed, but not
/// to or from `.required`. A required constraint that contradicts the others is logged, as UIKit
/// logs "Unable to simultaneously satisfy constraints", and left out of the solution, while it
/// stays active.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// The attributes of a layout item, with UIKit's raw values, as `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0
  }

  /// How the two sides compare, as `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  open var identifier: String?
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

  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The anchors a constraint was made from, as UIKit reports them.
  open var firstAnchor: AnyObject? { firstItem }
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
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
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
