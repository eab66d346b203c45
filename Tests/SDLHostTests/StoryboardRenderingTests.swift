import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Storyboards and nibs rendered headless and compared with reference images: every element
/// kind (Elements.storyboard), every kind of constraint (Constraints.storyboard), a nib, and the
/// demo's Main.storyboard with the seeds' scenes. The fixtures are UIKitTests' resources; the
/// demo's classes are in the same test executable, so its storyboard finds them.
@Suite("Storyboards, rendered", .uiTest)
@MainActor
struct StoryboardRenderingTests {
  let clock = ManualClock()
  let references = ReferenceImage(testFile: #filePath)
  let fixtures = Bundle(
    url: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../UIKitTests/Storyboards").standardizedFileURL)!

  private func render(_ controller: UIViewController?, named name: String) {
    let window = TestApplication.makeWindow(root: controller)
    clock.settle()
    let image = WindowSnapshot.render(window, includingSystemChrome: true)
    if let mismatch = references.compare(image, named: name) {
      Issue.record("\(mismatch)")
    }
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

    let window = TestApplication.makeWindow(root: host, size: CGSize(width: 280, height: 160))
    clock.settle()

    if let mismatch = references.compare(WindowSnapshot.render(window), named: "nib-card") {
      Issue.record("\(mismatch)")
    }
  }

  @Test("seeds 001 and 002: the demo's Main.storyboard container with both embedded children")
  func seedContainer() {
    let recorder = ExceptionRecorder()

    render(
      UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController(),
      named: "storyboard-seed-container")

    #expect(recorder.exceptions.isEmpty)
  }
}
