/// A date picker's `.inline` style: the month's calendar in place, and for a date and time a
/// row below it naming the time, with the time's rounded button at its trailing end.
///
/// Matches iOS 14: the time's button opens the time's wheels over the screen, as the compact
/// style's does; a `.time` picker shows the time's row alone.
@MainActor
final class DatePickerInlineView: UIView, DatePickerStyleContent {
  private static let timeRowHeight: CGFloat = 52
  private static let margin: CGFloat = 16

  private weak var datePicker: UIDatePicker?
  /// The picker's direction, which its parts follow wherever they are.
  private var isMirrored: Bool { datePicker?.isRightToLeft == true }
  private let calendarView: DatePickerCalendarView
  private let timeLabel = UILabel()
  private let separator = UIView()
  private let timeButton: DatePickerCompactView

  init(datePicker: UIDatePicker) {
    self.datePicker = datePicker
    calendarView = DatePickerCalendarView(datePicker: datePicker)
    timeButton = DatePickerCompactView(datePicker: datePicker, showsTimeOnly: true)
    super.init(frame: .zero)
    timeLabel.text = "Time"
    timeLabel.font = .preferredFont(forTextStyle: .body)
    timeLabel.adjustsFontForContentSizeCategory = true
    separator.backgroundColor = .separator
    for view in [calendarView, separator, timeLabel, timeButton] { addSubview(view) }
    dateDidChange()
  }

  required init?(coder: NSCoder) {
    fatalError("a date picker's calendar is made by the date picker")
  }

  private var showsCalendar: Bool { datePicker?.datePickerMode != .time }
  private var showsTime: Bool { datePicker?.datePickerMode != .date }

  func dateDidChange() {
    calendarView.isHidden = !showsCalendar
    separator.isHidden = !(showsCalendar && showsTime)
    timeLabel.isHidden = !showsTime
    timeButton.isHidden = !showsTime
    calendarView.dateDidChange()
    timeButton.dateDidChange()
    setNeedsLayout()
    invalidateIntrinsicContentSize()
    datePicker?.invalidateIntrinsicContentSize()
  }

  override var intrinsicContentSize: CGSize {
    let calendar = calendarView.intrinsicContentSize
    return CGSize(
      width: calendar.width,
      height: (showsCalendar ? calendar.height : 0) + (showsTime ? Self.timeRowHeight : 0))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let calendarHeight = showsCalendar ? calendarView.intrinsicContentSize.height : 0
    calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: calendarHeight)
    let margin = Self.margin
    let row = CGRect(
      x: margin, y: calendarHeight, width: bounds.width - 2 * margin, height: Self.timeRowHeight)
    let scale = max(traitCollection.displayScale, 1)
    separator.frame = CGRect(x: row.minX, y: row.minY, width: row.width, height: 1 / scale)
    let (label, button) = row.divided(atDistance: row.width / 2, from: .minXEdge)
    timeLabel.textAlignment = isMirrored ? .right : .left
    timeLabel.frame = isMirrored ? button : label
    timeButton.frame = isMirrored ? label : button
  }
}
