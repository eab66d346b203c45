import Foundation

/// A control for picking a date, a time, both, or the length of a countdown, as `UIDatePicker`.
///
/// Matches UIKit's `.wheels` style, built on ``UIPickerView``: month, day and year wheels for
/// `.date`; hour, minute and (in a 12-hour locale) AM/PM for `.time`; the day, hour and minute
/// for `.dateAndTime`; hours and minutes for `.countDownTimer`. When the person turns a wheel,
/// the date (kept within ``minimumDate`` and ``maximumDate``, a day past the month's end taken
/// back to its last day, as iOS's wheels roll back) changes and `.valueChanged` is sent; setting
/// the date in code sends nothing. The day wheel names days by date ("Mon Nov 28"), not "Today".
///
/// The `.compact` and `.inline` styles of iOS 14 are drawn too (see ``preferredDatePickerStyle``):
/// rounded buttons showing the date and the time, which open the calendar or the time's wheels
/// over the screen; or the month's calendar in place. Picking a day there sets the date, keeping
/// its time, and sends `.valueChanged` as a turn of the wheels does.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// Matches UIKit: what the wheels pick.
  public enum Mode: Int, Sendable {
    /// Hour, minute and AM/PM (in a 12-hour locale).
    case time = 0
    /// Month, day and year.
    case date = 1
    /// Day, hour, minute and AM/PM.
    case dateAndTime = 2
    /// Hours and minutes of a countdown (``countDownDuration``).
    case countDownTimer = 3
    /// Matches UIKit (iOS 17.4): month and year, in the `.wheels` style only; the date keeps its
    /// day (the month's last, past its end) and time.
    case yearAndMonth = 4
  }

  /// The wheels, a picker view filling the control.
  let picker = UIPickerView()
  /// The picker's data source and delegate, which the picker holds weakly.
  private lazy var source = DatePickerSource(datePicker: self)
  /// What each of the picker's components turns.
  private(set) var wheels: [DateWheel] = []

  /// The wheel of the picker's `component`, if there is one.
  func wheel(at component: Int) -> DateWheel? {
    wheels.indices.contains(component) ? wheels[component] : nil
  }
  private var storedDate = Date()
  private var storedDuration: TimeInterval = 0
  private var storedCalendar: Calendar?

  /// Matches UIKit: what the wheels pick; `.dateAndTime` by default.
  open var datePickerMode = Mode.dateAndTime {
    didSet {
      refuseUnsupportedStyle()
      showStyle()
      reloadWheels()
    }
  }

  /// Matches UIKit: the style asked for, `.automatic` by default. ``datePickerStyle`` says which
  /// style that gives.
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
    didSet {
      refuseUnsupportedStyle()
      showStyle()
      showSelection()
    }
  }

  /// Matches UIKit (iOS 14 and later): the style in use, never `.automatic`. `.automatic` is
  /// `.compact`, and a countdown always has wheels.
  open var datePickerStyle: UIDatePickerStyle {
    preferredDatePickerStyle.resolved(for: datePickerMode)
  }

  /// What the compact or inline style shows, over the hidden wheels; `nil` for the wheels.
  var styleContent: DatePickerStyleContent?

  /// Matches UIKit: the date shown, kept within ``minimumDate`` and ``maximumDate``.
  open var date: Date {
    get { storedDate }
    set { setDate(newValue, animated: false) }
  }

  /// Matches UIKit: the earliest date the person may pick; `nil` for none.
  open var minimumDate: Date? {
    didSet { limitsDidChange() }
  }

  /// Matches UIKit: the latest date the person may pick; `nil` for none.
  open var maximumDate: Date? {
    didSet { limitsDidChange() }
  }

  /// Matches UIKit: the countdown's length in `.countDownTimer` mode, in seconds: 0 to 23:59
  /// (86,399), whole minutes.
  open var countDownDuration: TimeInterval {
    get { storedDuration }
    set {
      storedDuration = (min(max(newValue, 0), 86_399) / 60).rounded(.down) * 60
      showSelection()
    }
  }

  /// Matches UIKit: the minute wheel's step, 1 by default; a value that does not divide 60
  /// (or is outside 1...30) is taken as 1, as UIKit does.
  open var minuteInterval = 1 {
    didSet {
      if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 {
        minuteInterval = 1
      }
      reloadWheels()
    }
  }

  /// Matches UIKit: the locale of the titles and of the 12- or 24-hour clock; `nil` is the
  /// calendar's, then the current one.
  open var locale: Locale? {
    didSet { reloadWheels() }
  }

  /// Matches UIKit: the calendar the wheels count in; setting `nil` goes back to the current
  /// one.
  open var calendar: Calendar! {
    get { storedCalendar ?? .current }
    set {
      storedCalendar = newValue
      reloadWheels()
    }
  }

  /// Matches UIKit: the time zone the wheels show the date in; `nil` is the current one.
  open var timeZone: TimeZone? {
    didSet { reloadWheels() }
  }

  /// Makes a date picker showing now, in `.dateAndTime` mode.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit's decoding initializer (a date picker showing now).
  public required init?(coder: NSCoder) {
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    setUp()
  }

  private func setUp() {
    picker.frame = bounds
    picker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(picker)
    picker.dataSource = source
    picker.delegate = source
    showStyle()
    reloadWheels()
  }

  /// Matches UIKit: 320 by 216 points for the wheels; the buttons' size for `.compact`; the
  /// calendar's for `.inline`.
  open override var intrinsicContentSize: CGSize {
    styleContent?.intrinsicContentSize ?? CGSize(width: 320, height: 216)
  }

  /// Matches UIKit: the style's own size, whatever size is offered, so that `sizeToFit()` gives
  /// a compact picker its buttons' size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Matches UIKit: shows `date` (kept within the limits) without telling the targets; the
  /// wheels are there at once.
  open func setDate(_ date: Date, animated: Bool) {
    storedDate = limited(date)
    if case .dayOfYear(let days) = wheels.first,
      !days.contains(shownCalendar.startOfDay(for: storedDate))
    {
      reloadWheels()
    } else {
      showSelection()
    }
  }

  // MARK: Wheels

  /// The calendar in the locale and time zone the wheels show.
  var shownCalendar: Calendar {
    var shown = calendar ?? .current
    if let locale { shown.locale = locale }
    shown.timeZone = timeZone ?? .current
    return shown
  }

  /// Whether the locale reads the time on a 12-hour clock (its hour format has an AM/PM).
  private var usesTwelveHourClock: Bool {
    let locale = shownCalendar.locale ?? .current
    return DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?
      .contains("a") ?? true
  }

  /// The days of the day wheel: a year either side of the date, within the limits.
  private var days: [Date] {
    let calendar = shownCalendar
    let today = calendar.startOfDay(for: storedDate)
    return (-365...365).compactMap { offset in
      guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { return nil }
      if let minimumDate, day < calendar.startOfDay(for: minimumDate) { return nil }
      if let maximumDate, day > maximumDate { return nil }
      return day
    }
  }

  private func reloadWheels() {
    wheels = DateWheel.wheels(
      for: datePickerMode, twelveHour: usesTwelveHourClock, minuteInterval: minuteInterval,
      days: datePickerMode == .dateAndTime ? days : [])
    picker.reloadAllComponents()
    showSelection()
  }

  private func limitsDidChange() {
    storedDate = limited(storedDate)
    reloadWheels()
  }

  private func limited(_ date: Date) -> Date {
    var limited = date
    if let maximumDate, limited > maximumDate { limited = maximumDate }
    if let minimumDate, limited < minimumDate { limited = minimumDate }
    return limited
  }

  /// What the wheels show: the countdown's hours and minutes, or the date's parts.
  private var shownComponents: DateComponents {
    guard datePickerMode != .countDownTimer else {
      let minutes = Int(storedDuration) / 60
      return DateComponents(hour: minutes / 60, minute: minutes % 60)
    }
    return shownCalendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: storedDate)
  }

  /// Turns every wheel to the date or the countdown, and shows it in the style's content.
  private func showSelection() {
    let components = shownComponents
    let calendar = shownCalendar
    for (component, wheel) in wheels.enumerated() {
      picker.selectRow(
        wheel.row(for: components, calendar: calendar), inComponent: component, animated: false)
    }
    styleContent?.dateDidChange()
  }

  /// The person picked `date`, with the wheels or a style's calendar: the date follows, within
  /// the limits, and the targets hear of it.
  func pick(_ date: Date) {
    setDate(date, animated: true)
    sendActions(for: .valueChanged)
  }

  /// The person turned `component` to `row`: the date or countdown follows, within the limits,
  /// and the targets hear of it.
  func wheel(_ component: Int, didSelectRow row: Int) {
    guard let wheel = wheel(at: component) else { return }
    let calendar = shownCalendar
    var components = wheel.components(shownComponents, withRow: row, calendar: calendar)
    guard datePickerMode != .countDownTimer else {
      storedDuration = TimeInterval((components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60)
      showSelection()
      sendActions(for: .valueChanged)
      return
    }
    // A day past the month's end rolls back to its last day, as iOS's wheels do.
    let month = calendar.date(
      from: DateComponents(year: components.year, month: components.month, day: 1))
    if let month, let length = calendar.range(of: .day, in: .month, for: month)?.count {
      components.day = min(components.day ?? 1, length)
    }
    pick(calendar.date(from: components) ?? storedDate)
  }
}

/// The wheels' data source and delegate: the date picker's ``DateWheel``s, titled in its
/// calendar, reporting turns to it. A separate object, as `UIDatePicker` is not itself a picker
/// view's data source in UIKit.
@MainActor
final class DatePickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  private weak var datePicker: UIDatePicker?

  init(datePicker: UIDatePicker) {
    self.datePicker = datePicker
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int {
    datePicker?.wheels.count ?? 0
  }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    datePicker?.wheel(at: component)?.rowCount ?? 0
  }

  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    datePicker?.wheel(at: component)?.width ?? pickerView.sharedComponentWidth
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    guard let datePicker, let wheel = datePicker.wheel(at: component) else { return nil }
    return wheel.title(ofRow: row, calendar: datePicker.shownCalendar)
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    datePicker?.wheel(component, didSelectRow: row)
  }
}
