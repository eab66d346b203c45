// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The iPads' names are swift-snapshot-testing's (`iPad9_7`, `iPadPro12_9_Compact_SplitView`).
import UIKit

// Matches swift-snapshot-testing: the traits of each device it declares. Its phones are compact
// in width except in landscape on the large ones, and compact in height in landscape; its iPads
// are regular both ways unless a narrow Split View share makes them compact in width. Upstream
// also names a force-touch capability and a content size category, which this UIKit has no
// traits for.
extension UITraitCollection {
  /// An iPhone SE (first generation)'s traits.
  public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, isWideInLandscape: false)
  }

  /// An iPhone 8's traits.
  public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, isWideInLandscape: false)
  }

  /// An iPhone 8 Plus's traits: regular width in landscape.
  public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, isWideInLandscape: true)
  }

  /// An iPhone X's traits.
  public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, isWideInLandscape: false)
  }

  /// An iPhone XR's traits: regular width in landscape.
  public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, isWideInLandscape: true)
  }

  /// An iPhone XS Max's traits: regular width in landscape.
  public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, isWideInLandscape: true)
  }

  /// An iPhone 12's traits.
  public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, isWideInLandscape: false)
  }

  /// An iPhone 12 Pro Max's traits: regular width in landscape.
  public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, isWideInLandscape: true)
  }

  /// An iPhone 13's traits.
  public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, isWideInLandscape: false)
  }

  /// An iPhone 13 Pro Max's traits: regular width in landscape.
  public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, isWideInLandscape: true)
  }

  /// An iPad mini's traits, full screen: regular both ways.
  public static let iPadMini = iPad
  /// An iPad mini's traits in a narrow Split View share: compact width.
  public static let iPadMini_Compact_SplitView = iPadCompactSplitView
  /// A 9.7-inch iPad's traits, full screen.
  public static let iPad9_7 = iPad
  /// A 9.7-inch iPad's traits in a narrow Split View share.
  public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
  /// A 10.2-inch iPad's traits, full screen.
  public static let iPad10_2 = iPad
  /// A 10.2-inch iPad's traits in a narrow Split View share.
  public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
  /// A 10.5-inch iPad Pro's traits, full screen.
  public static let iPadPro10_5 = iPad
  /// A 10.5-inch iPad Pro's traits in a narrow Split View share.
  public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
  /// An 11-inch iPad Pro's traits, full screen.
  public static let iPadPro11 = iPad
  /// An 11-inch iPad Pro's traits in a narrow Split View share.
  public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
  /// A 12.9-inch iPad Pro's traits, full screen.
  public static let iPadPro12_9 = iPad
  /// A 12.9-inch iPad Pro's traits in a narrow Split View share.
  public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

  /// An iPad full screen, or in a wide Split View share.
  static let iPad = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .regular),
    UITraitCollection(verticalSizeClass: .regular),
    UITraitCollection(userInterfaceIdiom: .pad),
  ])

  /// An iPad in a narrow Split View share.
  static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .compact),
    UITraitCollection(verticalSizeClass: .regular),
    UITraitCollection(userInterfaceIdiom: .pad),
  ])

  /// A phone held `orientation`: compact height in landscape, and compact width except in
  /// landscape on the large phones (`isWideInLandscape`); upstream's phones name the `.medium`
  /// content size category, so Dynamic Type text is a step smaller than the app's default.
  private static func phone(
    _ orientation: ViewImageConfig.Orientation, isWideInLandscape: Bool
  ) -> UITraitCollection {
    let isLandscape = orientation == .landscape
    return UITraitCollection(traitsFrom: [
      UITraitCollection(layoutDirection: .leftToRight),
      UITraitCollection(preferredContentSizeCategory: .medium),
      UITraitCollection(userInterfaceIdiom: .phone),
      UITraitCollection(
        horizontalSizeClass: isLandscape && isWideInLandscape ? .regular : .compact),
      UITraitCollection(verticalSizeClass: isLandscape ? .compact : .regular),
    ])
  }
}
