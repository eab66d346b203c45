import Foundation
import Testing
import UIKit
import UIKitTestSupport
import XCUIAutomation

/// The demo app in its own process and window, driven as a person would through XCUIAutomation:
/// found by its accessibility tree, clicked and typed into by synthesised input events. `make
/// test` runs it under `xvfb-run`; it shares that X screen with the other window tests, so it
/// takes its turn with them (`.uiTest`). Run elsewhere, XCUIApplication starts its own Xvfb.
@Suite("The demo, end to end with XCUIAutomation", .uiTest, .serialized)
@MainActor
struct DemoEndToEndTests {
  func launchDemo() -> XCUIApplication {
    let app = XCUIApplication(bundleIdentifier: "Demo")
    app.launch()
    return app
  }

  /// Opens the sheet from the Presentation tab's page of presentation styles; returns it.
  func openSheet(in app: XCUIApplication) -> XCUIElement {
    app.tabBars.buttons["Presentation"].tap()
    app.cells["Presentation styles"].tap()
    app.buttons["Sheet — drag me"].tap()
    return app.sheets.firstMatch
  }

  @Test("every tab is visited; a row pushes its screen and the back button pops it")
  func tabsPushAndPop() {
    let app = launchDemo()
    defer { app.terminate() }
    let tabs = app.tabBars.buttons
    let seed001 = app.cells["Seed 001 · an embedded child"]

    var selected: [String] = []
    for tab in ["Presentation", "Animation", "Controls", "Lists", "Containers"] {
      tabs[tab].tap()
      if tabs[tab].isSelected { selected.append(tab) }
    }
    seed001.tap()
    let back = app.navigationBars.buttons["Containers"]
    let pushed = back.exists && !seed001.exists
    back.tap()

    #expect(selected == ["Presentation", "Animation", "Controls", "Lists", "Containers"])
    #expect(pushed)
    #expect(seed001.isHittable)
    #expect(!back.exists)
  }

  @Test(
    "↓ moves the list's highlight row by row and Return pushes that row; back, it is deselected"
  )
  func keyboardOpensARow() {
    let app = launchDemo()
    defer { app.terminate() }
    let seed001 = app.cells["Seed 001 · an embedded child"]

    app.typeKey(.downArrow, modifierFlags: [])
    app.typeKey(.downArrow, modifierFlags: [])
    app.typeKey(.return, modifierFlags: [])
    let back = app.navigationBars.buttons["Containers"]
    let pushed = back.exists && !seed001.exists
    back.tap()

    #expect(pushed)
    #expect(seed001.isHittable)
    #expect(!seed001.isSelected)
  }

  @Test("a short slow drag from the left edge cancels the pop; a long one completes it")
  func dragBackAndCancel() {
    let app = launchDemo()
    defer { app.terminate() }
    app.cells["Seed 001 · an embedded child"].tap()
    let back = app.navigationBars.buttons["Containers"]
    let edge = app.windows.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0.5))
      .withOffset(CGVector(dx: 2, dy: 0))

    edge.press(
      forDuration: 0.05, thenDragTo: edge.withOffset(CGVector(dx: 80, dy: 0)), withVelocity: .slow,
      thenHoldForDuration: 0.3)
    let stayedAfterCancel = back.exists
    edge.press(
      forDuration: 0.05, thenDragTo: edge.withOffset(CGVector(dx: 300, dy: 0)),
      withVelocity: .slow, thenHoldForDuration: 0.1)

    #expect(stayedAfterCancel)
    #expect(!back.exists)
    #expect(app.cells["Seed 001 · an embedded child"].isHittable)
  }

  @Test("a sheet opens over its presenter and a drag of its top down dismisses it")
  func sheetDraggedDown() {
    let app = launchDemo()
    defer { app.terminate() }

    let sheet = openSheet(in: app)
    let opened = sheet.exists
    let presenterCovered = !app.buttons["Form sheet"].isHittable
    let top = sheet.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.02))
    top.press(
      forDuration: 0.05,
      thenDragTo: app.windows.firstMatch.coordinate(
        withNormalizedOffset: CGVector(dx: 0.5, dy: 0.98)))

    #expect(opened)
    #expect(presenterCovered)
    #expect(!sheet.exists)
    #expect(app.buttons["Form sheet"].isHittable)
  }

  @Test("a swipe turns the page view controller's page; the page indicator follows")
  func turnAPage() {
    let app = launchDemo()
    defer { app.terminate() }
    app.cells["Page view controller"].tap()
    let indicator = app.pageIndicators.firstMatch
    let first = indicator.value as? String

    app.windows.firstMatch.swipeLeft()

    #expect(first == "page 1 of 5")
    #expect(indicator.value as? String == "page 2 of 5")
  }

  @Test("Korean typed into the controls page's text field shows in it and in its echo")
  func typeKorean() {
    let app = launchDemo()
    defer { app.terminate() }
    app.tabBars.buttons["Controls"].tap()
    app.collectionViews.cells["Controls"].tap()
    let field = app.textFields["field"]

    field.tap()
    field.typeText("안녕하세요")

    #expect(field.value as? String == "안녕하세요")
    #expect(app.staticTexts["echo"].label == "안녕하세요")
  }

  @Test("Ctrl+→ and Ctrl+← rotate the window; Ctrl+D turns dark mode on")
  func rotateAndDarkMode() throws {
    let app = launchDemo()
    defer { app.terminate() }
    let window = app.windows.firstMatch

    app.typeKey(.rightArrow, modifierFlags: .control)
    let landscape = window.frame.size
    app.typeKey(.leftArrow, modifierFlags: .control)
    let portrait = window.frame.size
    let light = try brightness(of: app.screenshot(), at: CGPoint(x: 195, y: 700))
    app.typeKey("d", modifierFlags: .control)
    let dark = try brightness(of: app.screenshot(), at: CGPoint(x: 195, y: 700))

    #expect(landscape == CGSize(width: 844, height: 390))
    #expect(portrait == CGSize(width: 390, height: 844))
    #expect(light > 200)
    #expect(dark < 60)
  }

  @Test("Ctrl+Alt+Z shakes the device: the app delegate logs it in the F4 panel, which shows")
  func shake() throws {
    let app = launchDemo()
    defer { app.terminate() }

    app.typeKey(.F4, modifierFlags: [])
    app.typeKey("z", modifierFlags: [.control, .option])

    #expect(app.staticTexts["shake"].waitForExistence(timeout: 5))
    // The panel is a second window: a screenshot draws it over the app's, as a frame does.
    #expect(try brightness(of: app.screenshot(), at: CGPoint(x: 360, y: 740)) < 100)
  }

  /// The mean of the red, green and blue of the screenshot's pixel at `point` (in points).
  private func brightness(of screenshot: XCUIScreenshot, at point: CGPoint) throws -> Int {
    let image = screenshot.image
    let bitmap = image.bitmap
    let x = Int(point.x * image.scale)
    let y = Int(point.y * image.scale)
    try #require(x < bitmap.width && y < bitmap.height)
    let offset = (y * bitmap.width + x) * 4
    return (0..<3).map { Int(bitmap.pixels[offset + $0]) }.reduce(0, +) / 3
  }
}
