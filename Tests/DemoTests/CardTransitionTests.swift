import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import Demo

/// The presentation page's card transition, written as an iOS developer writes one, as a
/// filmstrip at 0, 25, 50, 75 and 100 % of the way.
@Suite("The demo's card transition, as reference images", .uiTest)
@MainActor
struct CardTransitionTests {
  let clock = ManualClock()

  @Test("the card grows out of a row of a list, over a dimming view")
  func custom() {
    let root = UIViewController()
    root.view.backgroundColor = .systemGroupedBackground
    for (index, text) in ["Photos", "앨범 Albums", "Shared"].enumerated() {
      let row = UILabel(frame: CGRect(x: 16, y: 40 + CGFloat(index) * 44, width: 200, height: 36))
      row.text = text
      row.backgroundColor = .secondarySystemGroupedBackground
      root.view.addSubview(row)
    }
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 240, height: 360))
    clock.settle()
    let transition = CardTransition(cell: root.view.subviews[1])
    let card = UIViewController()
    card.view.backgroundColor = .systemYellow
    let title = UILabel(frame: CGRect(x: 16, y: 24, width: 200, height: 30))
    title.text = "Albums"
    card.view.addSubview(title)
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = transition

    root.present(card, animated: true)

    let strip = Filmstrip.record(
      window, frames: 5, every: 0.45 / 4, clock: clock, includingSystemChrome: true)
    assertSnapshot(
      of: UIImage(bitmap: strip.image), as: .image(perceptualPrecision: 0.99),
      named: "presentation-custom")
  }
}
