/// How a tab bar looks: its background and hairline, and how its items look in each layout.
///
/// Matches UIKit (iOS 13+). Set it as a tab bar's `standardAppearance`, or on one item's
/// `standardAppearance`. Items are stacked (image over title) in compact width, and inline
/// (image beside title) in regular width, as on an iPad.
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
/// tabBarController.tabBar.standardAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// Matches UIKit: the items' look in compact width, image above title.
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// Matches UIKit: the items' look in regular width, image beside title.
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// Matches UIKit: the items' look in compact height with regular width; drawn inline.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()

  /// Matches UIKit: the default look, with default items.
  public override init() {
    super.init()
  }

  /// Matches UIKit: a copy of another appearance's background, and of its items' looks when it
  /// is a tab bar appearance.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let tabs = barAppearance as? UITabBarAppearance else { return }
    stackedLayoutAppearance = UITabBarItemAppearance(copying: tabs.stackedLayoutAppearance)
    inlineLayoutAppearance = UITabBarItemAppearance(copying: tabs.inlineLayoutAppearance)
    compactInlineLayoutAppearance = UITabBarItemAppearance(
      copying: tabs.compactInlineLayoutAppearance)
  }

  /// The items' look for a layout.
  func itemAppearance(stacked: Bool, compactHeight: Bool) -> UITabBarItemAppearance {
    if stacked { return stackedLayoutAppearance }
    return compactHeight ? compactInlineLayoutAppearance : inlineLayoutAppearance
  }
}
