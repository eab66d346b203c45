import UIKit
import UIKitTestSupport
import XCTest

// Swift 5 language mode (Package.swift), as most iOS code and its tests still are. Nothing here
// is marked `@MainActor`: against Apple's UIKit, whose annotations reach Swift 5 code with
// `@preconcurrency`, this compiles, and so it must here. XCTest runs these methods on the main
// thread, so the UI work happens where UIKit expects it.

/// A plain helper, as a library's sample code has them: no actor annotation.
func makeCard(title: String) -> UIView {
  let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
  card.backgroundColor = .systemBackground
  card.layer.cornerRadius = 12
  let label = UILabel()
  label.text = title
  label.translatesAutoresizingMaskIntoConstraints = false
  card.addSubview(label)
  NSLayoutConstraint.activate(
    NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[label]-|", options: [], metrics: nil, views: ["label": label]))
  return card
}

/// A container as a Swift 5 library writes it: overrides and stored state, no isolation spelled.
final class CardStackController: UIViewController {
  private(set) var cards: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    push(makeCard(title: "First"))
  }

  func push(_ card: UIView) {
    cards.append(card)
    view.addSubview(card)
  }
}

final class Swift5CallerTests: XCTestCase {
  private var controller: CardStackController!
  private var window: UIWindow!

  // The case the issue names: UI types set up in `setUp()`, a non-isolated override.
  override func setUp() {
    super.setUp()
    TestApplication.reset()
    controller = CardStackController()
    window = TestApplication.makeWindow(root: controller)
  }

  override func tearDown() {
    window = nil
    controller = nil
    TestApplication.reset()
    super.tearDown()
  }

  func testNonIsolatedCodeDrivesUIKit() {
    controller.push(makeCard(title: "Second"))
    UIApplication.shared.advance(by: 0)

    XCTAssertEqual(controller.cards.count, 2)
    XCTAssertTrue(controller.cards.allSatisfy { $0.window === window })
    XCTAssertEqual(controller.cards.last?.subviews.first?.frame.minX, 8)
  }
}
