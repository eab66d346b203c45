import Foundation
import Testing
import XCUIAutomation

/// The fixture app, launched for one test.
@MainActor
func launchFixture() -> XCUIApplication {
  let app = XCUIApplication(bundleIdentifier: "AutomationFixtureApp")
  app.launch()
  return app
}

/// Whether a recorded issue's text contains every one of `parts`.
func issue(_ issue: Issue, says parts: String...) -> Bool {
  let text = issue.comments.map(\.rawValue).joined(separator: "\n")
  return parts.allSatisfy { text.contains($0) }
}
