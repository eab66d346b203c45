import UIKit

/// A device to snapshot a view controller on: its screen size, safe area and traits.
///
/// Matches swift-snapshot-testing's `ViewImageConfig` on iOS, with the same devices, sizes,
/// safe areas and size classes: pass one to `.image(on:)` or `.recursiveDescription(on:)`, in
/// either orientation, and an iPad in Split View too:
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhone13))
/// assertSnapshot(of: controller, as: .image(on: .iPhone13(.landscape)))
/// assertSnapshot(of: controller, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
/// ```
///
/// As upstream's, a configuration's traits name no display scale: the image is drawn at the
/// main screen's scale, as the simulator's screen decides it on iOS. Choose the screen as one
/// chooses a simulator, or give the strategy's `traits` a `displayScale`:
///
/// ```swift
/// try UIScreen.main.apply(.iPhone13)   // 3x
/// assertSnapshot(of: controller, as: .image(on: .iPhoneSe))   // 320 × 568 points at 3x
/// ```
///
/// As upstream's, the phones' traits name the `.medium` content size category, so text that
/// adjusts for Dynamic Type is a step smaller on a phone than in the app; a strategy's
/// `traits:` can choose another.
public struct ViewImageConfig: Sendable {
  /// Which way up the device is held.
  public enum Orientation: Sendable {
    /// Wider than tall.
    case landscape
    /// Taller than wide.
    case portrait
  }

  /// Which way up an iPad is held, and how much of its width the app has in Split View.
  public enum TabletOrientation: Sendable {
    /// The app's share of a portrait iPad's width.
    public enum PortraitSplits: Sendable {
      /// A third of the width: compact.
      case oneThird
      /// Two thirds of the width: compact.
      case twoThirds
      /// The whole screen.
      case full
    }

    /// The app's share of a landscape iPad's width.
    public enum LandscapeSplits: Sendable {
      /// A third of the width: compact.
      case oneThird
      /// Half the width: compact, but regular on a 12.9-inch iPad Pro.
      case oneHalf
      /// Two thirds of the width: regular.
      case twoThirds
      /// The whole screen.
      case full
    }

    /// Wider than tall, with the app taking `splitView` of the width.
    case landscape(splitView: LandscapeSplits)
    /// Taller than wide, with the app taking `splitView` of the width.
    case portrait(splitView: PortraitSplits)
  }

  /// The insets the window reports as its safe area: the notch, status bar and home indicator.
  public var safeArea: UIEdgeInsets
  /// The window's size in points; `nil` for the main screen's, the size a fresh controller's
  /// view has on iOS.
  public var size: CGSize?
  /// The traits the window gives its controllers: size classes and idiom.
  public var traits: UITraitCollection

  /// A configuration of the given safe area, size and traits.
  public init(
    safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }
}
