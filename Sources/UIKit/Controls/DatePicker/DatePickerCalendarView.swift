import Foundation

/// A month's calendar, as a date picker's `.inline` style shows it in place and its `.compact`
/// style in the date's editor: the month and year with chevrons to the month before and after,
/// a row of weekdays, and the month's days in weeks.
///
/// Matches iOS 14: the weeks start on the calendar's first weekday (Monday in much of Europe);
/// the picked day is a filled circle in the tint colour with white text, today's number is in
/// the tint colour, and days outside the picker's ``UIDatePicker/minimumDate`` and
/// ``UIDatePicker/maximumDate`` are dimmed and cannot be picked, nor can the chevrons page to a
/// month wholly outside them. A tap on a day picks it. Right to left, the weekdays run from the
/// right and the chevrons change sides. A tap on the month and year (in the tint colour while
/// open, its chevron turned down) swaps the weeks for month and year wheels, which move the
/// date to the same day of the month turned to; another tap brings the weeks back. Text and
/// rows follow the picker's text size (see ``DatePickerCalendarMetrics``), and the header, the
/// chevrons and each day are accessibility elements (see `DatePickerCalendarView+Accessibility`).
@MainActor
final class DatePickerCalendarView: UIView {
  private typealias Metrics = DatePickerCalendarMetrics

  weak var datePicker: UIDatePicker?
  /// The picker's direction, which its parts follow wherever they are.
  private var isMirrored: Bool { datePicker?.isRightToLeft == true }
  private let title = UILabel()
  /// The chevron after the title: forward while the weeks show, down while the wheels do.
  private let titleChevron = ListGlyphView(.disclosureChevron)
  private let previousChevron = ListGlyphView(.disclosureChevron)
  private let nextChevron = ListGlyphView(.disclosureChevron)
  /// The first day of the month shown.
  private(set) var month = Date()
  /// The date last shown, to tell a date set from outside (which shows its month) from paging.
  private var shownDate: Date?
  /// The month and year wheels, while the title has opened them.
  private var monthWheels: UIDatePicker?
  /// The fonts and sizes at the picker's text size.
  private(set) var metrics: DatePickerCalendarMetrics
  /// The accessibility elements, made on first need (see `+Accessibility`).
  var accessibilityParts: DatePickerCalendarAccessibility?

  init(datePicker: UIDatePicker) {
    self.datePicker = datePicker
    metrics = Metrics(traits: datePicker.traitCollection)
    super.init(frame: CGRect(origin: .zero, size: metrics.size))
    title.font = metrics.titleFont
    addSubview(title)
    addSubview(titleChevron)
    previousChevron.pointsBackward = true
    addSubview(previousChevron)
    addSubview(nextChevron)
    addGestureRecognizer(UITapGestureRecognizer { [unowned self] tap in tapped(tap) })
    dateDidChange()
  }

  required init?(coder: NSCoder) {
    fatalError("a date picker's calendar is made by the date picker")
  }

  override var intrinsicContentSize: CGSize { metrics.size }

  /// Shows the picker's date, turning to its month when it was set from outside.
  func dateDidChange() {
    guard let datePicker else { return }
    if shownDate != datePicker.date {
      shownDate = datePicker.date
      month = firstDay(ofMonthOf: datePicker.date)
      monthWheels?.date = datePicker.date
    }
    show(month)
  }

  /// Matches iOS: the calendar's text and rows follow the picker's text size.
  override func preferredContentSizeCategoryDidChange() {
    super.preferredContentSizeCategoryDidChange()
    metrics = Metrics(traits: datePicker?.traitCollection ?? traitCollection)
    title.font = metrics.titleFont
    invalidateIntrinsicContentSize()
    datePicker?.styleContent?.invalidateIntrinsicContentSize()
    datePicker?.invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  // MARK: Geometry

  var calendar: Calendar { datePicker?.shownCalendar ?? .current }

  private func firstDay(ofMonthOf date: Date) -> Date {
    calendar.dateInterval(of: .month, for: date)?.start ?? date
  }

  /// The month's days, with how many cells of the first week come before its first.
  var days: (leadingBlanks: Int, days: [Date]) {
    let calendar = calendar
    let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 0
    let days = (0..<count).compactMap { calendar.date(byAdding: .day, value: $0, to: month) }
    let weekday = calendar.component(.weekday, from: month)
    return ((weekday - calendar.firstWeekday + 7) % 7, days)
  }

  private var cellWidth: CGFloat { (bounds.width - 2 * Metrics.margin) / 7 }

  /// The area below the header: the weekdays and the weeks, or the month's wheels.
  private var bodyArea: CGRect {
    CGRect(
      x: 0, y: metrics.headerHeight, width: bounds.width,
      height: max(bounds.height - metrics.headerHeight - Metrics.margin, 0))
  }

  /// The cell of the `index`th place in the weeks, counted from the first week's first day.
  func cell(at index: Int) -> CGRect {
    let column = index % 7
    let shownColumn = isMirrored ? 6 - column : column
    return CGRect(
      x: Metrics.margin + CGFloat(shownColumn) * cellWidth,
      y: metrics.headerHeight + metrics.weekdayHeight + CGFloat(index / 7) * metrics.rowHeight,
      width: cellWidth, height: metrics.rowHeight)
  }

  /// The chevrons' tap areas, at the trailing end of the header.
  var chevronAreas: (previous: CGRect, next: CGRect) {
    let width = Metrics.chevronWidth
    let inner = Metrics.margin + width
    let previous = isMirrored ? inner : bounds.maxX - inner - width
    let next = isMirrored ? Metrics.margin : bounds.maxX - inner
    return (
      CGRect(x: previous, y: 0, width: width, height: metrics.headerHeight),
      CGRect(x: next, y: 0, width: width, height: metrics.headerHeight)
    )
  }

  /// The month and year with their chevron, which open and close the wheels: the header up to
  /// the paging chevrons.
  var titleArea: CGRect {
    let width = bounds.width - 2 * Metrics.margin - 2 * Metrics.chevronWidth
    return CGRect(
      x: isMirrored ? bounds.maxX - Metrics.margin - width : Metrics.margin, y: 0, width: width,
      height: metrics.headerHeight)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let areas = chevronAreas
    for (glyph, area) in [(previousChevron, areas.previous), (nextChevron, areas.next)] {
      glyph.center = CGPoint(x: area.midX, y: area.midY)
      glyph.semanticContentAttribute = isMirrored ? .forceRightToLeft : .forceLeftToRight
    }
    let area = titleArea.insetBy(dx: 8, dy: 0)
    let chevronSpace = titleChevron.bounds.width + 6
    let textWidth = min(
      ceil(title.sizeThatFits(CGSize(width: area.width, height: area.height)).width),
      area.width - chevronSpace)
    title.textAlignment = isMirrored ? .right : .left
    title.frame = CGRect(
      x: isMirrored ? area.maxX - textWidth : area.minX, y: 0, width: textWidth,
      height: metrics.headerHeight)
    titleChevron.semanticContentAttribute = isMirrored ? .forceRightToLeft : .forceLeftToRight
    let chevronX = isMirrored ? title.frame.minX - chevronSpace : title.frame.maxX + 6
    titleChevron.center = CGPoint(
      x: chevronX + titleChevron.bounds.width / 2, y: metrics.headerHeight / 2)
    if let monthWheels {
      let body = bodyArea
      let height = min(216, body.height)
      monthWheels.frame = CGRect(
        x: body.minX, y: body.midY - height / 2, width: body.width, height: height)
    }
    setNeedsDisplay()
  }

  // MARK: Paging and picking

  /// The first day of the month `offset` months from the one shown, if the limits allow any of
  /// it.
  func month(by offset: Int) -> Date? {
    guard let datePicker, let start = calendar.date(byAdding: .month, value: offset, to: month),
      let end = calendar.date(byAdding: .month, value: 1, to: start)
    else { return nil }
    if let minimumDate = datePicker.minimumDate, end <= minimumDate { return nil }
    if let maximumDate = datePicker.maximumDate, start > maximumDate { return nil }
    return start
  }

  /// Whether the month and year wheels show in place of the weeks.
  var showsMonthWheels: Bool { monthWheels != nil }

  private func refreshHeader() {
    let wheels = showsMonthWheels
    title.textColor = wheels ? tintColor : .label
    titleChevron.chevronColor = tintColor
    titleChevron.pointsDown = wheels
    previousChevron.isHidden = wheels
    nextChevron.isHidden = wheels
    previousChevron.chevronColor = month(by: -1) == nil ? .tertiaryLabel : tintColor
    nextChevron.chevronColor = month(by: 1) == nil ? .tertiaryLabel : tintColor
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshHeader()
    setNeedsDisplay()
  }

  /// Matches iOS 14: a tap on the month and year opens the month and year wheels in place of
  /// the weeks, or closes them.
  func toggleMonthWheels() {
    guard let datePicker else { return }
    if let monthWheels {
      monthWheels.removeFromSuperview()
      self.monthWheels = nil
    } else {
      let wheels = datePicker.makeWheels(.yearAndMonth)
      monthWheels = wheels
      addSubview(wheels)
    }
    refreshHeader()
    setNeedsLayout()
    setNeedsDisplay()
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
  }

  /// The wheels take their own clicks; the calendar's tap recognizer leaves them alone.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let monthWheels else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
    return !monthWheels.frame.contains(gestureRecognizer.location(in: self))
  }

  private func tapped(_ tap: UITapGestureRecognizer) {
    let point = tap.location(in: self)
    if titleArea.contains(point) {
      toggleMonthWheels()
      return
    }
    guard !showsMonthWheels else { return }
    let areas = chevronAreas
    for (area, offset) in [(areas.previous, -1), (areas.next, 1)] where area.contains(point) {
      page(by: offset)
      return
    }
    let (blanks, days) = days
    guard let index = days.indices.first(where: { cell(at: blanks + $0).contains(point) })
    else { return }
    pick(days[index])
  }

  /// Turns to the month `offset` months away, if the limits allow any of it.
  @discardableResult
  func page(by offset: Int) -> Bool {
    guard let shown = month(by: offset) else { return false }
    show(shown)
    return true
  }

  /// The person picked `day`: the date moves to it (and the targets hear once) unless the
  /// limits forbid it or it is already the picked day. Whether the day may be picked.
  @discardableResult
  func pick(_ day: Date) -> Bool {
    guard let datePicker, datePicker.allowsDay(day) else { return false }
    if !calendar.isDate(day, inSameDayAs: datePicker.date) {
      datePicker.pickDay(day)
      dateDidChange()
    }
    return true
  }

  private func show(_ newMonth: Date) {
    month = newMonth
    title.text = datePicker?.formattedMonth(month)
    refreshHeader()
    setNeedsLayout()
    setNeedsDisplay()
  }

  // MARK: Drawing

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    super.appendContent(to: &items, bounds: bounds)
    guard let datePicker, !showsMonthWheels else { return }
    let traits = traitCollection
    let scale = max(traits.displayScale, 1)
    let library = FontLibrary.shared
    let calendar = calendar
    func color(_ color: UIColor) -> DisplayColor {
      DisplayColor(color.resolvedColor(with: traits).cgColor)
    }
    func text(_ string: String, _ font: UIFont, _ tint: UIColor, centredIn rect: CGRect) {
      let lineHeight = library.metrics(of: font.face, scale: scale).lineHeight
      let width = library.width(of: string, face: font.face, scale: scale)
      items.append(
        .text(
          TextRun(
            text: string, font: font.face, color: color(tint),
            origin: CGPoint(
              x: (rect.midX - width / 2).rounded(), y: (rect.midY - lineHeight / 2).rounded()),
            size: CGSize(width: width, height: lineHeight))))
    }
    let weekdayFont = metrics.weekdayFont
    let symbols = calendar.shortStandaloneWeekdaySymbols
    for column in 0..<7 {
      let symbol = symbols[(calendar.firstWeekday - 1 + column) % 7].uppercased()
      var area = cell(at: column)
      area.origin.y = metrics.headerHeight
      area.size.height = metrics.weekdayHeight
      text(symbol, weekdayFont, .tertiaryLabel, centredIn: area)
    }
    let (blanks, days) = days
    let dayFont = metrics.dayFont
    let pickedFont = metrics.pickedDayFont
    let today = Date()
    for (offset, day) in days.enumerated() {
      let area = cell(at: blanks + offset)
      let number = "\(offset + 1)"
      if calendar.isDate(day, inSameDayAs: datePicker.date) {
        // Whole points: a circle at a fractional origin shows a seam across its middle.
        let side = (min(area.width, area.height) - 4).rounded(.down)
        let circle = CGRect(
          x: (area.midX - side / 2).rounded(), y: (area.midY - side / 2).rounded(), width: side,
          height: side)
        items.append(.roundedFill(circle, cornerRadius: side / 2, color(tintColor)))
        text(number, pickedFont, .white, centredIn: area)
      } else if !datePicker.allowsDay(day) {
        text(number, dayFont, .tertiaryLabel, centredIn: area)
      } else {
        let isToday = calendar.isDate(day, inSameDayAs: today)
        text(number, dayFont, isToday ? tintColor : .label, centredIn: area)
      }
    }
  }
}
