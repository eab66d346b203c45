import Foundation

/// What assistive technologies and UI tests find in a date picker's calendar, which draws its
/// days itself: the month and year, the paging chevrons and each day of the month shown, in
/// that (VoiceOver's) order; the month and year, then the wheels, while they are open.
///
/// Matches iOS 14: each part is a button; a day is labelled by its full date ("Sunday, May 17,
/// 2026" in US English), carries `.selected` when it is the picked day and `.notEnabled` when
/// the limits forbid it, and activating it picks it as a tap does. The elements stay the same
/// objects while the month shown does, so that a test or VoiceOver can hold one.
@MainActor
final class DatePickerCalendarAccessibility {
  private unowned let calendarView: DatePickerCalendarView
  private lazy var header = DatePickerCalendarElement(.header, of: calendarView)
  private lazy var previous = DatePickerCalendarElement(.previousMonth, of: calendarView)
  private lazy var next = DatePickerCalendarElement(.nextMonth, of: calendarView)
  private var dayElements: (month: Date, elements: [DatePickerCalendarElement])?

  init(calendarView: DatePickerCalendarView) {
    self.calendarView = calendarView
  }

  /// The elements in reading order, for the calendar's `accessibilityElements`.
  var elements: [Any] {
    if calendarView.showsMonthWheels {
      return [header] + calendarView.subviews.filter { $0 is UIDatePicker }
    }
    let month = calendarView.month
    if dayElements?.month != month {
      let elements = calendarView.days.days.map {
        DatePickerCalendarElement(.day($0), of: calendarView)
      }
      dayElements = (month, elements)
    }
    return [header, previous, next] + (dayElements?.elements ?? [])
  }
}

extension DatePickerCalendarView {
  /// The calendar's elements (see ``DatePickerCalendarAccessibility``), read by
  /// `StockAccessibility`.
  var accessibilityCalendarElements: [Any] {
    let parts = accessibilityParts ?? DatePickerCalendarAccessibility(calendarView: self)
    accessibilityParts = parts
    return parts.elements
  }
}

/// One part of a date picker's calendar as an accessibility element; its answers follow the
/// calendar as it changes.
@MainActor
final class DatePickerCalendarElement: UIAccessibilityElement {
  enum Part: Equatable {
    case header, previousMonth, nextMonth
    case day(Date)
  }

  let part: Part
  private unowned let calendarView: DatePickerCalendarView

  init(_ part: Part, of calendarView: DatePickerCalendarView) {
    self.part = part
    self.calendarView = calendarView
    super.init(accessibilityContainer: calendarView)
  }

  /// The part's area of the calendar, wherever the calendar is now.
  override var accessibilityFrame: CGRect {
    get {
      let areas = calendarView.chevronAreas
      let frame =
        switch part {
        case .header: calendarView.titleArea
        case .previousMonth: areas.previous
        case .nextMonth: areas.next
        case .day(let day): calendarView.cell(at: calendarView.index(of: day))
        }
      return UIAccessibility.convertToScreenCoordinates(frame, in: calendarView)
    }
    set { super.accessibilityFrame = newValue }
  }

  /// Matches iOS: the month and year as the header shows them, "Previous Month" and "Next
  /// Month", and a day's full date.
  override var accessibilityLabel: String? {
    get {
      if let label = super.accessibilityLabel { return label }
      guard let datePicker = calendarView.datePicker else { return nil }
      switch part {
      case .header: return datePicker.formattedMonth(calendarView.month)
      case .previousMonth: return "Previous Month"
      case .nextMonth: return "Next Month"
      case .day(let day): return datePicker.formattedFullDate(day)
      }
    }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits: UIAccessibilityTraits = .button
      guard let datePicker = calendarView.datePicker else { return traits }
      switch part {
      case .header:
        if calendarView.showsMonthWheels { traits.insert(.selected) }
      case .previousMonth:
        if calendarView.month(by: -1) == nil { traits.insert(.notEnabled) }
      case .nextMonth:
        if calendarView.month(by: 1) == nil { traits.insert(.notEnabled) }
      case .day(let day):
        if calendarView.calendar.isDate(day, inSameDayAs: datePicker.date) {
          traits.insert(.selected)
        }
        if !datePicker.allowsDay(day) { traits.insert(.notEnabled) }
      }
      if !datePicker.isEnabled { traits.insert(.notEnabled) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// Does what a tap on the part does: opens or closes the wheels, pages, or picks the day.
  override func accessibilityActivate() -> Bool {
    guard calendarView.datePicker?.isEnabled == true else { return false }
    switch part {
    case .header:
      calendarView.toggleMonthWheels()
      return true
    case .previousMonth: return calendarView.page(by: -1)
    case .nextMonth: return calendarView.page(by: 1)
    case .day(let day): return calendarView.pick(day)
    }
  }
}

extension DatePickerCalendarView {
  /// The place in the weeks of `day`, one of the month shown's days.
  func index(of day: Date) -> Int {
    let (blanks, days) = days
    return blanks + (days.firstIndex(of: day) ?? 0)
  }
}
