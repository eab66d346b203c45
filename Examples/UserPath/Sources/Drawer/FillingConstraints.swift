import UIKit

/// Constraints that make `view` fill its superview, from two visual formats.
///
/// A plain function with no actor annotation, as Swift 5 libraries write their helpers: it
/// compiles against Apple's UIKit because its `@MainActor` reaches Swift 5 code with
/// `@preconcurrency`, and so it must here.
func fillingConstraints(for view: UIView) -> [NSLayoutConstraint] {
  view.translatesAutoresizingMaskIntoConstraints = false
  let views = ["view": view]
  return NSLayoutConstraint.constraints(
    withVisualFormat: "H:|[view]|", options: [], metrics: nil, views: views)
    + NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[view]|", options: [], metrics: nil, views: views)
}
