/// How tab bar items look in one layout, in each of their states.
///
/// Matches UIKit (iOS 13+): `normal`, `selected`, `disabled` and `focused`, each a
/// ``UITabBarItemStateAppearance``.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
  /// Matches UIKit: an unselected, enabled item.
  open var normal = UITabBarItemStateAppearance()
  /// Matches UIKit: the selected item.
  open var selected = UITabBarItemStateAppearance()
  /// Matches UIKit: a disabled item.
  open var disabled = UITabBarItemStateAppearance()
  /// Matches UIKit: the item with keyboard focus; unset properties fall back to `normal`'s.
  open var focused = UITabBarItemStateAppearance()

  /// Matches UIKit: the default look for stacked items.
  public override init() {
    super.init()
  }

  init(copying other: UITabBarItemAppearance) {
    super.init()
    normal = UITabBarItemStateAppearance(copying: other.normal)
    selected = UITabBarItemStateAppearance(copying: other.selected)
    disabled = UITabBarItemStateAppearance(copying: other.disabled)
    focused = UITabBarItemStateAppearance(copying: other.focused)
  }
}

/// How a tab bar item looks in one state: its icon and title colours, title font and badge.
///
/// Matches UIKit (iOS 13+). A property left `nil` (or an attribute left out) takes the bar's
/// default: the tint colour when selected, grey otherwise; a red badge with white text.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
  /// Matches UIKit: the title's attributes; `.foregroundColor` and `.font` are read.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Matches UIKit: the colour the image is drawn in.
  open var iconColor: UIColor?
  /// Matches UIKit: the badge's background colour.
  open var badgeBackgroundColor: UIColor?
  /// Matches UIKit: the badge text's attributes; `.foregroundColor` is read.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Matches UIKit: a state with every property unset.
  public override init() {
    super.init()
  }

  init(copying other: UITabBarItemStateAppearance) {
    super.init()
    titleTextAttributes = other.titleTextAttributes
    iconColor = other.iconColor
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
  }

  var titleColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor }
  var titleFont: UIFont? { titleTextAttributes[.font] as? UIFont }
  var badgeTextColor: UIColor? { badgeTextAttributes[.foregroundColor] as? UIColor }
}
