import Testing
import UIKit
import UIKitTestSupport

/// Pushes and pops when the person prefers cross-fades: the incoming view fades in place, as
/// iOS's navigation does with Reduce Motion and Prefer Cross-Fade Transitions.
@Suite("UINavigationController: reduce motion cross-fades", .uiTest)
@MainActor
struct ReduceMotionNavigationTests {
  let clock = ManualClock()
  private let windows = WindowHolder()

  @Test("with reduce motion a push fades the new view in where it rests; without, it slides")
  func crossFade() throws {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    windows.keep(TestApplication.makeWindow(root: navigation))
    clock.settle()
    let second = UIViewController()
    let sliding = UIViewController()
    UIAccessibility.setReduceMotionEnabled(true)

    navigation.pushViewController(second, animated: true)
    clock.tick()
    clock.advance(by: 0.35 / 2)
    let midway = try #require(second.view.layer.presentation())
    clock.advance(by: 1)
    UIAccessibility.setReduceMotionEnabled(false)
    navigation.pushViewController(sliding, animated: true)
    clock.tick()
    clock.advance(by: 0.35 / 2)
    let slidingMidway = try #require(sliding.view.layer.presentation())
    clock.advance(by: 1)

    #expect(midway.frame.minX == 0)
    #expect(midway.opacity > 0.3 && midway.opacity < 0.7)
    #expect(slidingMidway.frame.minX > 0)
    #expect(slidingMidway.opacity == 1)
    #expect(second.view.alpha == 1)
    #expect(navigation.topViewController === sliding)
  }
}
