/// How a navigation bar looks: its background and hairline, and its titles' colour and font.
///
/// Matches UIKit (iOS 13+). Set it on the bar's `standardAppearance`, `scrollEdgeAppearance`
/// and `compactAppearance`, or on a navigation item to change the bar while that item is on
/// top. The title attributes read `.foregroundColor` and `.font`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the inline title.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Matches UIKit: the default look.
  public override init() {
    super.init()
  }

  /// Matches UIKit: a copy of another appearance's background, with default titles.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let navigation = barAppearance as? UINavigationBarAppearance {
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
  }

  /// An independent copy. (UIKit's `copy()` returns the same type through Objective-C's
  /// `instancetype`; on Linux `NSObject.copy()` returns `Any`, so use this or
  /// ``init(barAppearance:)``.)
  func duplicate() -> UINavigationBarAppearance {
    UINavigationBarAppearance(barAppearance: self)
  }

  var titleColor: UIColor { titleTextAttributes[.foregroundColor] as? UIColor ?? .label }
  var titleFont: UIFont { titleTextAttributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17) }
  var largeTitleColor: UIColor {
    largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label
  }
  var largeTitleFont: UIFont {
    largeTitleTextAttributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
  }
}
