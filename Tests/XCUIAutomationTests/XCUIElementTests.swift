import Foundation
import Testing
import XCUIAutomation

@Suite("XCUIAutomation: queries and actions on a launched app", .serialized)
@MainActor
struct XCUIElementTests {
  @Test("a tap reaches the button, and the label it changes reads the new text at once")
  func tapAndRead() {
    let app = launchFixture()
    defer { app.terminate() }

    app.buttons["tap"].tap()
    app.buttons["Tap me"].tap()

    #expect(app.staticTexts["count"].label == "Taps: 2")
    #expect(app.state == .runningForeground)
  }

  @Test("queries by type, identifier, predicate, index and first match")
  func queries() {
    let app = launchFixture()
    defer { app.terminate() }

    let buttons = app.buttons
    let byPredicate = buttons.matching(NSPredicate(format: "label BEGINSWITH[c] %@", "show"))
    let byBlock = buttons.matching(
      NSPredicate { object, _ in
        MainActor.assumeIsolated { (object as? any XCUIElementSnapshot)?.identifier == "crash" }
      })

    #expect(buttons.count == 4)
    #expect(byPredicate.count == 1)
    #expect(byPredicate.element.identifier == "later")
    #expect(byBlock.element.label == "Crash")
    #expect(buttons.element(boundBy: 0).label == "Tap me")
    #expect(buttons.firstMatch.identifier == "tap")
    #expect(app.textFields["field"].placeholderValue == "Type here")
    #expect(app.textFields["field"].label == "")
    #expect(app.textFields["Type here"].identifier == "field")
    #expect(app.textFields.matching(identifier: "Type here").count == 1)
    #expect(
      app.windows.element.descendants(matching: .button).matching(identifier: "tap").count == 1)
    #expect(app.buttons["tap"].elementType == .button)
    #expect(app.buttons["tap"].frame.width > 0)
  }

  @Test("typed Korean text lands in the tapped text field")
  func typeKorean() {
    let app = launchFixture()
    defer { app.terminate() }
    let field = app.textFields["field"]

    field.tap()
    field.typeText("안녕 UIKit")

    #expect(field.value as? String == "안녕 UIKit")
  }

  @Test("waitForExistence sees a label that appears after the action returned")
  func waitForExistence() {
    let app = launchFixture()
    defer { app.terminate() }

    app.buttons["later"].tap()

    #expect(app.staticTexts["appeared"].waitForExistence(timeout: 10))
  }

  @Test("a screenshot of the app is the window; of an element, its frame")
  func screenshots() {
    let app = launchFixture()
    defer { app.terminate() }
    let button = app.buttons["tap"]

    let window = app.screenshot()
    let element = button.screenshot()

    #expect(window.image.size.width * window.image.scale == 390)
    #expect(element.image.size.width * element.image.scale == button.frame.width.rounded(.up))
    Attachment.record(window, named: "fixture")
  }

  @Test("an alert is found by its title; its button dismisses it and runs its handler")
  func alert() {
    let app = XCUIApplication(bundleIdentifier: "AutomationFixtureApp")
    app.launchArguments = ["--show-alert"]
    app.launch()
    defer { app.terminate() }
    let alert = app.alerts["Discard draft?"]

    let shown = alert.waitForExistence(timeout: 10)
    let message = alert.staticTexts["Your changes will be lost."].exists
    let buttons = alert.buttons.allElementsBoundByIndex.map(\.label)
    let underneathHittable = app.buttons["tap"].isHittable
    Attachment.record(app.screenshot(), named: "alert")
    alert.buttons["Discard"].tap()

    #expect(shown)
    #expect(message)
    #expect(buttons == ["Keep", "Discard"])
    #expect(!underneathHittable)
    #expect(!alert.exists)
    #expect(app.staticTexts["count"].label == "Discarded")
  }
}
