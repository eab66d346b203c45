import CoreGraphics
import Testing
import XCUIAutomation

/// The app as its user sees it, in its own process and window: XCUIApplication() finds the
/// package's one executable, UserApp, in the build folder (this target depends on it so that it
/// is built), and starts Xvfb for it when there is no display.
@Suite("UserApp, driven as a person would", .serialized)
@MainActor
struct UserAppUITests {
  @Test("a drag from the left edge opens the drawer; choosing the second page shows it")
  func drawerChoosesAPage() {
    let app = XCUIApplication()
    app.launch()
    defer { app.terminate() }
    let edge = app.windows.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0.5))
      .withOffset(CGVector(dx: 2, dy: 0))
    let firstShown = app.staticTexts["첫째 First"].exists

    edge.press(forDuration: 0.05, thenDragTo: edge.withOffset(CGVector(dx: 300, dy: 0)))
    let menuShown = app.staticTexts["메뉴 Menu"].isHittable
    app.buttons["둘째 Second"].tap()

    #expect(firstShown)
    #expect(menuShown)
    #expect(app.staticTexts["둘째 Second"].exists)
    #expect(!app.staticTexts["첫째 First"].exists)
    Attachment.record(app.screenshot(), named: "second page")
  }
}
