import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Date pickers in the wheels style drawn and compared with references: the wheels of each
/// mode, the selected parts in the band.
@Suite("Snapshot: a date picker's wheels", .uiTest)
@MainActor
struct DatePickerSnapshotTests {
  /// A wheels-style picker in `mode` at 17 May 2026, 22:45 UTC, in US English.
  private func picker(_ mode: UIDatePicker.Mode) -> UIDatePicker {
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.preferredDatePickerStyle = .wheels
    picker.backgroundColor = .systemBackground
    picker.locale = Locale(identifier: "en_US")
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.datePickerMode = mode
    picker.date = Date(timeIntervalSince1970: 1_779_057_900)
    return picker
  }

  @Test("a .date picker: month, day and year")
  func date() {
    assertSnapshot(of: picker(.date), as: .image(traits: UITraitCollection(displayScale: 2)))
  }

  @Test("a .dateAndTime picker: day, hour, minute and AM/PM")
  func dateAndTime() {
    assertSnapshot(
      of: picker(.dateAndTime), as: .image(traits: UITraitCollection(displayScale: 2)))
  }
}
