import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A date picker's compact and inline styles, clicked as the host sends clicks: a day picked in
/// the calendar sets the date (keeping its time) and tells the targets once; days outside the
/// limits cannot be picked; the weeks follow the calendar's first weekday and the layout
/// direction.
@Suite("UIDatePicker: the compact and inline styles", .uiTest)
@MainActor
struct DatePickerStyleTests {
  let datePicker = UIDatePicker()
  let log = LifecycleLog()
  let utc = TimeZone(identifier: "UTC")!

  /// The calendar's cells: 8 points in, 64 down, a seventh of 304 points wide, 44 high.
  private static let cellWidth: CGFloat = 304 / 7

  init() {
    datePicker.locale = Locale(identifier: "en_US")
    datePicker.timeZone = utc
    datePicker.date = date(5, 17)
    datePicker.addAction(
      UIAction { [log, datePicker] _ in log.record("valueChanged \(datePicker.date)") },
      for: .valueChanged)
  }

  /// `year`-`month`-`day` at `hour`:`minute` UTC.
  private func date(_ month: Int, _ day: Int, _ hour: Int = 22, _ minute: Int = 45) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(
      from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))!
  }

  /// The centre of the calendar's cell in `week` and `column` (from the left), offset by
  /// `origin`.
  private func cell(week: Int, column: Int, origin: CGPoint = .zero) -> CGPoint {
    CGPoint(
      x: origin.x + 8 + (CGFloat(column) + 0.5) * Self.cellWidth,
      y: origin.y + 64 + CGFloat(week) * 44 + 22)
  }

  /// The inline picker in `mode`, at its own size, with a pointer over it.
  private func inline(_ mode: UIDatePicker.Mode = .date) -> Pointer {
    datePicker.preferredDatePickerStyle = .inline
    datePicker.datePickerMode = mode
    datePicker.frame = CGRect(origin: .zero, size: datePicker.intrinsicContentSize)
    return Pointer.over(datePicker)
  }

  private func click(_ pointer: Pointer, _ point: CGPoint) {
    pointer.down(point)
    pointer.up(point)
  }

  @Test("`.automatic` is `.compact` as on iOS 14; a countdown has wheels in every style")
  func resolvedStyles() {
    var styles: [String] = []

    for preferred in [UIDatePickerStyle.automatic, .wheels, .compact, .inline] {
      datePicker.preferredDatePickerStyle = preferred
      for mode in [UIDatePicker.Mode.time, .date, .dateAndTime, .countDownTimer] {
        datePicker.datePickerMode = mode
        styles.append("\(preferred.rawValue)/\(mode.rawValue)→\(datePicker.datePickerStyle)")
      }
    }

    #expect(
      styles == [
        "0/0→compact", "0/1→compact", "0/2→compact", "0/3→wheels",
        "1/0→wheels", "1/1→wheels", "1/2→wheels", "1/3→wheels",
        "2/0→compact", "2/1→compact", "2/2→compact", "2/3→wheels",
        "3/0→inline", "3/1→inline", "3/2→inline", "3/3→wheels",
      ])
  }

  @Test("the inline calendar's size: 320 wide, with the time's row for a date and time")
  func inlineSizes() {
    datePicker.preferredDatePickerStyle = .inline
    datePicker.datePickerMode = .date
    let date = datePicker.intrinsicContentSize
    datePicker.datePickerMode = .dateAndTime
    let dateAndTime = datePicker.intrinsicContentSize

    #expect(date == CGSize(width: 320, height: 336))
    #expect(dateAndTime == CGSize(width: 320, height: 388))
  }

  @Test("a click on a day picks it, keeping the time, and tells the targets once")
  func pickDay() {
    let pointer = inline()
    datePicker.date = date(5, 18)
    let setInCode = log.take()

    click(pointer, cell(week: 3, column: 3))
    click(pointer, cell(week: 3, column: 3))

    #expect(setInCode == [])
    #expect(log.entries == ["valueChanged \(date(5, 20))"])
  }

  @Test("days outside the limits, and months wholly outside them, cannot be picked")
  func limits() {
    datePicker.minimumDate = date(5, 10, 12, 0)
    datePicker.maximumDate = date(6, 2, 9, 0)
    let pointer = inline()

    click(pointer, cell(week: 1, column: 5))
    click(pointer, cell(week: 1, column: 0))
    click(pointer, CGPoint(x: 320 - 8 - 44 - 22, y: 22))
    click(pointer, cell(week: 2, column: 0))
    click(pointer, CGPoint(x: 320 - 8 - 22, y: 22))
    click(pointer, CGPoint(x: 320 - 8 - 22, y: 22))
    click(pointer, cell(week: 0, column: 2))
    click(pointer, cell(week: 0, column: 3))

    #expect(
      log.entries == [
        "valueChanged \(date(5, 10))", "valueChanged \(date(6, 2, 9, 0))",
      ])
  }

  @Test("the next chevron pages to the next month, whose days are then picked")
  func paging() {
    let pointer = inline(.dateAndTime)

    click(pointer, CGPoint(x: 320 - 8 - 22, y: 22))
    click(pointer, cell(week: 1, column: 3))

    #expect(log.entries == ["valueChanged \(date(6, 10))"])
  }

  @Test("weeks start on the locale's first weekday: Monday in British English")
  func firstWeekday() {
    let pointer = inline()

    click(pointer, cell(week: 0, column: 4))
    datePicker.locale = Locale(identifier: "en_GB")
    click(pointer, cell(week: 0, column: 4))

    #expect(log.entries == ["valueChanged \(date(5, 1))"])
  }

  @Test("right to left, the weeks run from the right")
  func rightToLeft() {
    datePicker.semanticContentAttribute = .forceRightToLeft
    let pointer = inline()

    click(pointer, cell(week: 3, column: 0))
    click(pointer, cell(week: 0, column: 1))

    #expect(log.entries == ["valueChanged \(date(5, 23))", "valueChanged \(date(5, 1))"])
  }

  @Test("the compact date button opens the calendar below it; a day picked there sets the date")
  func compactDate() {
    datePicker.preferredDatePickerStyle = .compact
    datePicker.frame = CGRect(origin: CGPoint(x: 20, y: 40), size: datePicker.intrinsicContentSize)
    let pointer = Pointer.over(datePicker)
    let before = pointer.window.subviews.count

    click(pointer, CGPoint(x: 30, y: datePicker.frame.midY))
    let panel = pointer.window.subviews.last!.subviews.first!.frame
    click(pointer, cell(week: 3, column: 3, origin: panel.origin))
    let whileOpen = pointer.window.subviews.count
    click(pointer, CGPoint(x: 390, y: 590))

    #expect(panel.minY == datePicker.frame.maxY + 8)
    #expect(panel.size == CGSize(width: 320, height: 336))
    #expect(whileOpen == before + 1)
    #expect(pointer.window.subviews.count == before)
    #expect(log.entries == ["valueChanged \(date(5, 20))"])
  }

  @Test("Escape closes the compact picker's calendar without picking")
  func escapeCloses() {
    datePicker.preferredDatePickerStyle = .compact
    datePicker.frame = CGRect(origin: CGPoint(x: 20, y: 40), size: datePicker.intrinsicContentSize)
    let pointer = Pointer.over(datePicker)
    let before = pointer.window.subviews.count

    click(pointer, CGPoint(x: 30, y: datePicker.frame.midY))
    let whileOpen = pointer.window.subviews.count
    pointer.key(.keyboardEscape, UIKeyCommand.inputEscape)
    pointer.clock.settle()

    #expect(whileOpen == before + 1)
    #expect(pointer.window.subviews.count == before)
    #expect(log.entries == [])
  }

  @Test("the compact time button opens the time's wheels; a turn sets this picker's time")
  func compactTime() {
    datePicker.preferredDatePickerStyle = .compact
    datePicker.frame = CGRect(origin: CGPoint(x: 20, y: 40), size: datePicker.intrinsicContentSize)
    let pointer = Pointer.over(datePicker)

    click(pointer, CGPoint(x: datePicker.frame.maxX - 10, y: datePicker.frame.midY))
    let panel = pointer.window.subviews.last!.subviews.first!.frame
    click(pointer, CGPoint(x: panel.minX + 105, y: panel.minY + 108 + 32))

    #expect(panel.size == CGSize(width: 320, height: 216))
    #expect(log.entries == ["valueChanged \(date(5, 17, 23, 45))"])
  }

  // MARK: Month and year wheels

  /// Where a click turns the month and year wheels, opened by the title, one row down: the
  /// wheels (216 high) sit in the middle of the 284 points under the header.
  private static let monthWheel = CGPoint(x: 100, y: 44 + 34 + 108 + 32)
  private static let yearWheel = CGPoint(x: 230, y: 44 + 34 + 108 + 32)
  private static let title = CGPoint(x: 60, y: 22)

  @Test("the title opens month and year wheels; each turn moves the date once; it closes them")
  func monthAndYearWheels() {
    let pointer = inline()

    click(pointer, Self.title)
    click(pointer, Self.monthWheel)
    click(pointer, cell(week: 5, column: 0))
    click(pointer, Self.yearWheel)
    click(pointer, Self.title)
    click(pointer, cell(week: 1, column: 3))

    // June 2027 starts on a Tuesday: the second week's fourth day is the 9th.
    #expect(
      log.entries == [
        "valueChanged \(date(6, 17))",
        "valueChanged \(date(6, 17).addingTimeInterval(365 * 86_400))",
        "valueChanged \(date(6, 9).addingTimeInterval(365 * 86_400))",
      ])
  }

  @Test("a turn to a shorter month keeps the day within it, as the date wheels do")
  func monthWheelClampsDay() {
    datePicker.date = date(5, 31)
    let pointer = inline()

    click(pointer, Self.title)
    click(pointer, Self.monthWheel)

    #expect(log.entries == ["valueChanged \(date(6, 30))"])
  }

  @Test("a month and year picker is wheels in every style; .compact or .inline raises")
  func yearAndMonthMode() {
    let exceptions = ExceptionRecorder()
    datePicker.datePickerMode = .yearAndMonth
    let automatic = datePicker.datePickerStyle

    datePicker.preferredDatePickerStyle = .inline

    #expect(automatic == .wheels)
    #expect(datePicker.datePickerStyle == .wheels)
    #expect(UIDatePicker.Mode.yearAndMonth.rawValue == 4)
    #expect(exceptions.names == [.invalidArgumentException])
  }

  // MARK: Accessibility

  /// The calendar's accessibility elements, as VoiceOver reads them.
  private var calendarElements: [UIAccessibilityElement] {
    let calendar = datePicker.descendants.first { !$0.isHidden && $0.accessibilityElements != nil }
    return (calendar?.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
  }

  @Test("the header, the chevrons and each day are buttons; the picked day is selected")
  func accessibilityElements() {
    datePicker.minimumDate = date(5, 10, 12, 0)
    _ = inline()

    let elements = calendarElements
    let labels = elements.map { $0.accessibilityLabel ?? "" }
    let traits = Dictionary(
      uniqueKeysWithValues: elements.map { ($0.accessibilityLabel ?? "", $0.accessibilityTraits) })

    #expect(labels.count == 3 + 31)
    #expect(
      Array(labels.prefix(5)) == [
        "May 2026", "Previous Month", "Next Month", "Friday, May 1, 2026", "Saturday, May 2, 2026",
      ])
    #expect(traits["May 2026"] == .button)
    #expect(traits["Previous Month"] == [.button, .notEnabled])
    #expect(traits["Next Month"] == .button)
    #expect(traits["Sunday, May 17, 2026"] == [.button, .selected])
    #expect(traits["Saturday, May 9, 2026"] == [.button, .notEnabled])
    #expect(traits["Sunday, May 10, 2026"] == .button)
    #expect(
      elements[3 + 19].accessibilityFrame
        == CGRect(
          x: 8 + 3 * Self.cellWidth, y: 64 + 3 * 44, width: Self.cellWidth, height: 44
        ).offsetBy(
          dx: datePicker.convert(CGPoint.zero, to: nil).x,
          dy: datePicker.convert(CGPoint.zero, to: nil).y))
  }

  @Test("activating a day picks it once; a day outside the limits refuses; the next chevron pages")
  func accessibilityActivation() {
    datePicker.minimumDate = date(5, 10, 12, 0)
    _ = inline()
    let elements = calendarElements

    let picked = elements[3 + 19].accessibilityActivate()
    let again = elements[3 + 19].accessibilityActivate()
    let refused = elements[3 + 2].accessibilityActivate()
    let paged = elements[2].accessibilityActivate()
    let june = calendarElements

    #expect((picked, again, refused, paged) == (true, true, false, true))
    #expect(log.entries == ["valueChanged \(date(5, 20))"])
    #expect(june.count == 3 + 30)
    #expect(june[0].accessibilityLabel == "June 2026")
  }

  @Test("the compact picker's date and time are buttons read by their text; activating opens")
  func accessibilityCompactButtons() {
    datePicker.preferredDatePickerStyle = .compact
    datePicker.datePickerMode = .dateAndTime
    datePicker.frame = CGRect(origin: CGPoint(x: 20, y: 40), size: datePicker.intrinsicContentSize)
    let pointer = Pointer.over(datePicker)
    let before = pointer.window.subviews.count

    let buttons = datePicker.descendants.filter { $0.isAccessibilityElement && !($0 is UILabel) }
    let opened = buttons.last?.accessibilityActivate()

    // ICU's short time puts a narrow no-break space before "PM", as iOS 17's does.
    #expect(buttons.map { $0.accessibilityLabel ?? "" } == ["May 17, 2026", "10:45\u{202F}PM"])
    #expect(buttons.map(\.accessibilityTraits) == [.button, .button])
    #expect(opened == true)
    #expect(pointer.window.subviews.count == before + 1)
  }

  @Test(
    "the header opens the wheels for VoiceOver too; the elements are then the header and wheels")
  func accessibilityWheels() {
    _ = inline()

    let opened = calendarElements[0].accessibilityActivate()
    let calendar = datePicker.descendants.first { !$0.isHidden && $0.accessibilityElements != nil }
    let elements = calendar?.accessibilityElements ?? []

    #expect(opened)
    #expect(elements.count == 2)
    #expect((elements[0] as? UIAccessibilityElement)?.accessibilityTraits == [.button, .selected])
    #expect(elements[1] is UIDatePicker)
  }

  // MARK: Dynamic Type

  @Test("the calendar grows with the picker's text size, up to 1.6 times")
  func dynamicTypeSizes() {
    datePicker.preferredDatePickerStyle = .inline
    datePicker.datePickerMode = .date
    var sizes: [CGSize] = []

    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(datePicker)
    defer { window.isHidden = true }

    for category in [
      UIContentSizeCategory.extraSmall, .large, .extraExtraLarge, .accessibilityMedium,
      .accessibilityExtraExtraExtraLarge,
    ] {
      UIApplication.shared.setPreferredContentSizeCategory(category)
      sizes.append(datePicker.intrinsicContentSize)
    }

    #expect(
      sizes == [
        CGSize(width: 320, height: 336), CGSize(width: 320, height: 336),
        CGSize(width: 320, height: 411), CGSize(width: 373, height: 530),
        CGSize(width: 373, height: 530),
      ])
  }

  /// The frames of the time's row's "Time" label and its button, in the picker's coordinates.
  private var timeRowFrames: (label: CGRect, button: CGRect) {
    let views = datePicker.descendants
    let label = views.first { ($0 as? UILabel)?.text == "Time" }
    let time = views.first { ($0 as? UILabel)?.text == "10:45\u{202F}PM" }
    return (
      label.map { $0.convert($0.bounds, to: datePicker) } ?? .null,
      time?.superview.map { $0.convert($0.bounds, to: datePicker) } ?? .null
    )
  }

  @Test("the time's row grows with the text size, stacks at accessibility sizes, lays out again")
  func dynamicTypeTimeRow() {
    datePicker.preferredDatePickerStyle = .inline
    datePicker.datePickerMode = .dateAndTime
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(datePicker)
    datePicker.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      datePicker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      datePicker.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    defer { window.isHidden = true }
    var rows: [(size: CGSize, label: CGRect, button: CGRect)] = []

    for category in [
      UIContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityMedium,
      .accessibilityExtraExtraExtraLarge,
    ] {
      UIApplication.shared.setPreferredContentSizeCategory(category)
      window.layoutIfNeeded()
      let (label, button) = timeRowFrames
      rows.append((datePicker.frame.size, label, button))
    }

    // At .large, iOS's 52-point row below the 336-point calendar, the button at the trailing
    // margin; at xxxL the row grows to the 42-point button and 8 points each side; at the
    // accessibility sizes the label stands above the button at the leading margin.
    #expect(
      rows.map(\.size) == [
        CGSize(width: 320, height: 336 + 52), CGSize(width: 331, height: 455 + 58),
        CGSize(width: 373, height: 530 + 8 + 34 + 4 + 48 + 8),
        CGSize(width: 373, height: 530 + 8 + 65 + 4 + 79 + 8),
      ])
    #expect(
      rows.map(\.label) == [
        CGRect(x: 16, y: 336, width: 192, height: 52),
        CGRect(x: 16, y: 455, width: 177, height: 58),
        CGRect(x: 16, y: 538, width: 341, height: 34),
        CGRect(x: 16, y: 538, width: 341, height: 65),
      ])
    #expect(
      rows.map(\.button) == [
        CGRect(x: 208, y: 345, width: 96, height: 35),
        CGRect(x: 193, y: 463, width: 122, height: 42),
        CGRect(x: 16, y: 576, width: 143, height: 48),
        CGRect(x: 16, y: 607, width: 252, height: 79),
      ])
  }
}
