import Containers
import UIKit
import UIKitTestSupport
import XCTest

/// The same container under XCTest. XCTest on Linux cannot run a `@MainActor` test class, so
/// each test method is non-isolated and enters the main actor itself: XCTest runs tests on the
/// main thread, where `MainActor.assumeIsolated` holds.
final class ContainerXCTests: XCTestCase {
  override func setUp() {
    MainActor.assumeIsolated { TestApplication.reset() }
  }

  func testHideRemovesTheChild() {
    MainActor.assumeIsolated {
      let container = ContentContainerViewController()
      let window = TestApplication.makeWindow(root: container)
      let child = ColorViewController(title: "A", color: .systemRed)
      container.displayContentController(child)
      ManualClock().settle()

      container.hideContentController(child)
      ManualClock().settle()

      XCTAssertTrue(container.children.isEmpty)
      XCTAssertNil(child.view.superview)
      XCTAssertNil(container.current)
      XCTAssertTrue(window.rootViewController === container)
    }
  }
}
