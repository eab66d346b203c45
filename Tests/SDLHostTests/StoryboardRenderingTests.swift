import Foundation
import SnapshotTesting
import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import UIKit

/// Storyboards and nibs rendered headless and compared with reference images through swift-snapshot-testing: every element
/// kind (Elements.storyboard), every kind of constraint (Constraints.storyboard) and a nib. The
/// fixtures are UIKitTests' resources. The demo's Main.storyboard is rendered with the demo
/// (DemoTests' StoryboardSeedTests).
@Suite("Storyboards, rendered", .uiTest)
@MainActor
struct StoryboardRenderingTests {
  let fixtures = Bundle(
    url: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../UIKitTests/Resources/Storyboards").standardizedFileURL)!

  /// The controller on the headless screen, 390 × 844 points.
  private func render(
    _ controller: UIViewController?, named name: String, testName: String = #function,
    line: UInt = #line
  ) {
    guard let controller else {
      Issue.record("the storyboard has no initial controller")
      return
    }
    assertSnapshot(
      of: controller, as: .image(size: UIScreen.main.bounds.size), named: name,
      testName: testName, line: line)
  }

  @Test("every element kind, as Elements.storyboard lays them out")
  func elements() {
    let warnings = ExceptionRecorder()

    render(
      UIStoryboard(name: "Elements", bundle: fixtures).instantiateInitialViewController(),
      named: "storyboard-elements")

    #expect(warnings.exceptions.isEmpty)
  }

  @Test("every kind of constraint, as Constraints.storyboard solves them")
  func constraints() {
    render(
      UIStoryboard(name: "Constraints", bundle: fixtures).instantiateInitialViewController(),
      named: "storyboard-constraints")
  }

  @Test("a nib's view in a controller")
  func nib() {
    let host = UIViewController()
    host.view.backgroundColor = .white
    let card =
      UINib(nibName: "Card", bundle: fixtures)
      .instantiate(withOwner: nil, options: nil).first as! UIView
    card.frame.origin = CGPoint(x: 20, y: 20)
    host.view.addSubview(card)

    assertSnapshot(of: host, as: .image(size: CGSize(width: 280, height: 160)), named: "nib-card")
  }
}
