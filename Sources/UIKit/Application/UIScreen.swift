/// The display the app draws on.
///
/// On a desktop the "screen" is the host window's content area. Headless, it is an iPhone-sized
/// 390×844 point portrait area at scale 1, so that code sized from `UIScreen.main.bounds` (as
/// seed 003's container does) gets sensible numbers in tests.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// Matches UIKit (deprecated there since iOS 16, still widely used): the one screen.
  public static let main = UIScreen()

  /// The screen's area in points.
  open package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Pixels per point: 2 on a high-DPI host window.
  open package(set) var scale: CGFloat = 1

  /// The native pixels per point; always equal to ``scale`` here.
  open var nativeScale: CGFloat { scale }

  /// The system appearance; the host toggles it with Ctrl+D.
  package var userInterfaceStyle: UIUserInterfaceStyle = .light

  /// The headless defaults, as a fresh launch has them.
  package func resetForTesting() {
    bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    scale = 1
    userInterfaceStyle = .light
  }

  /// Matches UIKit: the traits every window starts from.
  open var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: scale),
      UITraitCollection(userInterfaceIdiom: .pad),
      UITraitCollection(userInterfaceStyle: userInterfaceStyle),
      UITraitCollection(layoutDirection: .leftToRight),
    ])
  }
}
