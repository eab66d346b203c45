import UIKit

extension UIViewController {
  /// The title a card deck shows for a card; screens that show decks override it.
  @objc open func cardDeckTitle(for index: Int) -> String {
    "Card \(index + 1)"
  }
}

/// A screen that shows a card stack and keeps the titles of the cards swiped away.
open class CardDeckViewController: UIViewController, CardStackViewDelegate {
  /// The stack, filling the screen.
  public let stack = CardStackView(frame: .zero)
  /// The titles of the cards swiped away, in order.
  public private(set) var swipedTitles: [String] = []

  open override func viewDidLoad() {
    super.viewDidLoad()
    stack.frame = view.bounds
    stack.delegate = self
    view.addSubview(stack)
  }

  /// Keeps the title of the card swiped away.
  public func cardStack(_ stack: CardStackView, didSwipeCardAt index: Int) {
    swipedTitles.append(cardDeckTitle(for: index))
  }
}
