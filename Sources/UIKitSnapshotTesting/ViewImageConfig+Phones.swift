import UIKit

// The sizes and safe areas are swift-snapshot-testing's, from the devices' specifications: the
// status bar's 20 points above on the home-button phones, the notch and home indicator on the
// others, and landscape's side insets.
extension ViewImageConfig {
  /// An iPhone SE (first generation), portrait: 320 × 568 points.
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  /// An iPhone 8, portrait: 375 × 667 points.
  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  /// An iPhone 8 Plus, portrait: 414 × 736 points.
  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  /// An iPhone X, portrait: 375 × 812 points with a notch.
  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  /// An iPhone XS Max, portrait: 414 × 896 points with a notch.
  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  /// An iPhone XR, portrait: 414 × 896 points with a notch.
  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  /// An iPhone 12, portrait: 390 × 844 points with a notch.
  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  /// An iPhone 12 Pro, portrait: the same as an iPhone 12.
  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  /// An iPhone 12 Pro Max, portrait: 428 × 926 points with a notch.
  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  /// An iPhone 13, portrait: 390 × 844 points with a notch.
  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  /// An iPhone 13 mini, portrait: 375 × 812 points with a taller notch.
  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  /// An iPhone 13 Pro, portrait: the same as an iPhone 13.
  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  /// An iPhone 13 Pro Max, portrait: 428 × 926 points with a notch.
  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

  /// An iPhone SE (first generation): a status bar and no home indicator.
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 320, height: 568, top: 20, side: 0, bottom: 0,
      traits: .iPhoneSe(orientation))
  }

  /// An iPhone 8: a status bar and no home indicator.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 375, height: 667, top: 20, side: 0, bottom: 0,
      traits: .iPhone8(orientation))
  }

  /// An iPhone 8 Plus: a status bar and no home indicator; regular width in landscape.
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 414, height: 736, top: 20, side: 0, bottom: 0,
      traits: .iPhone8Plus(orientation))
  }

  /// An iPhone X: a notch and a home indicator.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 375, height: 812, top: 44, side: 44, bottom: 34,
      landscapeBottom: 24, traits: .iPhoneX(orientation))
  }

  /// An iPhone XS Max: a notch and a home indicator; regular width in landscape.
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 414, height: 896, top: 44, side: 44, bottom: 34,
      landscapeBottom: 24, traits: .iPhoneXsMax(orientation))
  }

  /// An iPhone XR: a notch and a home indicator; regular width in landscape.
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 414, height: 896, top: 44, side: 44, bottom: 34,
      landscapeBottom: 24, traits: .iPhoneXr(orientation))
  }

  /// An iPhone 12: a notch and a home indicator.
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 390, height: 844, top: 47, side: 47, bottom: 34,
      landscapeBottom: 21, traits: .iPhone12(orientation))
  }

  /// An iPhone 12 Pro: the same screen as an iPhone 12.
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone12(orientation)
  }

  /// An iPhone 12 Pro Max: a notch and a home indicator; regular width in landscape.
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 428, height: 926, top: 47, side: 47, bottom: 34,
      landscapeBottom: 21, traits: .iPhone12ProMax(orientation))
  }

  /// An iPhone 13: a notch and a home indicator.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 390, height: 844, top: 47, side: 47, bottom: 34,
      landscapeBottom: 21, traits: .iPhone13(orientation))
  }

  /// An iPhone 13 mini: a taller notch (50 points) and a home indicator, with an iPhone 13's
  /// traits.
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 375, height: 812, top: 50, side: 50, bottom: 34,
      landscapeBottom: 21, traits: .iPhone13(orientation))
  }

  /// An iPhone 13 Pro: the same screen as an iPhone 13.
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone13(orientation)
  }

  /// An iPhone 13 Pro Max: a notch and a home indicator; regular width in landscape.
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, width: 428, height: 926, top: 47, side: 47, bottom: 34,
      landscapeBottom: 21, traits: .iPhone13ProMax(orientation))
  }

  /// A phone of the given portrait size. Portrait insets the top by `top` and the bottom by
  /// `bottom`; landscape insets both sides by `side` and the bottom by `landscapeBottom`.
  /// A phone with a status bar (`side` 0) has no safe area in landscape, where iOS hides it.
  private static func phone(
    _ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, side: CGFloat,
    bottom: CGFloat, landscapeBottom: CGFloat = 0, traits: UITraitCollection
  ) -> ViewImageConfig {
    switch orientation {
    case .portrait:
      ViewImageConfig(
        safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
        size: CGSize(width: width, height: height), traits: traits)
    case .landscape:
      ViewImageConfig(
        safeArea: UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
        size: CGSize(width: height, height: width), traits: traits)
    }
  }
}
