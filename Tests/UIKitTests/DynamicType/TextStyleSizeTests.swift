import Testing
import UIKit
import UIKitTestSupport

/// Every text style's size and weight, as `UIFont.preferredFont(forTextStyle:compatibleWith:)`
/// gives them through the public API, against the table in Apple's Human Interface Guidelines
/// (iOS, iPadOS: "Dynamic Type sizes" and "Larger accessibility type sizes").
@Suite("Dynamic Type: text style sizes against Apple's published table", .uiTest)
@MainActor
struct TextStyleSizeTests {
  private static let styles: [UIFont.TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
    .footnote, .caption1, .caption2,
  ]

  /// The HIG's sizes, in the order of `styles`.
  private static let published: [(UIContentSizeCategory, [CGFloat])] = [
    (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
    (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
    (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
  ]

  private func sizes(at category: UIContentSizeCategory) -> [CGFloat] {
    let traits = UITraitCollection(preferredContentSizeCategory: category)
    return Self.styles.map {
      UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits).pointSize
    }
  }

  @Test(
    "each text style has the HIG's size at xSmall, Large and AX5",
    arguments: [UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
  func publishedSizes(category: UIContentSizeCategory) {
    let expected = Self.published.first { $0.0 == category }?.1

    let actual = sizes(at: category)

    #expect(actual == expected)
  }

  @Test("headline is semibold and every other style regular, at every size")
  func weights() {
    let faces = Set(
      [UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].flatMap {
        category in
        Self.styles.map {
          let traits = UITraitCollection(preferredContentSizeCategory: category)
          let font = UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits)
          return "\($0 == .headline ? "headline" : "other") \(font.fontName)"
        }
      })

    #expect(faces == ["headline Inter-SemiBold", "other Inter-Regular"])
  }

  @Test("body grows a step at a time through all twelve sizes")
  func bodyThroughEverySize() {
    let categories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
      .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]

    let sizes = categories.map {
      UIFont.preferredFont(
        forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)
      ).pointSize
    }

    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test("without traits, or with traits that name no size, the app's preferred size applies")
  func appCategoryByDefault() {
    let before = UIFont.preferredFont(forTextStyle: .body).pointSize

    UIApplication.shared.setPreferredContentSizeCategory(.extraExtraLarge)

    #expect(before == 17)
    #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
    #expect(
      UIFont.preferredFont(
        forTextStyle: .body, compatibleWith: UITraitCollection(horizontalSizeClass: .compact)
      ).pointSize == 21)
    #expect(
      UIFont.preferredFont(
        forTextStyle: .body,
        compatibleWith: UITraitCollection(preferredContentSizeCategory: .small)
      ).pointSize == 15)
  }

  @Test("a category UIKit does not know measures as .large, and a style it does not know as body")
  func unknownValues() {
    let unknown = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryHuge")
    let traits = UITraitCollection(preferredContentSizeCategory: unknown)

    let title = UIFont.preferredFont(forTextStyle: .title1, compatibleWith: traits)
    let mystery = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "Mystery"))

    #expect(title.pointSize == 28)
    #expect(mystery.pointSize == 17)
    #expect(!unknown.isAccessibilityCategory)
    #expect(!(unknown < .large) && !(unknown > .large))
    #expect(unknown > .medium && unknown < .extraLarge)
  }

  @Test("categories order from extraSmall to AX5, and the last five are accessibility sizes")
  func ordering() {
    let shuffled: [UIContentSizeCategory] = [
      .accessibilityMedium, .extraSmall, .large, .accessibilityExtraExtraExtraLarge,
      .extraExtraExtraLarge, .small,
    ]

    let sorted = shuffled.sorted()

    #expect(
      sorted == [
        .extraSmall, .small, .large, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityExtraExtraExtraLarge,
      ])
    #expect(sorted.map(\.isAccessibilityCategory) == [false, false, false, false, true, true])
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
  }
}
