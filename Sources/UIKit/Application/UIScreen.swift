/// The display the app draws on.
///
/// On a desktop the "screen" is the host window's content area, at the display's scale.
/// Headless, it is an iPhone-sized 390×844 point portrait area at scale 1, so that code sized
/// from `UIScreen.main.bounds` (as seed 003's container does) gets sensible numbers in tests;
/// ``apply(_:)`` makes it stand for a device instead, such as an iPhone 15 Pro at 3x.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// Matches UIKit (deprecated there since iOS 16, still widely used): the one screen.
  public static let main: UIScreen = {
    let screen = UIScreen()
    ProcessState.register { screen.resetForTesting() }
    return screen
  }()

  /// The screen's area in points.
  open package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Pixels per point: 2 on a high-DPI host window. Layers rasterise their shapes at it.
  open package(set) var scale: CGFloat = 1 {
    didSet { DisplayScale.current = scale }
  }

  /// The native pixels per point; always equal to ``scale`` here.
  open var nativeScale: CGFloat { scale }

  /// The idiom of the device the screen stands for: an iPad unless a configuration says so.
  var idiom: UIUserInterfaceIdiom = .pad

  /// The window's own safe area set by a configuration; `nil` for the desktop chrome's.
  var deviceSafeAreaInsets: UIEdgeInsets?

  /// The app's layout direction; the demo toggles it with Ctrl+R.
  var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight

  /// The system appearance; the host toggles it with Ctrl+D.
  package var userInterfaceStyle: UIUserInterfaceStyle = .light

  /// The headless defaults, as a fresh launch has them.
  package func resetForTesting() {
    bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    scale = 1
    idiom = .pad
    deviceSafeAreaInsets = nil
    layoutDirection = .leftToRight
    userInterfaceStyle = .light
  }

  /// Matches UIKit: the traits every window starts from.
  ///
  /// Trait collections are immutable, so the last one is handed out again while the screen's
  /// values are those it holds: every view's traits start here.
  open var traitCollection: UITraitCollection {
    if let cached = cachedTraitCollection, cached.displayScale == scale,
      cached.userInterfaceIdiom == idiom, cached.userInterfaceStyle == userInterfaceStyle,
      cached.layoutDirection == layoutDirection,
      cached.preferredContentSizeCategory == PreferredContentSize.category
    {
      return cached
    }
    let traits = UITraitCollection(
      userInterfaceStyle: userInterfaceStyle, displayScale: scale, userInterfaceIdiom: idiom,
      layoutDirection: layoutDirection,
      preferredContentSizeCategory: PreferredContentSize.category)
    cachedTraitCollection = traits
    return traits
  }

  private var cachedTraitCollection: UITraitCollection?
}
