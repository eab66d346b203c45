import Foundation

/// One wheel of a date picker: which part of the date (or of a countdown) it turns, its rows,
/// their titles, and how a row reads from and writes into the date's components.
///
/// Matches the wheels of `UIDatePicker` in `.wheels` style in an English locale: month, day and
/// year for a date; the day (as "Mon Nov 28"), hour, minute and AM/PM for a date and time;
/// hours and minutes for a countdown.
enum DateWheel: Equatable {
  case month, day, year
  /// A day in `days` (starts of days), for the date-and-time mode.
  case dayOfYear(days: [Date])
  case hour(twelveHour: Bool)
  case minute(interval: Int)
  case meridiem
  case countdownHours, countdownMinutes

  /// The wheels of `mode`.
  static func wheels(
    for mode: UIDatePicker.Mode, twelveHour: Bool, minuteInterval: Int, days: [Date]
  ) -> [DateWheel] {
    let time: [DateWheel] =
      [.hour(twelveHour: twelveHour), .minute(interval: minuteInterval)]
      + (twelveHour ? [.meridiem] : [])
    switch mode {
    case .date: return [.month, .day, .year]
    case .time: return time
    case .dateAndTime: return [.dayOfYear(days: days)] + time
    case .countDownTimer: return [.countdownHours, .countdownMinutes]
    case .yearAndMonth: return [.month, .year]
    }
  }

  /// How many rows the wheel has.
  var rowCount: Int {
    switch self {
    case .month: 12
    case .day: 31
    case .year: 9999
    case .dayOfYear(let days): days.count
    case .hour(let twelveHour): twelveHour ? 12 : 24
    case .minute(let interval): 60 / interval
    case .meridiem: 2
    case .countdownHours: 24
    case .countdownMinutes: 60
    }
  }

  /// The column's width, as UIKit sizes the wheels to their titles.
  var width: CGFloat {
    switch self {
    case .month, .dayOfYear: 130
    case .countdownHours, .countdownMinutes: 110
    case .hour, .minute, .meridiem: 50
    case .day, .year: 60
    }
  }

  /// The title of `row`, in `calendar`'s locale.
  func title(ofRow row: Int, calendar: Calendar) -> String {
    switch self {
    case .month: calendar.monthSymbols[row]
    case .day: "\(row + 1)"
    case .year: "\(row + 1)"
    case .dayOfYear(let days):
      "\(calendar.shortWeekdaySymbols[calendar.component(.weekday, from: days[row]) - 1]) "
        + "\(calendar.shortMonthSymbols[calendar.component(.month, from: days[row]) - 1]) "
        + "\(calendar.component(.day, from: days[row]))"
    case .hour(let twelveHour): twelveHour ? "\(row + 1)" : Self.twoDigits(row)
    case .minute(let interval): Self.twoDigits(row * interval)
    case .meridiem: row == 0 ? calendar.amSymbol : calendar.pmSymbol
    case .countdownHours: row == 1 ? "1 hour" : "\(row) hours"
    case .countdownMinutes: "\(row) min"
    }
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// The row that shows `components` (of the date, or of the countdown's hours and minutes).
  func row(for components: DateComponents, calendar: Calendar) -> Int {
    let hour = components.hour ?? 0
    switch self {
    case .month: return (components.month ?? 1) - 1
    case .day: return (components.day ?? 1) - 1
    case .year: return (components.year ?? 1) - 1
    case .dayOfYear(let days):
      let day = calendar.date(
        from: DateComponents(year: components.year, month: components.month, day: components.day))
      return day.flatMap(days.firstIndex(of:)) ?? 0
    case .hour(let twelveHour): return twelveHour ? (hour + 11) % 12 : hour
    case .minute(let interval): return (components.minute ?? 0) / interval
    case .meridiem: return hour < 12 ? 0 : 1
    case .countdownHours: return hour
    case .countdownMinutes: return components.minute ?? 0
    }
  }

  /// `components` with the wheel turned to `row`.
  func components(_ components: DateComponents, withRow row: Int, calendar: Calendar)
    -> DateComponents
  {
    var changed = components
    let hour = components.hour ?? 0
    switch self {
    case .month: changed.month = row + 1
    case .day: changed.day = row + 1
    case .year: changed.year = row + 1
    case .dayOfYear(let days):
      let day = calendar.dateComponents([.year, .month, .day], from: days[row])
      changed.year = day.year
      changed.month = day.month
      changed.day = day.day
    case .hour(let twelveHour):
      changed.hour = twelveHour ? (row + 1) % 12 + (hour >= 12 ? 12 : 0) : row
    case .minute(let interval): changed.minute = row * interval
    case .meridiem: changed.hour = hour % 12 + (row == 1 ? 12 : 0)
    case .countdownHours: changed.hour = row
    case .countdownMinutes: changed.minute = row
    }
    return changed
  }
}
