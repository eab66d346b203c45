import XCTest
import XCUIAutomation

/// The same app under XCTest, as iOS UI tests are mostly written. XCTest on Linux cannot run a
/// `@MainActor` test class, so the method enters the main actor itself: XCTest runs tests on
/// the main thread.
final class UserAppXCTests: XCTestCase {
  func testLaunchShowsTheFirstPage() {
    let screenshot = MainActor.assumeIsolated {
      let app = XCUIApplication()
      app.launch()
      defer { app.terminate() }

      XCTAssertTrue(app.staticTexts["첫째 First"].exists)
      XCTAssertEqual(app.state, .runningForeground)
      return XCTAttachment(screenshot: app.screenshot())
    }

    add(screenshot)
  }
}
