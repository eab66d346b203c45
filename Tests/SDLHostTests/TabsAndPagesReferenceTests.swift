import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// A tab switch, a page scroll and a page curl as filmstrips, in light and dark mode.
@Suite("Reference images: tab switch, page scroll, page curl", .uiTest)
@MainActor
struct TabsAndPagesReferenceTests {
  let clock = ManualClock()
  static let size = CGSize(width: 240, height: 320)

  /// The frames, status bar included, as one filmstrip compared with
  /// `__Snapshots__/TabsAndPagesReferenceTests/<test>.<light or dark>.png`.
  private func check(
    _ frames: [ImageBitmap], dark: Bool, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: UIImage(bitmap: Filmstrip(frames: frames).image),
      as: .image(perceptualPrecision: 0.99), named: dark ? "dark" : "light",
      testName: testName, line: line)
  }

  private func frame(_ window: UIWindow) -> ImageBitmap {
    WindowSnapshot.render(window, includingSystemChrome: true)
  }

  /// A 25-point template image: a filled square, or a filled disc.
  private func icon(round: Bool) -> UIImage {
    let side = 25
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let dx = Double(x) - 12
        let dy = Double(y) - 12
        let inside = round ? dx * dx + dy * dy <= 100 : abs(dx) <= 9 && abs(dy) <= 9
        if inside { pixels[(y * side + x) * 4 + 3] = 255 }
      }
    }
    return UIImage(bitmap: ImageBitmap(width: side, height: side, pixels: pixels))
  }

  /// A page: a colour and a title.
  private func page(_ text: String, _ color: UIColor) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = color
    let label = UILabel(frame: CGRect(x: 20, y: 120, width: 200, height: 40))
    label.text = text
    label.font = .boldSystemFont(ofSize: 28)
    label.textAlignment = .center
    label.textColor = .white
    controller.view.addSubview(label)
    return controller
  }

  private func window(root: UIViewController, dark: Bool) -> UIWindow {
    if dark { UIApplication.shared.setSystemUserInterfaceStyle(.dark) }
    let window = TestApplication.makeWindow(root: root, size: Self.size)
    clock.settle()
    return window
  }

  @Test(
    "a tab switch: a click, then Ctrl+3; the badge and the selection follow",
    arguments: [false, true])
  func tabSwitch(dark: Bool) {
    let first = page("첫째 One", .systemBlue)
    first.tabBarItem = UITabBarItem(title: "One", image: icon(round: false), selectedImage: nil)
    let second = page("둘째 Two", .systemGreen)
    second.tabBarItem = UITabBarItem(title: "Two", image: icon(round: true), selectedImage: nil)
    second.tabBarItem.badgeValue = "5"
    let third = page("Three", .systemOrange)
    third.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    third.tabBarItem.badgeValue = ""
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second, third]
    let window = window(root: tabs, dark: dark)
    var frames = [frame(window)]
    let button = tabs.tabBar.buttons[1]
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    let pointer = Pointer(window: window)

    pointer.down(center)
    frames.append(frame(window))
    pointer.up(center)
    second.tabBarItem.badgeValue = nil
    clock.settle()
    frames.append(frame(window))
    let key = UIKey(
      keyCode: UIKeyboardHIDUsage(rawValue: 32), characters: "3", charactersIgnoringModifiers: "3",
      modifierFlags: .control)
    UIApplication.shared.sendKey(key, down: true)
    clock.settle()
    frames.append(frame(window))

    #expect(tabs.selectedViewController === third)
    check(frames, dark: dark)
  }

  /// A page view controller of `style` showing a blue page with a green one after it.
  private func pages(
    _ style: UIPageViewController.TransitionStyle, dark: Bool
  ) -> (UIWindow, UIPageViewController, UIViewController) {
    let pages = UIPageViewController(
      transitionStyle: style, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 8])
    pages.view.backgroundColor = .systemBackground
    pages.setViewControllers([page("하나 1", .systemBlue)], direction: .forward, animated: false)
    let window = window(root: pages, dark: dark)
    return (window, pages, page("둘 2", .systemGreen))
  }

  /// Frames at 0, 25, 50, 75 and 100 % of a turn of `duration` started just now.
  private func quarters(_ window: UIWindow, duration: TimeInterval) -> [ImageBitmap] {
    clock.settle()
    var frames: [ImageBitmap] = []
    for index in 0..<5 {
      if index > 0 { clock.advance(by: duration / 4) }
      frames.append(frame(window))
    }
    return frames
  }

  @Test("a page scroll slides the next page in beside the first", arguments: [false, true])
  func pageScroll(dark: Bool) {
    let (window, pages, next) = pages(.scroll, dark: dark)

    pages.setViewControllers([next], direction: .forward, animated: true)

    check(quarters(window, duration: PageScrollAnimator.duration), dark: dark)
    #expect(pages.viewControllers == [next])
  }

  @Test("a page curl folds the first page away over the next", arguments: [false, true])
  func pageCurl(dark: Bool) {
    let (window, pages, next) = pages(.pageCurl, dark: dark)

    pages.setViewControllers([next], direction: .forward, animated: true)

    check(quarters(window, duration: PageCurlAnimator.duration), dark: dark)
    #expect(pages.viewControllers == [next])
  }
}
