import Testing
import UIKit
import UIKitTestSupport

/// Apple's `UIBarAppearance.backgroundImage` and `shadowImage`, and
/// `UIBarItem.setTitleTextAttributes(_:for:)` on tab bar items.
@Suite("Bar background and shadow images; tab bar item title attributes", .uiTest)
@MainActor
struct BarImagesAndItemAttributesTests {
  private let windows = WindowHolder()

  /// A `width` × `height` point image of one colour.
  private func image(_ color: UIColor, _ width: CGFloat, _ height: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
  }

  @Test("a navigation bar draws its background image and a shadow image at its own height")
  func navigationBarImages() {
    let background = image(.systemOrange, 4, 4)
    let shadow = image(.systemPurple, 4, 3)
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundImage = background
    appearance.shadowImage = shadow
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    windows.keep(TestApplication.makeWindow(root: navigation))
    UIApplication.shared.advance(by: 0)

    let imageViews = navigation.navigationBar.descendants.compactMap { $0 as? UIImageView }
    let shown = imageViews.filter { $0.image === background || $0.image === shadow }
    let hairline = imageViews.first { $0.image === shadow }

    #expect(shown.count == 2)
    #expect(hairline?.frame.height == 3)
    // The hairline is inside the bar's background, as on iOS; it sits along the bar's bottom.
    let bar = navigation.navigationBar
    let hairlineInBar = hairline.map { bar.convert($0.frame, from: $0.superview) }
    #expect(hairlineInBar?.minY == bar.bounds.height)
    #expect(hairline?.isHidden == false)
  }

  @Test("a tab bar item's title takes its attributes for the state it is in")
  func tabItemAttributes() throws {
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
    let font = UIFont.systemFont(ofSize: 12, weight: .bold)
    for item in [first.tabBarItem!, second.tabBarItem!] {
      item.setTitleTextAttributes(
        [.foregroundColor: UIColor.systemGreen, .font: font], for: .normal)
      item.setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .selected)
    }
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    windows.keep(TestApplication.makeWindow(root: tabs))
    UIApplication.shared.advance(by: 0)

    let labels = tabs.tabBar.descendants.compactMap { $0 as? UILabel }
    let selected = try #require(labels.first { $0.text == "First" })
    let normal = try #require(labels.first { $0.text == "Second" })

    #expect(normal.textColor == .systemGreen)
    #expect(selected.textColor == .systemPink)
    #expect(selected.font == font)
    #expect(first.tabBarItem.titleTextAttributes(for: .highlighted) == nil)
    #expect(first.tabBarItem.titleTextAttributes(for: .selected)?.count == 1)
  }
}
