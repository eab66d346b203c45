import Foundation
import Testing
import XCUIAutomation

@Suite("XCUIAutomation: failures read like XCUITest's", .serialized)
@MainActor
struct XCUIFailureTests {
  @Test("a query that matches nothing fails with XCUITest's words and the element tree")
  func noMatches() {
    let app = launchFixture()
    defer { app.terminate() }

    withKnownIssue {
      app.buttons["Done"].tap()
    } matching: {
      issue($0, says: "No matches found for Button \"Done\"", "Button, ", "label: 'Tap me'")
    }
  }

  @Test("an element that never appears is not found when the timeout ends")
  func neverAppears() {
    let app = launchFixture()
    defer { app.terminate() }
    let start = Date()

    let appeared = app.staticTexts["never"].waitForExistence(timeout: 0.5)

    #expect(!appeared)
    #expect(Date().timeIntervalSince(start) >= 0.5)
  }

  @Test("a tap on a covered element fails: it is not hittable")
  func notHittable() {
    let app = launchFixture()
    defer { app.terminate() }
    let covered = app.buttons["covered"]

    #expect(covered.exists)
    #expect(!covered.isHittable)
    withKnownIssue {
      covered.tap()
    } matching: {
      issue($0, says: "Failed to tap Button \"covered\"", "not hittable")
    }
  }

  @Test("an app that crashes fails the action with the crash's message, and stops running")
  func crash() {
    let app = launchFixture()
    defer { app.terminate() }

    withKnownIssue {
      app.buttons["crash"].tap()
    } matching: {
      issue($0, says: "Lost connection to the application", "the fixture app crashed on purpose")
    }

    #expect(app.state == .notRunning)
    withKnownIssue {
      app.buttons["tap"].tap()
    } matching: {
      issue($0, says: "Lost connection to the application")
    }
  }

  @Test("typing with no text input focused fails as XCUITest does")
  func typingWithoutFocus() {
    let app = launchFixture()
    defer { app.terminate() }

    withKnownIssue {
      app.textFields["field"].typeText("x")
    } matching: {
      issue($0, says: "Neither element nor any descendant has keyboard focus")
    }
  }

  @Test("XCUIDevice.press(.home) fails, saying why it has no meaning here")
  func homeButton() {
    withKnownIssue {
      XCUIDevice.shared.press(.home)
    } matching: {
      issue($0, says: "press(.home) has no meaning here", "no background state", "terminate()")
    }
  }
}
