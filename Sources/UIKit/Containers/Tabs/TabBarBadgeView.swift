/// The badge a tab shows its item's `badgeValue` in: its own class, so that a tab bar's
/// `recursiveDescription` names it as iOS does (`_UIBadgeView`).
final class TabBarBadgeView: UILabel {}
