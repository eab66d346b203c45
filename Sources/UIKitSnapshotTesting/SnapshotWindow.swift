import UIKit

/// A window that reports a device configuration's safe area and traits, as
/// swift-snapshot-testing's own window does on iOS, so a controller lays out as on that device.
@MainActor
final class SnapshotWindow: UIWindow {
  /// The device: size, safe area and traits.
  let config: ViewImageConfig
  /// The strategy's own trait overrides, over the configuration's.
  let overrides: UITraitCollection

  /// A window of the configuration's size (the screen's when it has none), for `root`.
  ///
  /// Matches swift-snapshot-testing's window on iOS, which works around the bars' safe area
  /// ("Safe area renders inaccurately for UI{Navigation,TabBar}Controller"): for a navigation
  /// controller it leaves out the top inset (the window is that much shorter and its top
  /// inset 0), and for a tab bar controller the bottom inset, and the top one too when the
  /// selected tab is a navigation controller. References recorded on iOS have those sizes.
  init(config: ViewImageConfig, traits: UITraitCollection, root: UIViewController? = nil) {
    var config = config
    var size = config.size ?? UIScreen.main.bounds.size
    let dropsTop: Bool
    let dropsBottom: Bool
    if root is UINavigationController {
      (dropsTop, dropsBottom) = (true, false)
    } else if let tabs = root as? UITabBarController {
      (dropsTop, dropsBottom) = (tabs.selectedViewController is UINavigationController, true)
    } else {
      (dropsTop, dropsBottom) = (false, false)
    }
    if dropsBottom {
      size.height -= config.safeArea.bottom
      config.safeArea.bottom = 0
    }
    if dropsTop {
      size.height -= config.safeArea.top
      config.safeArea.top = 0
    }
    config.size = size
    self.config = config
    self.overrides = traits
    super.init(frame: CGRect(origin: .zero, size: size))
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
