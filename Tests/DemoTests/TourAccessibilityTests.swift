import SnapshotTesting
import Testing
import UIKit
import UIKitTestSupport

@testable import Demo

/// The order VoiceOver reads a tour screen in: its elements by rows from the top, each row
/// from the leading side, with containers' `accessibilityElements` in their own order, each as
/// the event log window prints it (label, value, traits, identifier).
@Suite("Accessibility order of the demo's screens", .uiTest)
@MainActor
struct TourAccessibilityTests {
  /// The tour on its tab at `tab`, with the row titled `title` opened as a click opens it,
  /// after the push's frames; the window's elements in reading order, one a line.
  private func readingOrder(tab: Int, row title: String) throws -> String {
    let tour = TourTabBarController()
    tour.selectedIndex = tab
    let window = TestApplication.makeWindow(root: tour)
    defer { window.isHidden = true }
    UIApplication.shared.advance(by: 0)
    let navigation = try #require(tour.selectedViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? TourListViewController)
    let row = try #require(list.items.firstIndex { $0.title == title })
    list.open(row, animated: false)
    UIApplication.shared.advance(by: 1)
    return AccessibilityHierarchy.elements(of: window).map(AccessibilityHierarchy.line(for:))
      .joined(separator: "\n")
  }

  @Test("the controls screen: the bar, each control row by row, the picker's wheel, the tabs")
  func controls() throws {
    let order = try readingOrder(tab: 3, row: "Controls")

    assertSnapshot(of: order, as: .lines)
  }
}
