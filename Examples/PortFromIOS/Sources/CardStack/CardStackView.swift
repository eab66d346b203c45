import UIKit

/// What a card stack tells the screen that shows it.
@objc public protocol CardStackViewDelegate: class {
  /// A card was swiped away.
  func cardStack(_ stack: CardStackView, didSwipeCardAt index: Int)
  /// Whether the top card may be swiped now; swiping is allowed when this is not implemented.
  @objc optional func cardStackShouldSwipe(_ stack: CardStackView) -> Bool
  /// The last card was swiped away.
  @objc optional func cardStackDidRunOutOfCards(_ stack: CardStackView)
}

/// A stack of cards, swiped away one by one: with its Next button, a swipe, or on a timer.
open class CardStackView: UIView {
  /// Told about swipes.
  public weak var delegate: CardStackViewDelegate?
  /// How many cards the stack holds.
  public var numberOfCards = 3
  /// The card on top: how many have been swiped away.
  public private(set) var currentIndex = 0
  /// Swipes the top card away.
  public let nextButton = UIButton(type: .system)
  private var autoAdvanceTimer: Timer?

  /// A stack of `numberOfCards` cards, with its Next button and its swipe.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    nextButton.setTitle("Next", for: .normal)
    nextButton.addTarget(self, action: #selector(nextTapped(_:)), for: .touchUpInside)
    addSubview(nextButton)
    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
    swipe.direction = .left
    addGestureRecognizer(swipe)
  }

  /// Stacks are made in code only.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  /// Swipes a card away every `interval` seconds, until the stack runs out or is stopped.
  public func startAutoAdvance(every interval: TimeInterval) {
    autoAdvanceTimer = Timer.scheduledTimer(
      timeInterval: interval, target: self, selector: #selector(advance), userInfo: nil,
      repeats: true)
  }

  /// Stops swiping on a timer.
  public func stopAutoAdvance() {
    autoAdvanceTimer?.invalidate()
    autoAdvanceTimer = nil
  }

  @objc private func nextTapped(_ sender: UIButton) {
    advance()
  }

  @objc private func swiped(_ recognizer: UISwipeGestureRecognizer) {
    advance()
  }

  /// Swipes the top card away, if there is one and the delegate lets it go.
  @objc public func advance() {
    guard currentIndex < numberOfCards else { return }
    guard delegate?.cardStackShouldSwipe?(self) ?? true else { return }
    let swiped = currentIndex
    currentIndex += 1
    delegate?.cardStack(self, didSwipeCardAt: swiped)
    if currentIndex == numberOfCards {
      stopAutoAdvance()
      delegate?.cardStackDidRunOutOfCards?(self)
    }
  }
}
