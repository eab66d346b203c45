/// A date picker's `.inline` style: the month's calendar in place, and for a date and time a
/// row below it naming the time, with the time's rounded button at its trailing end.
///
/// Matches iOS 14: the time's button opens the time's wheels over the screen, as the compact
/// style's does; a `.time` picker shows the time's row alone. The row's text is the body text
/// style and follows the picker's text size, as iOS's does: the row grows with it (never below
/// iOS's 52 points), and at the accessibility sizes the label stands above the button, both at
/// the leading edge, as iOS stacks a list cell's text and value there. Apple does not publish
/// the row's own layout at those sizes; stacked, the button keeps the whole row's width, so the
/// time stays whole at the largest size.
@MainActor
final class DatePickerInlineView: UIView, DatePickerStyleContent {
  private static let timeRowHeight: CGFloat = 52
  private static let margin: CGFloat = 16
  /// Above and below the row's content, and between the label and the button stacked.
  private static let rowPadding: CGFloat = 8
  private static let stackSpacing: CGFloat = 4

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
    sizeDidChange()
  }

  /// Matches iOS: the time's row follows the picker's text size; the picker measures again.
  override func preferredContentSizeCategoryDidChange() {
    super.preferredContentSizeCategoryDidChange()
    sizeDidChange()
  }

  /// The time's label or button changed size: a new text size reaches them after this view.
  override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    sizeDidChange()
  }

  private func sizeDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
    datePicker?.invalidateIntrinsicContentSize()
  }

  /// Whether the time's label stands above its button: at the accessibility text sizes.
  private var stacksTimeRow: Bool {
    UIContentSizeCategory.resolved(in: datePicker?.traitCollection ?? traitCollection)
      .isAccessibilityCategory
  }

  /// The sizes of the time's label and button at their text size now.
  private var timeRowParts: (label: CGSize, button: CGSize) {
    let label = timeLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    return (
      CGSize(width: ceil(label.width), height: ceil(label.height)),
      timeButton.intrinsicContentSize
    )
  }

  /// The time's row's height: iOS's 52 points, or the text's with padding when it is taller.
  private var timeRowHeight: CGFloat {
    let (label, button) = timeRowParts
    let content =
      stacksTimeRow
      ? label.height + Self.stackSpacing + button.height
      : max(label.height, button.height)
    return max(Self.timeRowHeight, content + 2 * Self.rowPadding)
  }

  override var intrinsicContentSize: CGSize {
    let calendar = calendarView.intrinsicContentSize
    return CGSize(
      width: calendar.width,
      height: (showsCalendar ? calendar.height : 0) + (showsTime ? timeRowHeight : 0))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let calendarHeight = showsCalendar ? calendarView.intrinsicContentSize.height : 0
    calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: calendarHeight)
    let margin = Self.margin
    let row = CGRect(
      x: margin, y: calendarHeight, width: bounds.width - 2 * margin, height: timeRowHeight)
    let scale = max(traitCollection.displayScale, 1)
    separator.frame = CGRect(x: row.minX, y: row.minY, width: row.width, height: 1 / scale)
    timeLabel.textAlignment = isMirrored ? .right : .left
    layOutTime(in: row)
  }

  /// Places the time's label and button in `row`: side by side, each centred down the row, or
  /// stacked at the leading edge.
  private func layOutTime(in row: CGRect) {
    let (label, button) = timeRowParts
    let buttonWidth = min(button.width, row.width)
    if stacksTimeRow {
      let labelFrame = CGRect(
        x: row.minX, y: row.minY + Self.rowPadding, width: row.width, height: label.height)
      timeLabel.frame = labelFrame
      timeButton.frame = CGRect(
        x: isMirrored ? row.maxX - buttonWidth : row.minX,
        y: labelFrame.maxY + Self.stackSpacing, width: buttonWidth, height: button.height)
      return
    }
    let (leading, trailing) = row.divided(
      atDistance: row.width - buttonWidth, from: isMirrored ? .maxXEdge : .minXEdge)
    timeLabel.frame = leading
    timeButton.frame = CGRect(
      x: trailing.minX, y: (row.midY - button.height / 2).rounded(), width: buttonWidth,
      height: button.height)
  }
}
