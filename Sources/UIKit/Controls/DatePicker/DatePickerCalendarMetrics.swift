/// A date picker calendar's fonts and sizes at a text size.
///
/// At `.large` they are iOS 14's: a 320-point-wide calendar with a 44-point header, a 20-point
/// row of weekdays and 44-point weeks; 17-point semibold title, 13-point weekdays and 20-point
/// days. The text follows the person's text size as the body style scales, and the rows and
/// columns grow with it (never below those sizes, so that a day stays a 44-point target). The
/// growth stops at 1.6 times, which keeps the calendar narrower than an iPhone's screen, and the
/// weekdays' at 17 points, so that three capitals fit a column; Apple does not publish where
/// iOS's stop.
struct DatePickerCalendarMetrics {
  static let margin: CGFloat = 8
  static let chevronWidth: CGFloat = 44
  static let weeks = 6
  private static let largestScale: CGFloat = 1.6

  let titleFont: UIFont
  let weekdayFont: UIFont
  let dayFont: UIFont
  let pickedDayFont: UIFont
  let headerHeight: CGFloat
  let weekdayHeight: CGFloat
  let rowHeight: CGFloat
  /// The calendar's width: iOS's 320 points, or wider for columns of two digits and margins.
  let width: CGFloat

  /// The metrics for `traits`' content size category.
  init(traits: UITraitCollection) {
    let scale = min(
      UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: traits) / 17,
      Self.largestScale)
    titleFont = .systemFont(ofSize: (17 * scale).rounded(), weight: .semibold)
    weekdayFont = .systemFont(ofSize: min((13 * scale).rounded(), 17), weight: .semibold)
    dayFont = .systemFont(ofSize: (20 * scale).rounded())
    pickedDayFont = .systemFont(ofSize: (20 * scale).rounded(), weight: .semibold)
    let grown = max(scale, 1)
    headerHeight = (44 * grown).rounded()
    weekdayHeight = (20 * grown).rounded()
    rowHeight = (44 * grown).rounded()
    width = max(320, 2 * Self.margin + 7 * (dayFont.pointSize * 1.2 + 12).rounded(.up))
  }

  /// The calendar's size: the header, the weekdays and six weeks, and a margin below.
  var size: CGSize {
    CGSize(
      width: width,
      height: headerHeight + weekdayHeight + rowHeight * CGFloat(Self.weeks) + Self.margin)
  }
}
