import UIKit

/// A window that reports a device configuration's safe area and traits, as
/// swift-snapshot-testing's own window does on iOS, so a controller lays out as on that device.
@MainActor
final class SnapshotWindow: UIWindow {
  /// The device: size, safe area and traits.
  let config: ViewImageConfig
  /// The strategy's own trait overrides, over the configuration's.
  let overrides: UITraitCollection

  /// A window of the configuration's size (the screen's when it has none).
  init(config: ViewImageConfig, traits: UITraitCollection) {
    self.config = config
    self.overrides = traits
    super.init(frame: CGRect(origin: .zero, size: config.size ?? UIScreen.main.bounds.size))
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// The configuration's insets, in place of the simulated status bar's and home indicator's.
  override var safeAreaInsets: UIEdgeInsets { config.safeArea }

  /// The window's own traits, then the configuration's, then the strategy's.
  override var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [super.traitCollection, config.traits, overrides])
  }
}
