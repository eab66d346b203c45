import Foundation
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A compact date picker's calendar opened over its window, rendered headless and compared with
/// `__Snapshots__/DatePickerReferenceTests/<test>.<name>.png`.
@Suite("Reference images: a compact date picker's calendar", .uiTest)
@MainActor
struct DatePickerReferenceTests {
  @Test("a click on the date's button opens May's calendar below it, the button's text tinted")
  func calendarOpen() {
    let picker = UIDatePicker()
    picker.locale = Locale(identifier: "en_US")
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.date = Date(timeIntervalSince1970: 1_779_057_900)
    picker.frame = CGRect(origin: CGPoint(x: 16, y: 80), size: picker.intrinsicContentSize)
    let root = UIViewController()
    root.view.backgroundColor = .systemGroupedBackground
    root.view.addSubview(picker)
    let pointer = Pointer(
      window: TestApplication.makeWindow(root: root, size: CGSize(width: 360, height: 520)))
    pointer.clock.settle()

    pointer.down(CGPoint(x: 30, y: picker.frame.midY))
    pointer.up(CGPoint(x: 30, y: picker.frame.midY))
    pointer.clock.settle()

    assertSnapshot(
      of: UIImage(bitmap: WindowSnapshot.render(pointer.window)),
      as: .image(perceptualPrecision: 0.99), named: "calendar-open")
  }
}
