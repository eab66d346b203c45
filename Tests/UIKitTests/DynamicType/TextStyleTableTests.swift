import Testing

@testable import UIKit

/// The rest of each published row, which has no public API of its own: the HIG's leading and
/// emphasized weight.
@Suite("Dynamic Type: the table's leading and emphasized weights")
struct TextStyleTableTests {
  private static let styles: [UIFont.TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
    .footnote, .caption1, .caption2,
  ]

  @Test("leading is the HIG's at xSmall, Large and AX5")
  func leading() {
    let published: [(UIContentSizeCategory, [CGFloat])] = [
      (.extraSmall, [38, 31, 24, 22, 19, 19, 18, 16, 16, 13, 13]),
      (.large, [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13]),
      (.accessibilityExtraExtraExtraLarge, [70, 68, 66, 65, 62, 62, 60, 58, 52, 51, 48]),
    ]

    let table = published.map { category, _ in
      (category, Self.styles.map { TextStyleTable.entry(for: $0, at: category).leading })
    }

    #expect(table.map(\.1) == published.map(\.1))
  }

  @Test("the titles are emphasized in bold and every other style in semibold")
  func emphasizedWeights() {
    let weights = Self.styles.map { TextStyleTable.entry(for: $0, at: .large).emphasizedWeight }

    #expect(weights == [.bold, .bold, .bold] + Array(repeating: .semibold, count: 8))
  }
}
