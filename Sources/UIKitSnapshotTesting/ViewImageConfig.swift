import UIKit

/// A device to snapshot a view controller on: its screen size, safe area and traits.
///
/// Matches swift-snapshot-testing's `ViewImageConfig` on iOS: pass one to
/// `.image(on:)` or `.recursiveDescription(on:)`, in either orientation:
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhone13))
/// assertSnapshot(of: controller, as: .image(on: .iPhone13(.landscape)))
/// assertSnapshot(of: controller, as: .image(on: .iPadPro11))
/// ```
///
/// The sizes and safe areas are the devices' own. Images are drawn at one pixel per point unless
/// the strategy's `traits` name a `displayScale`, so references stay small; the configuration's
/// display scale is a trait the controller sees. As in swift-snapshot-testing, every device's
/// traits name the `.medium` content size category, so text that adjusts for Dynamic Type is a
/// step smaller on a device than in the app; a strategy's `traits:` can choose another.
public struct ViewImageConfig: Sendable {
  /// Which way up the device is held.
  public enum Orientation: Sendable {
    /// Wider than tall.
    case landscape
    /// Taller than wide.
    case portrait
  }

  /// The insets the window reports as its safe area: the notch, status bar and home indicator.
  public var safeArea: UIEdgeInsets
  /// The window's size in points; `nil` for the screen's.
  public var size: CGSize?
  /// The traits the window gives its controllers: size classes, idiom and display scale.
  public var traits: UITraitCollection

  /// A configuration of the given safe area, size and traits.
  public init(
    safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  /// An iPhone SE (first generation), portrait: 320 × 568 points.
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  /// An iPhone 8, portrait: 375 × 667 points.
  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  /// An iPhone X, portrait: 375 × 812 points with a notch.
  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  /// An iPhone 13, portrait: 390 × 844 points with a notch; the headless screen's size.
  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  /// An iPad mini, portrait: 768 × 1024 points.
  public static let iPadMini = ViewImageConfig.iPadMini(.portrait)
  /// An 11-inch iPad Pro, landscape: 1194 × 834 points.
  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)

  /// An iPhone SE (first generation): a status bar and no home indicator.
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, portrait: CGSize(width: 320, height: 568), scale: 2,
      portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero)
  }

  /// An iPhone 8: a status bar and no home indicator.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, portrait: CGSize(width: 375, height: 667), scale: 2,
      portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero)
  }

  /// An iPhone X: a notch and a home indicator.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, portrait: CGSize(width: 375, height: 812), scale: 3,
      portraitInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
  }

  /// An iPhone 13: a notch and a home indicator.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      orientation, portrait: CGSize(width: 390, height: 844), scale: 3,
      portraitInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
  }

  /// An iPad mini (fifth generation): a status bar; regular in both directions.
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    pad(orientation, portrait: CGSize(width: 768, height: 1024), top: 20, bottom: 0)
  }

  /// An 11-inch iPad Pro: a status bar and a home indicator; regular in both directions.
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    pad(orientation, portrait: CGSize(width: 834, height: 1194), top: 24, bottom: 20)
  }

  private static func phone(
    _ orientation: Orientation, portrait: CGSize, scale: CGFloat,
    portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets
  ) -> ViewImageConfig {
    let isPortrait = orientation == .portrait
    return ViewImageConfig(
      safeArea: isPortrait ? portraitInsets : landscapeInsets,
      size: isPortrait ? portrait : CGSize(width: portrait.height, height: portrait.width),
      traits: UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: .medium),
        UITraitCollection(userInterfaceIdiom: .phone),
        UITraitCollection(displayScale: scale),
        UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(verticalSizeClass: isPortrait ? .regular : .compact),
      ]))
  }

  private static func pad(
    _ orientation: Orientation, portrait: CGSize, top: CGFloat, bottom: CGFloat
  ) -> ViewImageConfig {
    ViewImageConfig(
      safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      size: orientation == .portrait
        ? portrait : CGSize(width: portrait.height, height: portrait.width),
      traits: UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: .medium),
        UITraitCollection(userInterfaceIdiom: .pad),
        UITraitCollection(displayScale: 2),
        UITraitCollection(horizontalSizeClass: .regular),
        UITraitCollection(verticalSizeClass: .regular),
      ]))
  }
}
