import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Bars in the landscape configurations of swift-snapshot-testing, as its iOS recordings show
/// them: the configurations override the traits (compact height) in a simulator held upright,
/// and iOS keeps its 44-point navigation bar and 49-point tab bar there; only turning the
/// interface makes bars compact (`CompactBarTests`).
///
/// Measured in upstream's `testTraitsEmbeddedInTabNavigation.iphone-se-alternative.png`,
/// `.iphone-8-alternative.png` and `.iphone-x-alternative.png` (3x): the navigation bar's
/// hairline is pixel row 132 (the bar ends at 44 points) and the tab bar's hairline the row
/// above 49 points from the bottom (rows 812 of 960, 977 of 1125 and 905 of 1053).
@Suite("Snapshot strategy: bars in the landscape device configurations", .uiTest)
@MainActor
struct LandscapeBarSnapshotTests {
  /// Upstream's `testTraitsEmbeddedInTabNavigation` controller: a navigation controller in a
  /// tab bar controller.
  private func tabsOfNavigation() -> UITabBarController {
    let tabs = UITabBarController()
    tabs.setViewControllers(
      [UINavigationController(rootViewController: UIViewController())], animated: false)
    return tabs
  }

  /// The frame printed on the first line for `className`.
  private func frame(of className: String, in description: String) -> String? {
    let line = description.split(separator: "\n").first { $0.contains("<\(className);") }
    return line.flatMap { $0.firstMatch(of: /frame = \(([^)]*)\)/).map { String($0.1) } }
  }

  @Test(
    "landscape configurations keep a 44-point navigation bar and a 49-point tab bar",
    arguments: [
      ("iPhoneSe", ViewImageConfig.iPhoneSe(.landscape), "0 0; 568 44", "0 271; 568 49"),
      ("iPhone8", ViewImageConfig.iPhone8(.landscape), "0 0; 667 44", "0 326; 667 49"),
      ("iPhoneX", ViewImageConfig.iPhoneX(.landscape), "0 0; 812 44", "0 302; 812 49"),
    ])
  func landscapeConfigurations(
    name: String, config: ViewImageConfig, navigationBar: String, tabBar: String
  ) throws {
    let tabs = tabsOfNavigation()

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription(on: config).taken(of: tabs))

    #expect(frame(of: "UINavigationBar", in: description) == navigationBar, "\(name)")
    #expect(frame(of: "UITabBar", in: description) == tabBar, "\(name)")
  }
}
