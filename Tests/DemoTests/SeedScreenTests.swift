import Testing
import UIKitTestSupport

@testable import Demo
@testable import UIKit

/// The seeds' programmatic samples that the demo's screens run as written: seed 001's
/// safe-area constraints on the welcome page, and seed 003's stacked children. The seeds' other
/// samples are tested on their own in UIKitTests' SeedSampleTests.
@Suite("The seeds' code samples, as the demo's screens run them", .uiTest)
@MainActor
struct SeedScreenTests {
  let log = LifecycleLog()
  let clock = ManualClock()

  @Test("seed 001: the programmatic sample pins the child to the safe area's edges")
  func safeAreaPins() {
    // The demo's seed-001 screen, which runs the seed's sample as written.
    let container = WelcomePageViewController()
    let window = TestApplication.makeWindow(root: container, size: CGSize(width: 390, height: 844))
    clock.settle()

    let top = StatusBarView.height + 400
    let bottom = 844 - HomeIndicatorView.inset - 20
    #expect(container.children == [container.secondChildVC])
    #expect(
      container.secondChildVC.view.frame
        == CGRect(x: 20, y: top, width: 350, height: bottom - top))
    #expect(!container.secondChildVC.view.hasAmbiguousLayout)

    window.resize(to: CGSize(width: 600, height: 1000))
    clock.settle()
    #expect(
      container.secondChildVC.view.frame
        == CGRect(x: 20, y: top, width: 560, height: 1000 - HomeIndicatorView.inset - 20 - top))
  }

  @Test("seed 003: displayContentViewControllers stacks the children; removal frees their space")
  func stackedChildren() {
    // The demo's copy of seed 003's container, as the seed writes it.
    let container = CustomContainerViewController()
    let window = TestApplication.makeWindow(root: container)
    clock.settle()
    let contents = (0..<3).map { LoggingViewController("content \($0)", log: log) }

    container.displayContentViewControllers(contents: contents)
    clock.settle()

    // 844 / 3 is 281.33 points; Auto Layout rounds each edge to the scale-1 pixel grid.
    #expect(UIScreen.main.bounds.height == 844)
    #expect(
      contents.map(\.view.frame) == [
        CGRect(x: 0, y: 0, width: 390, height: 281),
        CGRect(x: 0, y: 281, width: 390, height: 282),
        CGRect(x: 0, y: 563, width: 390, height: 281),
      ])
    #expect(contents[1].view.constraints.count == 1)
    #expect(container.view.constraints.count == 9)
    _ = log.take()

    container.removeContentViewController(content: contents[1])
    clock.settle()

    #expect(container.children == [contents[0], contents[2]])
    #expect(contents[1].view.constraints.isEmpty)
    #expect(contents[1].view.superview == nil)
    #expect(container.view.constraints.count == 6)
    #expect(container.view.constraints.allSatisfy { $0.firstItem !== contents[1].view })
    #expect(contents[2].view.frame.minY == 563)
    #expect(
      log.take() == [
        "content 1 willMove(to: nil)", "content 1 willDisappear [movingFromParent]",
        "content 1 didMove(to: nil)", "content 1 didDisappear [movingFromParent]",
      ])
    _ = window
  }
}
