/// The size a person prefers text at: Dynamic Type's seven standard sizes and five larger
/// accessibility sizes.
///
/// Matches UIKit: a string-backed value with UIKit's raw values (`UICTContentSizeCategoryL`),
/// ordered from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``. `.large` is the default
/// and the size text styles are designed at. A raw value UIKit does not know (read from a file,
/// say) measures and compares as `.large`, as UIKit falls back to it.
///
/// ```swift
/// if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
///   stack.axis = .vertical
/// }
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// UIKit's name for the category.
  public let rawValue: String

  /// Makes a category from UIKit's name for it.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Makes a category from UIKit's name for it.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// No preference: the environment's category applies when trait collections are combined.
  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  /// The smallest size: body text at 14 points.
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  /// Body text at 15 points.
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  /// Body text at 16 points.
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  /// The default size: body text at 17 points.
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  /// Body text at 19 points.
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  /// Body text at 21 points.
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  /// The largest standard size: body text at 23 points.
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  /// The first accessibility size (AX1): body text at 28 points.
  public static let accessibilityMedium = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityM")
  /// AX2: body text at 33 points.
  public static let accessibilityLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityL")
  /// AX3: body text at 40 points.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXL")
  /// AX4: body text at 47 points.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXL")
  /// AX5, the largest size: body text at 53 points.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve sizes a person can choose, smallest first.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Matches UIKit: `true` for the five larger accessibility sizes (AX1 to AX5), where layouts
  /// usually stack what sat side by side.
  public var isAccessibilityCategory: Bool { sizeIndex >= 7 }

  /// Where the category sits in ``ordered``; an unknown one (and ``unspecified``) sits where
  /// `.large` does, UIKit's fallback.
  var sizeIndex: Int { Self.ordered.firstIndex(of: self) ?? 3 }

  /// The category a size is measured at: this one, or `.large` for one UIKit does not know.
  var known: UIContentSizeCategory { Self.ordered[sizeIndex] }

  /// The next larger (`step` 1) or smaller (`step` -1) size a person can choose, stopping at
  /// either end: what the demo's Ctrl+Plus and Ctrl+Minus step through, as Settings' slider does.
  package func stepped(by step: Int) -> UIContentSizeCategory {
    Self.ordered[min(max(sizeIndex + step, 0), Self.ordered.count - 1)]
  }

  /// Matches UIKit: posted (with the application as its object) after the app's preferred size
  /// changed and every window's views were told; ``newValueUserInfoKey`` holds the new size.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  /// Matches UIKit: the key of the new category in ``didChangeNotification``'s `userInfo`.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIContentSizeCategory: Comparable {
  /// Matches UIKit: smaller sizes order first; ``unspecified`` and unknown raw values order as
  /// `.large`.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.sizeIndex < rhs.sizeIndex
  }
}

extension UIContentSizeCategory: CustomStringConvertible {
  /// The raw value, as UIKit prints a category.
  public var description: String { rawValue }
}
