// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The iPads' names are swift-snapshot-testing's (`iPad9_7`, `iPadPro12_9_Compact_SplitView`).
import UIKit

// The sizes, Split View widths and safe areas are swift-snapshot-testing's. As there, an iPad
// held either way is regular in both directions unless its app has a narrow share of the width
// in Split View, and the plain orientations (`.iPadMini(.portrait)`) are the full screen.
extension ViewImageConfig {
  /// An iPad mini, landscape: 1024 × 768 points. Landscape, as upstream's default.
  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  /// A 9.7-inch iPad, landscape: the same screen as an iPad mini.
  public static let iPad9_7 = iPadMini
  /// A 10.2-inch iPad, landscape: 1080 × 810 points.
  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  /// A 10.5-inch iPad Pro, landscape: 1112 × 834 points.
  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  /// An 11-inch iPad Pro, landscape: 1194 × 834 points.
  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  /// A 12.9-inch iPad Pro, landscape: 1366 × 1024 points.
  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

  /// An iPad mini, full screen.
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(TabletOrientation(orientation))
  }

  /// An iPad mini, full screen or in Split View: 20 points of status bar above.
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(
      orientation, long: 1024, short: 768,
      landscapeSplits: (320, 507, 694), portraitSplits: (320, 438),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  /// A 9.7-inch iPad, full screen: the same screen as an iPad mini.
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  /// A 9.7-inch iPad, full screen or in Split View: the same screen as an iPad mini.
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  /// A 10.2-inch iPad, full screen.
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    iPad10_2(TabletOrientation(orientation))
  }

  /// A 10.2-inch iPad, full screen or in Split View: 20 points of status bar above.
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(
      orientation, long: 1080, short: 810,
      landscapeSplits: (320, 535, 750), portraitSplits: (320, 480),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  /// A 10.5-inch iPad Pro, full screen.
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro10_5(TabletOrientation(orientation))
  }

  /// A 10.5-inch iPad Pro, full screen or in Split View: 20 points of status bar above.
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(
      orientation, long: 1112, short: 834,
      landscapeSplits: (320, 551, 782), portraitSplits: (320, 504),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  /// An 11-inch iPad Pro, full screen.
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro11(TabletOrientation(orientation))
  }

  /// An 11-inch iPad Pro, full screen or in Split View: 24 points of status bar above and a
  /// 20-point home indicator below.
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(
      orientation, long: 1194, short: 834,
      landscapeSplits: (375, 592, 809), portraitSplits: (320, 504),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  /// A 12.9-inch iPad Pro, full screen.
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro12_9(TabletOrientation(orientation))
  }

  /// A 12.9-inch iPad Pro, full screen or in Split View: 20 points of status bar above. Half
  /// of its landscape width is still regular.
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(
      orientation, long: 1366, short: 1024,
      landscapeSplits: (375, 678, 981), portraitSplits: (375, 639),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      halfIsRegular: true)
  }

  /// An iPad whose screen is `long` × `short` points, with the app's width in each Split View
  /// share: a third, a half and two thirds in landscape; a third and two thirds in portrait.
  /// A third and a half are compact (a half is regular when `halfIsRegular`), two thirds are
  /// compact in portrait and regular in landscape.
  private static func tablet(
    _ orientation: TabletOrientation, long: CGFloat, short: CGFloat,
    landscapeSplits: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
    portraitSplits: (oneThird: CGFloat, twoThirds: CGFloat), safeArea: UIEdgeInsets,
    halfIsRegular: Bool = false
  ) -> ViewImageConfig {
    let width: CGFloat
    let height: CGFloat
    let isCompact: Bool
    switch orientation {
    case .landscape(let split):
      height = short
      switch split {
      case .oneThird: (width, isCompact) = (landscapeSplits.oneThird, true)
      case .oneHalf: (width, isCompact) = (landscapeSplits.oneHalf, !halfIsRegular)
      case .twoThirds: (width, isCompact) = (landscapeSplits.twoThirds, false)
      case .full: (width, isCompact) = (long, false)
      }
    case .portrait(let split):
      height = long
      switch split {
      case .oneThird: (width, isCompact) = (portraitSplits.oneThird, true)
      case .twoThirds: (width, isCompact) = (portraitSplits.twoThirds, true)
      case .full: (width, isCompact) = (short, false)
      }
    }
    return ViewImageConfig(
      safeArea: safeArea, size: CGSize(width: width, height: height),
      traits: isCompact ? .iPadCompactSplitView : .iPad)
  }
}

extension ViewImageConfig.TabletOrientation {
  /// The whole screen, held `orientation`.
  init(_ orientation: ViewImageConfig.Orientation) {
    switch orientation {
    case .landscape: self = .landscape(splitView: .full)
    case .portrait: self = .portrait(splitView: .full)
    }
  }
}
