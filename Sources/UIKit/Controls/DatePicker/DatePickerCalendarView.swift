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
/// right and the chevrons change sides. The calendar keeps iOS's sizes at every text size; the
/// month and year cannot be picked from wheels, as iOS's header offers.
@MainActor
final class DatePickerCalendarView: UIView {
  private static let margin: CGFloat = 8
  private static let headerHeight: CGFloat = 44
  private static let weekdayHeight: CGFloat = 20
  private static let rowHeight: CGFloat = 44
  private static let weeks = 6
  private static let chevronWidth: CGFloat = 44

  /// The calendar's size, 320 points wide as iOS's inline picker.
  static let size = CGSize(
    width: 320, height: headerHeight + weekdayHeight + rowHeight * CGFloat(weeks) + margin)

  private weak var datePicker: UIDatePicker?
  /// The picker's direction, which its parts follow wherever they are.
  private var isMirrored: Bool { datePicker?.isRightToLeft == true }
  private let title = UILabel()
  private let previousChevron = ListGlyphView(.disclosureChevron)
  private let nextChevron = ListGlyphView(.disclosureChevron)
  /// The first day of the month shown.
  private var month = Date()
  /// The date last shown, to tell a date set from outside (which shows its month) from paging.
  private var shownDate: Date?

  init(datePicker: UIDatePicker) {
    self.datePicker = datePicker
    super.init(frame: CGRect(origin: .zero, size: Self.size))
    title.font = .systemFont(ofSize: 17, weight: .semibold)
    addSubview(title)
    previousChevron.pointsBackward = true
    addSubview(previousChevron)
    addSubview(nextChevron)
    addGestureRecognizer(UITapGestureRecognizer { [unowned self] tap in tapped(tap) })
    dateDidChange()
  }

  required init?(coder: NSCoder) {
    fatalError("a date picker's calendar is made by the date picker")
  }

  override var intrinsicContentSize: CGSize { Self.size }

  /// Shows the picker's date, turning to its month when it was set from outside.
  func dateDidChange() {
    guard let datePicker else { return }
    if shownDate != datePicker.date {
      shownDate = datePicker.date
      month = firstDay(ofMonthOf: datePicker.date)
    }
    title.text = datePicker.formattedMonth(month)
    refreshChevrons()
    setNeedsLayout()
    setNeedsDisplay()
  }

  // MARK: Geometry

  private var calendar: Calendar { datePicker?.shownCalendar ?? .current }

  private func firstDay(ofMonthOf date: Date) -> Date {
    calendar.dateInterval(of: .month, for: date)?.start ?? date
  }

  /// The month's days, with how many cells of the first week come before its first.
  private var days: (leadingBlanks: Int, days: [Date]) {
    let calendar = calendar
    let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 0
    let days = (0..<count).compactMap { calendar.date(byAdding: .day, value: $0, to: month) }
    let weekday = calendar.component(.weekday, from: month)
    return ((weekday - calendar.firstWeekday + 7) % 7, days)
  }

  private var cellWidth: CGFloat { (bounds.width - 2 * Self.margin) / 7 }

  /// The cell of the `index`th place in the weeks, counted from the first week's first day.
  private func cell(at index: Int) -> CGRect {
    let column = index % 7
    let shownColumn = isMirrored ? 6 - column : column
    return CGRect(
      x: Self.margin + CGFloat(shownColumn) * cellWidth,
      y: Self.headerHeight + Self.weekdayHeight + CGFloat(index / 7) * Self.rowHeight,
      width: cellWidth, height: Self.rowHeight)
  }

  /// The chevrons' tap areas, at the trailing end of the header.
  private var chevronAreas: (previous: CGRect, next: CGRect) {
    let width = Self.chevronWidth
    let inner = Self.margin + width
    let previous = isMirrored ? inner : bounds.maxX - inner - width
    let next = isMirrored ? Self.margin : bounds.maxX - inner
    return (
      CGRect(x: previous, y: 0, width: width, height: Self.headerHeight),
      CGRect(x: next, y: 0, width: width, height: Self.headerHeight)
    )
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let areas = chevronAreas
    for (glyph, area) in [(previousChevron, areas.previous), (nextChevron, areas.next)] {
      glyph.center = CGPoint(x: area.midX, y: area.midY)
      glyph.semanticContentAttribute = isMirrored ? .forceRightToLeft : .forceLeftToRight
    }
    let titleWidth = bounds.width - 2 * Self.margin - 8 - 2 * Self.chevronWidth
    title.textAlignment = isMirrored ? .right : .left
    title.frame = CGRect(
      x: isMirrored ? bounds.maxX - 8 - Self.margin - titleWidth : Self.margin + 8, y: 0,
      width: titleWidth, height: Self.headerHeight)
    setNeedsDisplay()
  }

  // MARK: Paging and picking

  /// The first day of the month `offset` months from the one shown, if the limits allow any of
  /// it.
  private func month(by offset: Int) -> Date? {
    guard let datePicker, let start = calendar.date(byAdding: .month, value: offset, to: month),
      let end = calendar.date(byAdding: .month, value: 1, to: start)
    else { return nil }
    if let minimumDate = datePicker.minimumDate, end <= minimumDate { return nil }
    if let maximumDate = datePicker.maximumDate, start > maximumDate { return nil }
    return start
  }

  private func refreshChevrons() {
    previousChevron.chevronColor = month(by: -1) == nil ? .tertiaryLabel : tintColor
    nextChevron.chevronColor = month(by: 1) == nil ? .tertiaryLabel : tintColor
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshChevrons()
    setNeedsDisplay()
  }

  private func tapped(_ tap: UITapGestureRecognizer) {
    guard let datePicker else { return }
    let point = tap.location(in: self)
    let areas = chevronAreas
    for (area, offset) in [(areas.previous, -1), (areas.next, 1)] where area.contains(point) {
      if let shown = month(by: offset) { show(shown) }
      return
    }
    let (blanks, days) = days
    guard
      let index = days.indices.first(where: { cell(at: blanks + $0).contains(point) }),
      datePicker.allowsDay(days[index]),
      !calendar.isDate(days[index], inSameDayAs: datePicker.date)
    else { return }
    datePicker.pickDay(days[index])
    dateDidChange()
  }

  private func show(_ newMonth: Date) {
    month = newMonth
    title.text = datePicker?.formattedMonth(month)
    refreshChevrons()
    setNeedsDisplay()
  }

  // MARK: Drawing

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    super.appendContent(to: &items, bounds: bounds)
    guard let datePicker else { return }
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
    let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    let symbols = calendar.shortStandaloneWeekdaySymbols
    for column in 0..<7 {
      let symbol = symbols[(calendar.firstWeekday - 1 + column) % 7].uppercased()
      var area = cell(at: column)
      area.origin.y = Self.headerHeight
      area.size.height = Self.weekdayHeight
      text(symbol, weekdayFont, .tertiaryLabel, centredIn: area)
    }
    let (blanks, days) = days
    let dayFont = UIFont.systemFont(ofSize: 20)
    let pickedFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
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
