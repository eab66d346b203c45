import UIKit
import UIKitTestSupport
import XCTest

// Through the public products only, as an app writes it: a plain `import UIKit`. XCTest, since
// Swift Testing looks for a cross-import overlay for any module named UIKit that it finds imported
// plainly beside it (Apple's `_Testing_UIKit`), which Linux has no copy of.

/// The storyboard example of UIKit.docc/StoryboardsAndNibs.md, as written there.
final class GreetingViewController: UIViewController {
  @Outlet var nameLabel: UILabel!  // was: @IBOutlet weak var nameLabel: UILabel!

  @IBAction func greet(_ sender: UIButton) {  // unchanged
    nameLabel.text = "안녕하세요, \(sender.currentTitle ?? "")"
  }
  private let greetAction = ActionBinding("greet:", GreetingViewController.greet)
}

/// XCTest on Linux calls test methods without an actor, so each hops to the main actor.
final class StoryboardPublicAPITests: XCTestCase {
  override func setUp() async throws {
    await MainActor.run { TestApplication.reset() }
  }

  override func tearDown() async throws {
    await MainActor.run { TestApplication.reset() }
  }

  @MainActor private static var bundle: Bundle {
    Bundle(url: Bundle.module.resourceURL!.appendingPathComponent("Storyboards"))!
  }

  func testReadmeExample() async {
    await Self.readmeExample()
  }

  func testExceptions() async {
    await Self.exceptions()
  }

  func testNib() async {
    await Self.nib()
  }

  /// The article's example: an outlet and an action connected from the storyboard.
  @MainActor
  private static func readmeExample() {
    let clock = ManualClock()
    let storyboard = UIStoryboard(name: "Greeting", bundle: bundle)
    let greeting = storyboard.instantiateInitialViewController() as! GreetingViewController
    let window = TestApplication.makeWindow(root: greeting)
    clock.settle()
    let button = greeting.nameLabel.superview!.subviews.compactMap { $0 as? UIButton }.first!

    button.sendActions(for: .touchUpInside)

    XCTAssertEqual(greeting.nameLabel.text, "안녕하세요, World")
    XCTAssertEqual(greeting.nameLabel.font, .boldSystemFont(ofSize: 24))
    XCTAssertEqual(greeting.nameLabel.superview!.center.y, 24 + (844 - 24 - 20) / 2, accuracy: 0.5)
    _ = window
  }

  /// Exceptions reach the public hook with UIKit's names.
  @MainActor
  private static func exceptions() {
    let recorder = ExceptionRecorder()

    _ = UIStoryboard(name: "Missing", bundle: bundle)
    _ = UINib(nibName: "Missing", bundle: bundle).instantiate(withOwner: nil, options: nil)
    UIViewController().performSegue(withIdentifier: "next", sender: nil)

    XCTAssertEqual(
      recorder.names,
      [.invalidArgumentException, .internalInconsistencyException, .invalidArgumentException])
  }

  /// Nibs load with an owner through `Bundle.loadNibNamed`.
  @MainActor
  private static func nib() {
    let owner = CardOwner()

    let objects = bundle.loadNibNamed("Card", owner: owner, options: nil) ?? []

    XCTAssertEqual(objects.count, 2)
    XCTAssertTrue(owner.card === objects.first as AnyObject?)
  }
}
