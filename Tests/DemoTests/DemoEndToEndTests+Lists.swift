import Foundation
import Testing
import UIKit
import XCUIAutomation

/// The Lists tab, driven as a person would: its rows push the list screens, whose rows scroll,
/// swipe and delete.
extension DemoEndToEndTests {
  /// Opens the Lists tab's row titled `row`.
  private func launchLists(opening row: String) -> XCUIApplication {
    let app = launchDemo()
    app.tabBars.buttons["Lists"].tap()
    app.cells[row].tap()
    return app
  }

  @Test("the Lists tab's 100,000-row table scrolls by a flick: its first row leaves the screen")
  func hundredThousandRowsScroll() {
    let app = launchLists(opening: "100,000 rows")
    defer { app.terminate() }
    let first = app.staticTexts["Row 0"]
    let shown = first.isHittable

    app.windows.firstMatch.swipeUp()

    #expect(shown)
    #expect(!first.exists)
    #expect(app.navigationBars["100,000 rows"].exists)
  }

  @Test("a swipe on a mailbox row reveals Delete and Flag; Delete removes the row")
  func mailboxSwipeDeletes() {
    let app = launchLists(opening: "Swipe actions & reordering")
    defer { app.terminate() }
    let row = app.cells["Ji-woo Park"]
    let before = row.isHittable

    row.swipeLeft()
    let revealed = (app.buttons["Delete"].isHittable, app.buttons["Flag"].isHittable)
    app.buttons["Delete"].tap()

    #expect(before)
    #expect(revealed == (true, true))
    #expect(!row.exists)
    #expect(app.cells["Build bot"].isHittable)
  }
}
