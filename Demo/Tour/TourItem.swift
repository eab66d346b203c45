import UIKit

/// One row of a tour list: what it is called, a line about what it shows, and how to make the
/// screen it shows (made on each visit, so each visit starts fresh).
struct TourItem {
  let title: String
  let subtitle: String
  /// Whether the screen is presented full screen rather than pushed: a split view controller,
  /// whose columns have navigation bars of their own.
  var presentsFullScreen = false
  let makeScreen: @MainActor () -> UIViewController
}
