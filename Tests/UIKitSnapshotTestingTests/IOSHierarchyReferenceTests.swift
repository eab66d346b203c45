import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// The controller hierarchy of swift-snapshot-testing's own iOS test, printed as iOS printed it:
/// a tab bar controller of navigation controllers, the first holding a page view controller.
@Suite("The controller hierarchy as iOS recorded it", .uiTest)
@MainActor
struct IOSHierarchyReferenceTests {
  /// swift-snapshot-testing's iOS recording, read from its checkout beside this package's build.
  private func iOSReference(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent(
      ".build/checkouts/swift-snapshot-testing/Tests/SnapshotTestingTests/__Snapshots__/"
        + "SnapshotTestingTests/\(name).txt")
    return try String(contentsOf: file, encoding: .utf8)
  }

  @Test("tab, navigation and page controllers print UIKit's class names, in iOS's nesting")
  func tabsOfNavigationControllers() throws {
    let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    page.setViewControllers([UIViewController()], direction: .forward, animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers =
      [UINavigationController(rootViewController: page)]
      + (0..<4).map { _ in UINavigationController(rootViewController: UIViewController()) }

    let printed = try #require(
      Snapshotting<UIViewController, String>.hierarchy.taken(of: tabs))

    let reference = try iOSReference("testViewControllerHierarchy.1")
    #expect(printed.split(separator: "\n") == reference.split(separator: "\n"))
  }
}
