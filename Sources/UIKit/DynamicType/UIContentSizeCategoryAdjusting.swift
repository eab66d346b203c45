/// A view whose font follows the content size category of its traits.
///
/// Matches UIKit: `UILabel`, `UITextField` and `UITextView` adopt it. With
/// ``adjustsFontForContentSizeCategory`` on, a Dynamic Type font (from
/// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)`) is made again at
/// the view's category whenever its traits change, and the view measures and draws itself
/// again. A fixed-size font (`systemFont(ofSize:)`) stays as it is.
///
/// ```swift
/// label.font = .preferredFont(forTextStyle: .body)
/// label.adjustsFontForContentSizeCategory = true
/// ```
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the font follows the content size category; `false` by default.
  var adjustsFontForContentSizeCategory: Bool { get set }
}
