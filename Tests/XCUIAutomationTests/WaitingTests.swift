import Foundation
import Testing

@testable import XCUIAutomation

@Suite("XCUIAutomation: waiting sleeps until the app's tree changes", .serialized)
@MainActor
struct WaitingTests {
  @Test("waitForExistence asks once, and the app answers when the label appears")
  func waitsForTheChange() {
    let app = launchFixture()
    defer { app.terminate() }
    app.buttons["later"].tap()
    let before = app.requestsSent

    let appeared = app.staticTexts["appeared"].waitForExistence(timeout: 10)

    #expect(appeared)
    // A snapshot without the label, then one `change` answered in the frame that added it
    // (asking once a frame for the 0.3 s it takes would be some 18 requests).
    #expect(app.requestsSent - before == 2)
  }

  @Test("a wait for an element that never appears asks once more and ends at its timeout")
  func endsAtTheTimeout() {
    let app = launchFixture()
    defer { app.terminate() }
    let before = app.requestsSent

    let appeared = app.staticTexts["never"].waitForExistence(timeout: 0.5)

    #expect(!appeared)
    #expect(app.requestsSent - before == 2)
    #expect(app.state == .runningForeground)
  }

  @Test("waitForNonExistence sees the element that exists at once")
  func nonExistence() {
    let app = launchFixture()
    defer { app.terminate() }

    let gone = app.buttons["tap"].waitForNonExistence(timeout: 0.3)
    let stillThere = app.buttons["tap"].exists

    #expect(!gone)
    #expect(stillThere)
  }
}
