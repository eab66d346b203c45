import UIKit

/// One row of a tour list: what it is called, a line about what it shows, and how to make the
/// screen it pushes (made on each visit, so each push starts fresh).
struct TourItem {
  let title: String
  let subtitle: String
  let makeScreen: @MainActor () -> UIViewController
}
