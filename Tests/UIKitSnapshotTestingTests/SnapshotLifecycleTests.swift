import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A controller snapshot shows the controller in a window made for that snapshot and takes it
/// away afterwards, as swift-snapshot-testing does on iOS (its `testUIViewControllerLifeCycle`
/// expects each appearance callback once per snapshot).
@Suite("Snapshot strategy: a fresh window for each controller snapshot", .uiTest)
@MainActor
struct SnapshotLifecycleTests {
  let log = LifecycleLog()

  @Test("one image snapshot: the controller loads, appears, then disappears")
  func oneSnapshot() {
    let controller = LoggingViewController("screen", log: log)

    _ = Snapshotting<UIViewController, UIImage>.image(on: .iPhone13).taken(of: controller)

    #expect(
      Self.withoutAddresses(log.take()) == [
        "screen viewDidLoad", "screen willMove(to: <UIViewController>)",
        "screen didMove(to: <UIViewController>)", "screen willAppear", "screen isAppearing",
        "screen didAppear", "screen willDisappear", "screen didDisappear",
      ])
  }

  /// Log entries with the parent's address taken out: it changes from run to run.
  private static func withoutAddresses(_ entries: [String]) -> [String] {
    entries.map {
      $0.replacingOccurrences(of: ":? ?0x[0-9a-f]+", with: "", options: .regularExpression)
    }
  }

  @Test("two snapshots, on two devices: it appears and disappears once for each")
  func twoSnapshots() {
    let controller = LoggingViewController("screen", log: log)
    _ = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).taken(of: controller)
    _ = log.take()

    _ = Snapshotting<UIViewController, UIImage>.image(on: .iPadMini).taken(of: controller)

    #expect(
      Self.withoutAddresses(log.take()) == [
        "screen willMove(to: <UIViewController>)", "screen didMove(to: <UIViewController>)",
        "screen willAppear", "screen isAppearing", "screen didAppear", "screen willDisappear",
        "screen didDisappear",
      ])
  }

  @Test("a window's root snapshotted on a device leaves its parent and goes back to its window")
  func rootGoesBack() {
    let controller = UIViewController()
    let window = TestApplication.makeWindow(root: controller)
    UIApplication.shared.advance(by: 0)

    _ = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).taken(of: controller)
    UIApplication.shared.advance(by: 0)

    #expect(window.rootViewController === controller)
    #expect(controller.parent == nil)
    #expect(controller.view.window === window)
  }

  @Test("afterwards no window holds the controller, and its view is in none")
  func windowRemoved() {
    let controller = UIViewController()

    _ = Snapshotting<UIViewController, UIImage>.image(on: .iPhone13).taken(of: controller)
    _ = Snapshotting<UIViewController, String>.hierarchy.taken(of: controller)
    _ = Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneX)
      .taken(of: controller)

    #expect(!UIApplication.shared.windows.contains { $0.rootViewController === controller })
    #expect(controller.view.window == nil)
  }

  @Test("the hierarchy is printed while the controller is on screen: it reads appeared")
  func hierarchyWhileShown() throws {
    let controller = UIViewController()

    let text = try #require(
      Snapshotting<UIViewController, String>.hierarchy.taken(of: controller))

    #expect(text == "<UIViewController>, state: appeared, view: <UIView>")
  }

  @Test("a navigation controller's window leaves out the top inset, as upstream's does")
  func navigationWindow() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())

    let image = try #require(
      Snapshotting<UIViewController, UIImage>.image(on: .iPhoneX).taken(of: navigation))

    #expect(image.size == CGSize(width: 375, height: 812 - 44))
  }

  @Test("a tab bar controller's leaves out the bottom inset, and the top one over a navigation")
  func tabBarWindow() throws {
    let plain = UITabBarController()
    plain.viewControllers = [UIViewController()]
    let navigated = UITabBarController()
    navigated.viewControllers = [UINavigationController(rootViewController: UIViewController())]

    let plainImage = try #require(
      Snapshotting<UIViewController, UIImage>.image(on: .iPhoneX).taken(of: plain))
    let navigatedImage = try #require(
      Snapshotting<UIViewController, UIImage>.image(on: .iPhoneX).taken(of: navigated))

    #expect(plainImage.size == CGSize(width: 375, height: 812 - 34))
    #expect(navigatedImage.size == CGSize(width: 375, height: 812 - 34 - 44))
  }
}
