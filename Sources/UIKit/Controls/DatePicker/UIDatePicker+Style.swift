import Foundation

/// What a date picker shows in place of its wheels for the `.compact` and `.inline` styles: it
/// reads the date from the picker, and hears when it changes.
@MainActor
protocol DatePickerStyleContent: UIView {
  /// The picker's date, mode, limits, locale or calendar changed: show them again.
  func dateDidChange()
}

extension UIDatePicker {
  /// Shows the content of ``datePickerStyle``: the wheels, the compact buttons or the inline
  /// calendar, made on first need and kept while the style stays.
  func showStyle() {
    let style = datePickerStyle
    picker.isHidden = style != .wheels
    switch style {
    case .compact where !(styleContent is DatePickerCompactView):
      showStyleContent(DatePickerCompactView(datePicker: self))
    case .inline where !(styleContent is DatePickerInlineView):
      showStyleContent(DatePickerInlineView(datePicker: self))
    case .wheels, .automatic:
      showStyleContent(nil)
    case .compact, .inline:
      break
    }
  }

  /// Matches UIKit's documentation: `.yearAndMonth` asked for with the `.compact` or `.inline`
  /// style raises `NSInvalidArgumentException`; the picker then shows wheels.
  func refuseUnsupportedStyle() {
    guard datePickerMode == .yearAndMonth,
      preferredDatePickerStyle == .compact || preferredDatePickerStyle == .inline
    else { return }
    UIKitException.raise(
      .invalidArgumentException,
      "UIDatePickerModeYearAndMonth is only supported with UIDatePickerStyleWheels")
  }

  private func showStyleContent(_ content: DatePickerStyleContent?) {
    styleContent?.removeFromSuperview()
    styleContent = content
    if let content {
      content.frame = bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(content)
    }
    invalidateIntrinsicContentSize()
  }

  /// The date as the compact style's button shows it, in the picker's locale, calendar and
  /// time zone: "May 17, 2026" in US English, as iOS's medium date style.
  var formattedDate: String { format(date, dateStyle: .medium, timeStyle: .none) }

  /// The time as the compact style's button shows it: "10:45 PM" in US English, "22:45" on a
  /// 24-hour clock, as iOS's short time style.
  var formattedTime: String { format(date, dateStyle: .none, timeStyle: .short) }

  /// The month and year a calendar heads its page of `month` with: "May 2026" in US English.
  func formattedMonth(_ month: Date) -> String {
    let formatter = shownFormatter
    formatter.setLocalizedDateFormatFromTemplate("MMMMy")
    return formatter.string(from: month)
  }

  /// A day as VoiceOver reads a calendar's day: "Sunday, May 17, 2026" in US English, as iOS's
  /// full date style.
  func formattedFullDate(_ day: Date) -> String { format(day, dateStyle: .full, timeStyle: .none) }

  private func format(
    _ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style
  ) -> String {
    let formatter = shownFormatter
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    return formatter.string(from: date)
  }

  /// A formatter in the picker's calendar, with its time zone and locale.
  private var shownFormatter: DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = shownCalendar
    formatter.timeZone = shownCalendar.timeZone
    formatter.locale = shownCalendar.locale
    return formatter
  }

  /// Whether the person may pick `day` (a start of day): some of it is within ``minimumDate``
  /// and ``maximumDate``.
  func allowsDay(_ day: Date) -> Bool {
    let calendar = shownCalendar
    if let minimumDate, let end = calendar.date(byAdding: .day, value: 1, to: day),
      end <= minimumDate
    {
      return false
    }
    if let maximumDate, day > maximumDate { return false }
    return true
  }

  /// The person picked `day` in a calendar: the date moves to it, keeping its time of day.
  func pickDay(_ day: Date) {
    let calendar = shownCalendar
    var components = calendar.dateComponents([.year, .month, .day], from: day)
    let time = calendar.dateComponents([.hour, .minute, .second], from: date)
    components.hour = time.hour
    components.minute = time.minute
    components.second = time.second
    pick(calendar.date(from: components) ?? day)
  }

  /// A wheels-style picker in `mode`, for the time's button (`.time`) or the calendar's month
  /// and year (`.yearAndMonth`): it starts at the date and keeps this picker's limits, locale
  /// and clock; each turn sets this picker's date and sends its `.valueChanged`.
  func makeWheels(_ mode: Mode) -> UIDatePicker {
    let wheels = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    wheels.preferredDatePickerStyle = .wheels
    wheels.datePickerMode = mode
    wheels.calendar = calendar
    wheels.locale = locale
    wheels.timeZone = timeZone
    wheels.minuteInterval = minuteInterval
    wheels.minimumDate = minimumDate
    wheels.maximumDate = maximumDate
    wheels.date = date
    wheels.addAction(
      UIAction { [weak self, unowned wheels] _ in self?.pick(wheels.date) }, for: .valueChanged)
    return wheels
  }
}
