import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// The large content viewer over a tab bar at an accessibility text size, rendered headless
/// and compared with `__Snapshots__/LargeContentViewerReferenceTests/<test>.<name>.png`.
@Suite("Reference images: the large content viewer over a tab bar", .uiTest)
@MainActor
struct LargeContentViewerReferenceTests {
  /// A 25-point template image: a camera, a body with a lens cut out and a bump on top.
  private func camera() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { _ in
      UIColor.black.setFill()
      let body = UIBezierPath(
        roundedRect: CGRect(x: 1, y: 6, width: 23, height: 16), cornerRadius: 3)
      body.append(UIBezierPath(ovalIn: CGRect(x: 7.5, y: 9, width: 10, height: 10)))
      body.usesEvenOddFillRule = true
      body.fill()
      UIBezierPath(rect: CGRect(x: 8, y: 3, width: 9, height: 4)).fill()
    }
  }

  @Test("a long press on a tab shows its image scaled up and its title; sliding moves it on")
  func heldOverTabBar() {
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityExtraLarge)
    let pages: [(String, UIColor, UIImage?)] = [
      ("Inbox", .systemBlue, nil), ("Photos", .systemGreen, camera()),
      ("Trash", .systemOrange, nil),
    ]
    let tabs = UITabBarController()
    tabs.viewControllers = pages.map { title, color, image in
      let page = UIViewController()
      page.view.backgroundColor = color
      page.tabBarItem = UITabBarItem(title: title, image: image, selectedImage: nil)
      return page
    }
    let pointer = Pointer(
      window: TestApplication.makeWindow(root: tabs, size: CGSize(width: 320, height: 480)))
    pointer.clock.settle()
    let bar = tabs.tabBar.frame
    let photos = CGPoint(x: bar.midX, y: bar.minY + 24)

    pointer.down(photos)
    pointer.clock.advance(by: 0.5)
    pointer.clock.settle()
    let held = UIImage(bitmap: WindowSnapshot.render(pointer.window))
    pointer.move(CGPoint(x: bar.maxX - 40, y: bar.minY + 24))
    pointer.clock.settle()
    let slid = UIImage(bitmap: WindowSnapshot.render(pointer.window))
    pointer.up(CGPoint(x: bar.maxX - 40, y: bar.minY + 24))

    assertSnapshot(of: held, as: .image(perceptualPrecision: 0.99), named: "held-on-photos")
    assertSnapshot(of: slid, as: .image(perceptualPrecision: 0.99), named: "slid-to-trash")
    #expect(tabs.selectedIndex == 2)
  }

  @Test("in dark mode the tab's template image is drawn white, in the label colour, as on iOS")
  func heldInDarkMode() {
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityExtraLarge)
    let tabs = UITabBarController()
    let page = UIViewController()
    page.view.backgroundColor = .systemIndigo
    page.tabBarItem = UITabBarItem(title: "Photos", image: camera(), selectedImage: nil)
    tabs.viewControllers = [page]
    let window = TestApplication.makeWindow(root: tabs, size: CGSize(width: 320, height: 480))
    window.overrideUserInterfaceStyle = .dark
    let pointer = Pointer(window: window)
    pointer.clock.settle()
    let bar = tabs.tabBar.frame

    pointer.down(CGPoint(x: bar.midX, y: bar.minY + 24))
    pointer.clock.advance(by: 0.5)
    pointer.clock.settle()
    let held = UIImage(bitmap: WindowSnapshot.render(pointer.window))
    pointer.up(CGPoint(x: bar.midX, y: bar.minY + 24))

    assertSnapshot(of: held, as: .image(perceptualPrecision: 0.99), named: "held-dark")
  }
}
