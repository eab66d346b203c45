import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A date picker's wheels, turned by clicks as the host sends them: the date follows within its
/// limits and the targets hear `.valueChanged` once a turn; code that sets the date sends
/// nothing.
@Suite("UIDatePicker: modes, limits and .valueChanged", .uiTest)
@MainActor
struct DatePickerTests {
  let datePicker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
  let log = LifecycleLog()
  let utc = TimeZone(identifier: "UTC")!

  init() {
    datePicker.preferredDatePickerStyle = .wheels
    datePicker.locale = Locale(identifier: "en_US")
    datePicker.timeZone = utc
    datePicker.addAction(
      UIAction { [log, datePicker] _ in log.record("valueChanged \(datePicker.date)") },
      for: .valueChanged)
  }

  /// `year`-`month`-`day` at `hour`:`minute` UTC.
  private func date(
    _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 30, year: Int = 2026
  ) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  /// The picker in `mode` at `date`, shown, with a pointer over it.
  private func showing(_ mode: UIDatePicker.Mode, at date: Date) -> Pointer {
    datePicker.datePickerMode = mode
    datePicker.date = date
    return Pointer.over(datePicker)
  }

  /// Clicks the row below (1) or above (-1) the band in the column at `x`.
  private func turn(_ pointer: Pointer, columnAt x: CGFloat, by rows: CGFloat) {
    let point = CGPoint(x: x, y: 108 + rows * 32)
    pointer.down(point)
    pointer.up(point)
  }

  @Test("UIKit's defaults: date and time, automatic style; the wheels are 320 by 216")
  func defaults() {
    let picker = UIDatePicker()
    let automatic = picker.datePickerStyle
    picker.preferredDatePickerStyle = .wheels

    #expect(picker.datePickerMode == .dateAndTime)
    #expect(automatic == .compact)
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    #expect(picker.minuteInterval == 1)
    #expect(abs(picker.date.timeIntervalSinceNow) < 60)
    #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3)
    #expect(UIDatePickerStyle.inline.rawValue == 3)
  }

  @Test("a .date picker's day wheel turns the date a day, telling the targets once")
  func dateWheels() {
    let pointer = showing(.date, at: date(5, 17))
    let setInCode = log.take()

    turn(pointer, columnAt: 195, by: 1)
    turn(pointer, columnAt: 260, by: -1)

    #expect(setInCode == [])
    #expect(datePicker.date == date(5, 18, year: 2025))
    #expect(log.entries.count == 2)
  }

  @Test("a day past the month's end rolls back to its last day")
  func monthEnd() {
    let pointer = showing(.date, at: date(1, 31))

    turn(pointer, columnAt: 95, by: 1)

    #expect(datePicker.date == date(2, 28))
  }

  @Test("the date stays within the minimum and maximum, set in code or turned")
  func limits() {
    datePicker.datePickerMode = .date
    datePicker.minimumDate = date(5, 10)
    datePicker.maximumDate = date(5, 20)
    let pointer = Pointer.over(datePicker)

    datePicker.date = date(6, 1)
    let afterSet = datePicker.date
    turn(pointer, columnAt: 95, by: -1)

    #expect(afterSet == date(5, 20))
    #expect(datePicker.date == date(5, 10))
    #expect(log.entries == ["valueChanged \(date(5, 10))"])
  }

  @Test("a .time picker in a 12-hour locale: AM/PM moves twelve hours, minutes keep the hour")
  func timeWheels() {
    let pointer = showing(.time, at: date(5, 17, 10, 30))

    turn(pointer, columnAt: 225, by: 1)
    let afternoon = datePicker.date
    datePicker.minuteInterval = 7
    let interval = datePicker.minuteInterval
    datePicker.minuteInterval = 15
    turn(pointer, columnAt: 160, by: 1)

    #expect(afternoon == date(5, 17, 22, 30))
    #expect(interval == 1)
    #expect(datePicker.date == date(5, 17, 22, 45))
  }

  @Test("a countdown keeps whole minutes up to 23:59, and its wheels set it")
  func countdown() {
    datePicker.datePickerMode = .countDownTimer
    datePicker.countDownDuration = 3_725
    let rounded = datePicker.countDownDuration
    datePicker.countDownDuration = 100_000
    let capped = datePicker.countDownDuration
    datePicker.countDownDuration = 3_720
    let pointer = Pointer.over(datePicker)

    turn(pointer, columnAt: 217, by: 1)

    #expect(rounded == 3_720)
    #expect(capped == 86_340)
    #expect(datePicker.countDownDuration == 3_780)
    #expect(log.entries.count == 1)
  }
}
