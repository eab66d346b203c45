import Foundation
import Testing
import UIKit
import XCUIAutomation

/// The gestures and device settings of XCUIAutomation beyond a tap, on the demo: each asserts
/// what the app shows afterwards.
extension DemoEndToEndTests {
  /// Opens the Controls page, whose slider, text field and paged cards these tests use.
  private func launchControls() -> XCUIApplication {
    let app = launchDemo()
    app.tabBars.buttons["Controls"].tap()
    app.collectionViews.cells["Controls"].tap()
    return app
  }

  @Test("a navigation bar is found by its title, which follows a push")
  func navigationBarByTitle() {
    let app = launchDemo()
    defer { app.terminate() }
    let containers = app.navigationBars["Containers"]

    let before = containers.exists
    app.cells["Seed 001 · an embedded child"].tap()
    let pushedTitle = app.navigationBars.element.identifier

    #expect(before)
    #expect(!containers.exists)
    #expect(!pushedTitle.isEmpty && pushedTitle != "Containers")
    #expect(app.navigationBars[pushedTitle].buttons["Containers"].exists)
  }

  @Test("XCUIDevice's orientation turns the window as the Simulator's rotation does")
  func deviceOrientation() {
    let app = launchDemo()
    defer { app.terminate() }
    let window = app.windows.firstMatch
    let device = XCUIDevice.shared

    let initial = device.orientation
    device.orientation = .landscapeLeft
    let landscape = (window.frame.size, device.orientation)
    device.orientation = .portrait
    let portrait = (window.frame.size, device.orientation)

    #expect(initial == .portrait)
    #expect(landscape.0 == CGSize(width: 844, height: 390))
    #expect(landscape.1 == .landscapeLeft)
    #expect(portrait.0 == CGSize(width: 390, height: 844))
    #expect(portrait.1 == .portrait)
  }

  @Test("adjust(toNormalizedSliderPosition:) drags the slider; its label reads the new value")
  func adjustSlider() throws {
    let app = launchControls()
    defer { app.terminate() }
    let before = app.staticTexts["30%"].exists

    app.sliders.firstMatch.adjust(toNormalizedSliderPosition: 0.8)
    let value = try #require(app.sliders.firstMatch.value as? String)
    let percent = try #require(Int(value.dropLast()))

    #expect(before)
    // The pointer lands on whole points, so the thumb may stop a point off the exact place.
    #expect(abs(percent - 80) <= 1)
    #expect(app.staticTexts["\(percent)%"].exists)
  }

  @Test("doubleTap() in a text field selects a word, which typing then replaces")
  func doubleTapSelectsAWord() {
    let app = launchControls()
    defer { app.terminate() }
    let field = app.textFields["field"]
    field.tap()
    field.typeText("첫째 둘째")

    field.doubleTap()
    field.typeText("셋째")

    #expect(field.value as? String == "첫째 셋째")
    #expect(app.staticTexts["echo"].label == "첫째 셋째")
  }

  @Test("press(forDuration:) on a card opens its context menu; its action turns the page")
  func longPressOpensTheContextMenu() {
    let app = launchControls()
    defer { app.terminate() }
    let firstCard = app.staticTexts["페이지 1 · 휠이나 드래그 wheel or drag"]
    let next = app.buttons["다음 페이지 · Next page"]

    let menuBefore = next.exists
    firstCard.press(forDuration: 0.8)
    let menuShown = next.exists
    next.tap()

    #expect(!menuBefore)
    #expect(menuShown)
    #expect(!next.exists)
    #expect(app.staticTexts["페이지 2 · 휠이나 드래그 wheel or drag"].isHittable)
    #expect(!firstCard.isHittable)
  }

  @Test("press(forDuration:thenDragTo:) drags a sheet down onto the tab bar, dismissing it")
  func dragASheetOntoTheTabBar() {
    let app = launchDemo()
    defer { app.terminate() }
    let sheet = openSheet(in: app)
    let opened = sheet.exists

    sheet.press(forDuration: 0.05, thenDragTo: app.tabBars.firstMatch)

    #expect(opened)
    #expect(!sheet.exists)
    #expect(app.buttons["Form sheet"].isHittable)
  }
}
