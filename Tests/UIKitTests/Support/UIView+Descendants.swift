import UIKit

extension UIView {
  /// Every view under this one, depth first: for tests that look for a view wherever iOS's
  /// nesting puts it (a bar's buttons sit in its content view's rows).
  var descendants: [UIView] {
    subviews.flatMap { [$0] + $0.descendants }
  }
}
