import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Storyboard constraints", .uiTest)
@MainActor
struct StoryboardConstraintTests {
  let clock = ManualClock()

  private func load() -> (UIViewController, UIWindow) {
    let controller = StoryboardFixtures.storyboard("Constraints")
      .instantiateInitialViewController()!
    let window = TestApplication.makeWindow(root: controller)
    clock.settle()
    return (controller, window)
  }

  private func frame(_ controller: UIViewController, _ tag: Int) -> CGRect {
    controller.view.viewWithTag(tag)!.frame
  }

  @Test("every attribute, relation, multiplier and priority solves as in UIKit")
  func frames() {
    let (controller, window) = load()

    #expect(frame(controller, 1) == CGRect(x: 8, y: 34, width: 100, height: 50))
    #expect(frame(controller, 2) == CGRect(x: 118, y: 34, width: 50, height: 50))
    #expect(frame(controller, 3) == CGRect(x: 302, y: 39, width: 80, height: 40))
    #expect(frame(controller, 4) == CGRect(x: 105, y: 104, width: 180, height: 30))
    #expect(frame(controller, 5) == CGRect(x: 175, y: 144, width: 40, height: 40))
    for tag in 1...9 {
      #expect(controller.view.viewWithTag(tag)?.hasAmbiguousLayout == false)
    }
    _ = window
  }

  @Test("baselines line up labels; first and last baselines are both understood")
  func baselines() {
    let (controller, window) = load()

    let first = controller.view.viewWithTag(6) as! UILabel
    let second = controller.view.viewWithTag(7) as! UILabel

    // Frames are rounded to the pixel grid; the baseline sits within half a pixel of its place.
    #expect(abs(first.frame.minY + first.firstBaselineOffsetFromTop - (184 + 30)) <= 0.5)
    #expect(second.frame.minY == first.frame.minY)
    #expect(second.frame.minX == first.frame.maxX + 10)
    _ = window
  }

  @Test("the margins guide, and the old top and bottom layout guides as the safe area's edges")
  func guides() {
    let (controller, window) = load()

    #expect(frame(controller, 8) == CGRect(x: 8, y: 844 - 20 - 10 - 20, width: 374, height: 20))
    #expect(frame(controller, 9) == CGRect(x: 30, y: 24 + 300, width: 20, height: 20))
    _ = window
  }

  @Test("placeholder constraints are left out; identifiers and priorities are kept")
  func placeholdersAndIdentifiers() {
    let (controller, window) = load()

    let all = ([controller.view!] + controller.view.subviews).flatMap(\.constraints)
    let top = all.first { $0.identifier == "A.top" }
    let height = controller.view.viewWithTag(1)!.constraints.first { $0.firstAttribute == .height }

    #expect(controller.view.viewWithTag(9)!.constraints.allSatisfy { $0.constant != 300 })
    #expect(top?.constant == 10 && top?.secondItem is UILayoutGuide)
    #expect(height?.priority == UILayoutPriority(999))
    #expect(all.count == 34)
    _ = window
  }
}
