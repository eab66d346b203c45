/// The size, weight and leading of each text style at each content size category: the table
/// Apple's Human Interface Guidelines publish for iOS and iPadOS ("Dynamic Type sizes" and
/// "Larger accessibility type sizes").
///
/// Leading is the HIG's line spacing for the style. UIKit does not put it in the font (a
/// preferred font's `lineHeight` is the face's own), and neither does this table's user; it is
/// kept so that the whole published row is here and tested.
enum TextStyleTable {
  /// One cell of the table.
  struct Entry: Equatable {
    /// The font's size in points.
    var size: CGFloat
    /// The distance between baselines the HIG gives, in points.
    var leading: CGFloat
    /// The face's weight.
    var weight: UIFont.Weight
    /// The weight the bold symbolic trait gives the style (the HIG's "emphasized weight").
    var emphasizedWeight: UIFont.Weight
  }

  /// The style's entry at `category`; an unknown style is measured as `.body`, and an unknown
  /// category as `.large`, UIKit's fallbacks.
  static func entry(for style: UIFont.TextStyle, at category: UIContentSizeCategory) -> Entry {
    let row = rows[style] ?? body
    let (size, leading) = row.cells[category.sizeIndex]
    return Entry(
      size: size, leading: leading, weight: row.weight, emphasizedWeight: row.emphasizedWeight)
  }

  /// `value` (a size at `.large`) scaled as `style` scales at `category`. Multiplied before
  /// dividing, so that the style's own size at `.large` gives the table's size exactly.
  static func scaled(
    _ value: CGFloat, for style: UIFont.TextStyle, at category: UIContentSizeCategory
  )
    -> CGFloat
  {
    value * entry(for: style, at: category).size / entry(for: style, at: .large).size
  }

  private struct Row {
    var weight: UIFont.Weight
    var emphasizedWeight: UIFont.Weight
    /// (size, leading) from xSmall to AX5, in `UIContentSizeCategory.ordered`'s order.
    var cells: [(CGFloat, CGFloat)]
  }

  /// Body text, also the row of a style UIKit does not know.
  private static let body = Row(
    weight: .regular, emphasizedWeight: .semibold,
    cells: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ])

  // xS, S, M, L (default), xL, xxL, xxxL, then AX1 to AX5.
  private static let rows: [UIFont.TextStyle: Row] = [
    .largeTitle: Row(
      weight: .regular, emphasizedWeight: .bold,
      cells: [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
        (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
      ]),
    .title1: Row(
      weight: .regular, emphasizedWeight: .bold,
      cells: [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
        (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
      ]),
    .title2: Row(
      weight: .regular, emphasizedWeight: .bold,
      cells: [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
        (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
      ]),
    .title3: Row(
      weight: .regular, emphasizedWeight: .semibold,
      cells: [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
        (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
      ]),
    .headline: Row(
      weight: .semibold, emphasizedWeight: .semibold,
      cells: [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
      ]),
    .body: body,
    .callout: Row(
      weight: .regular, emphasizedWeight: .semibold,
      cells: [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
        (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
      ]),
    .subheadline: Row(
      weight: .regular, emphasizedWeight: .semibold,
      cells: [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
        (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
      ]),
    .footnote: Row(
      weight: .regular, emphasizedWeight: .semibold,
      cells: [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
        (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
      ]),
    .caption1: Row(
      weight: .regular, emphasizedWeight: .semibold,
      cells: [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
        (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
      ]),
    .caption2: Row(
      weight: .regular, emphasizedWeight: .semibold,
      cells: [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
        (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
      ]),
  ]
}
