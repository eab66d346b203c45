import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// The large content viewer over a tab bar at an accessibility text size, rendered headless
/// and compared with `__Snapshots__/LargeContentViewerReferenceTests/<test>.<name>.png`.
@Suite("Reference images: the large content viewer over a tab bar", .uiTest)
@MainActor
struct LargeContentViewerReferenceTests {
  /// A 25-point template image: a filled disc.
  private func disc() -> UIImage {
    let side = 25
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let dx = Double(x) - 12
        let dy = Double(y) - 12
        if dx * dx + dy * dy <= 100 { pixels[(y * side + x) * 4 + 3] = 255 }
      }
    }
    return UIImage(bitmap: ImageBitmap(width: side, height: side, pixels: pixels))
  }

  @Test("a long press on a tab shows its image scaled up and its title; sliding moves it on")
  func heldOverTabBar() {
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityExtraLarge)
    let pages: [(String, UIColor, UIImage?)] = [
      ("Inbox", .systemBlue, nil), ("Photos", .systemGreen, disc()), ("Trash", .systemOrange, nil),
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
}
