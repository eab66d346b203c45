import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Date pickers drawn and compared with references: the wheels of each mode, the selected parts
/// in the band; the compact style's buttons; the inline style's calendar.
@Suite("Snapshot: a date picker's wheels, compact buttons and inline calendar", .uiTest)
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

  /// A picker in `style` and `mode` at 17 May 2026, 22:45 UTC, in `locale`, at its own size.
  private func picker(
    _ style: UIDatePickerStyle, _ mode: UIDatePicker.Mode, locale: String = "en_US"
  ) -> UIDatePicker {
    let picker = UIDatePicker()
    picker.preferredDatePickerStyle = style
    picker.backgroundColor = .systemBackground
    picker.locale = Locale(identifier: locale)
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.datePickerMode = mode
    picker.date = Date(timeIntervalSince1970: 1_779_057_900)
    picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
    return picker
  }

  @Test("compact: the date's and the time's rounded buttons")
  func compact() {
    assertSnapshot(
      of: picker(.compact, .dateAndTime), as: .image(traits: UITraitCollection(displayScale: 2)))
  }

  @Test("compact at an accessibility text size: the buttons' text grows")
  func compactLargeText() {
    let picker = picker(.compact, .dateAndTime)
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
      UITraitCollection(displayScale: 2),
    ])
    picker.frame = .zero

    assertSnapshot(of: picker, as: .image(traits: traits))
  }

  @Test("inline: May 2026, the 17th picked, days outside the limits dimmed, the time's row")
  func inline() {
    let picker = picker(.inline, .dateAndTime)
    picker.minimumDate = Date(timeIntervalSince1970: 1_778_457_600)
    picker.maximumDate = Date(timeIntervalSince1970: 1_780_099_200)

    assertSnapshot(of: picker, as: .image(traits: UITraitCollection(displayScale: 2)))
  }

  @Test("inline, right to left, in British English: weeks from Monday, from the right")
  func inlineRightToLeft() {
    let picker = picker(.inline, .date, locale: "en_GB")
    picker.semanticContentAttribute = .forceRightToLeft

    assertSnapshot(of: picker, as: .image(traits: UITraitCollection(displayScale: 2)))
  }

  @Test("inline at .large and at an accessibility size: the days, weekdays and title grow")
  func inlineTextSizes() {
    for (name, category) in [
      ("large", UIContentSizeCategory.large), ("ax4", .accessibilityExtraExtraLarge),
    ] {
      let picker = picker(.inline, .date)
      picker.frame = .zero
      let traits = UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: category),
        UITraitCollection(displayScale: 2),
      ])

      assertSnapshot(of: picker, as: .image(traits: traits), named: name)
    }
  }

  @Test("inline date and time at the largest accessibility size: the time's label above its button")
  func inlineTimeRowLargestText() {
    let picker = picker(.inline, .dateAndTime)
    picker.frame = .zero
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
      UITraitCollection(displayScale: 2),
    ])

    assertSnapshot(of: picker, as: .image(traits: traits))
  }

  @Test("inline with the month and year wheels open: the title tinted, its chevron down")
  func inlineMonthWheels() throws {
    let picker = picker(.inline, .date)
    let calendar = try #require(Self.firstContainer(in: picker))
    let header = try #require(calendar.accessibilityElements?.first as? UIAccessibilityElement)

    #expect(header.accessibilityActivate())

    assertSnapshot(of: picker, as: .image(traits: UITraitCollection(displayScale: 2)))
  }

  /// The first view under `view` that lists accessibility elements: the calendar.
  private static func firstContainer(in view: UIView) -> UIView? {
    for subview in view.subviews {
      if !subview.isHidden, subview.accessibilityElements != nil { return subview }
      if let found = firstContainer(in: subview) { return found }
    }
    return nil
  }
}
