/// The label a tab shows its item's title in: its own class, so that a tab bar's
/// `recursiveDescription` names it as iOS does (`UITabBarButtonLabel`).
final class TabBarButtonLabel: UILabel {}
