extension UIView {
  /// The height of a navigation bar's or a toolbar's row in compact metrics, and of a tab bar's
  /// row on a phone with a home indicator.
  static let compactBarRowHeight: CGFloat = 32

  /// Whether a bar here uses UIKit's compact metrics: 32-point rows instead of 44 (49 for a
  /// tab bar on a phone with a home indicator), and no large titles.
  ///
  /// Matches iOS: a phone whose interface is turned to landscape, in compact width and compact
  /// height. Apple's guidelines have a toolbar shrink "from 44 points to 32 points" when an
  /// iPhone rotates; an iPhone 8 in landscape has a 32-point navigation bar (Use Your Loaf,
  /// "Supporting iPhone X"), an iPhone 12 under iOS 14.4 too (Tencent/QMUI_iOS#1198). The
  /// widest phones, whose landscape width is regular, keep 44-point bars (the iPhone 6 Plus
  /// under iOS 8; an iPhone 14 Pro Max against an iPhone 14 Pro in microsoft/fluentui-apple#1727;
  /// QMUI's table of heights in #633).
  ///
  /// The interface's orientation decides, not traits alone: swift-snapshot-testing's iOS
  /// recordings of a navigation controller in a tab bar controller at `.iPhone8(.landscape)`,
  /// `.iPhoneSe(.landscape)` and `.iPhoneX(.landscape)`, traits overridden to compact height in
  /// a simulator held upright, show a 44-point navigation bar and a 49-point tab bar.
  var usesCompactBarMetrics: Bool {
    guard let window else { return false }
    let traits = traitCollection
    return window.isTurnedPhone(traits) && traits.horizontalSizeClass == .compact
  }
}
