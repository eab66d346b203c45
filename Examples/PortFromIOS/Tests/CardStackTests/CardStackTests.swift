import CardStack
import Testing
import UIKit
import XCTest

/// Records what a stack tells its delegate; implements every optional requirement.
final class RecordingDelegate: CardStackViewDelegate {
  var swiped: [Int] = []
  var ranOut = false
  var allowsSwipe = true

  func cardStack(_ stack: CardStackView, didSwipeCardAt index: Int) { swiped.append(index) }
  @objc func cardStackShouldSwipe(_ stack: CardStackView) -> Bool { allowsSwipe }
  @objc func cardStackDidRunOutOfCards(_ stack: CardStackView) { ranOut = true }
}

/// Implements only what it must.
final class MinimalDelegate: CardStackViewDelegate {
  var swiped: [Int] = []

  func cardStack(_ stack: CardStackView, didSwipeCardAt index: Int) { swiped.append(index) }
}

/// A deck whose cards are flashcards, titled by the subclass.
final class FlashcardsViewController: CardDeckViewController {
  override func cardDeckTitle(for index: Int) -> String {
    "Flashcard \(super.cardDeckTitle(for: index))"
  }
}

// Written against Apple's UIKit: each of these passes there, and here once ported.
@Suite("A card stack, as the iOS library behaves")
@MainActor
struct CardStackTests {
  @Test("the Next button swipes the top card away and tells the delegate")
  func nextButtonSwipes() {
    let stack = CardStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let delegate = RecordingDelegate()
    stack.delegate = delegate

    stack.nextButton.sendActions(for: .touchUpInside)
    stack.nextButton.sendActions(for: .touchUpInside)

    #expect(stack.currentIndex == 2)
    #expect(delegate.swiped == [0, 1])
    #expect(!delegate.ranOut)
  }

  @Test("a delegate that says no keeps the card; one that says nothing lets it go")
  func optionalVeto() {
    let vetoed = CardStackView(frame: .zero)
    let strict = RecordingDelegate()
    strict.allowsSwipe = false
    vetoed.delegate = strict
    let allowed = CardStackView(frame: .zero)
    let minimal = MinimalDelegate()
    allowed.delegate = minimal

    vetoed.advance()
    allowed.advance()

    #expect(strict.swiped.isEmpty)
    #expect(minimal.swiped == [0])
  }

  @Test("the last swipe tells the delegates that listen, and only them")
  func runningOut() {
    let stack = CardStackView(frame: .zero)
    stack.numberOfCards = 2
    let delegate = RecordingDelegate()
    stack.delegate = delegate
    let quiet = CardStackView(frame: .zero)
    quiet.numberOfCards = 1
    let minimal = MinimalDelegate()
    quiet.delegate = minimal

    for _ in 0..<3 { stack.advance() }
    quiet.advance()

    #expect(delegate.swiped == [0, 1])
    #expect(delegate.ranOut)
    #expect(minimal.swiped == [0])
  }

  @Test("a deck's subclass titles the cards through the UIViewController extension it overrides")
  func subclassTitles() {
    let plain = CardDeckViewController()
    let flashcards = FlashcardsViewController()
    plain.loadViewIfNeeded()
    flashcards.loadViewIfNeeded()

    plain.stack.advance()
    flashcards.stack.advance()
    flashcards.stack.advance()

    #expect(plain.swipedTitles == ["Card 1"])
    #expect(flashcards.swipedTitles == ["Flashcard Card 1", "Flashcard Card 2"])
    #expect(flashcards.cardDeckTitle(for: 4) == "Flashcard Card 5")
    #expect((flashcards as UIViewController).cardDeckTitle(for: 0) == "Flashcard Card 1")
  }
}

// Timers fire from the main run loop, which an XCTest method may run, as on iOS; Swift Testing
// runs `@MainActor` tests inside main-queue blocks, where the run loop cannot be turned.
final class CardStackTimerTests: XCTestCase {
  func testTimerSwipesACardEachIntervalUntilTheStackRunsOut() {
    let stack = CardStackView(frame: .zero)
    let delegate = RecordingDelegate()
    stack.delegate = delegate

    stack.startAutoAdvance(every: 0.01)
    // The run loop turns until the timer has emptied the stack: the test waits for what the
    // timer does, not for a set time, so a slow machine only makes it slower.
    let giveUp = Date(timeIntervalSinceNow: 30)
    while !delegate.ranOut && Date() < giveUp {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    }

    XCTAssertEqual(delegate.swiped, [0, 1, 2])
    XCTAssertTrue(delegate.ranOut)
  }
}
