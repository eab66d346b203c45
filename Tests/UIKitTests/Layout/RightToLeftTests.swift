import Testing
import UIKit
import UIKitTestSupport

/// Right-to-left layout: leading and trailing, margins, stack views and relayout when the
/// direction changes, through the public API.
@Suite("Right to left: layout direction, semantic content and relayout", .uiTest)
@MainActor
struct RightToLeftTests {
  let clock = ManualClock()

  /// A container whose child controller's view is `content`, with the child's traits
  /// overridden to `direction` when given.
  private func host(
    _ content: UIViewController, direction: UITraitEnvironmentLayoutDirection?
  ) -> (UIWindow, UIViewController) {
    let parent = UIViewController()
    parent.addChild(content)
    parent.view.addSubview(content.view)
    content.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    content.view.autoresizingMask = []
    content.didMove(toParent: parent)
    if let direction {
      parent.setOverrideTraitCollection(
        UITraitCollection(layoutDirection: direction), forChild: content)
    }
    let window = TestApplication.makeWindow(root: parent, size: CGSize(width: 200, height: 100))
    clock.settle()
    return (window, parent)
  }

  /// A controller with a 50-point box pinned 10 points from its leading edge.
  private func leadingBox() -> (UIViewController, UIView) {
    let controller = UIViewController()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: controller.view.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    return (controller, box)
  }

  @Test("the direction for a semantic content attribute, and a view's effective direction")
  func directions() {
    let view = UIView()

    let unspecified = UIView.userInterfaceLayoutDirection(for: .unspecified)
    let forced = UIView.userInterfaceLayoutDirection(for: .forceRightToLeft)
    let playback = UIView.userInterfaceLayoutDirection(for: .playback)
    let before = view.effectiveUserInterfaceLayoutDirection
    view.semanticContentAttribute = .forceRightToLeft

    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect([unspecified, forced, playback] == [.leftToRight, .rightToLeft, .leftToRight])
    #expect(before == .leftToRight)
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test("leading is the right edge in a right-to-left trait environment")
  func leadingConstraintsFlip() {
    let (controller, box) = leadingBox()

    let (window, _) = host(controller, direction: .rightToLeft)

    #expect(controller.traitCollection.layoutDirection == .rightToLeft)
    #expect(box.frame == CGRect(x: 140, y: 0, width: 50, height: 20))
    _ = window
  }

  @Test("a view already laid out left to right is laid out again when its traits turn")
  func traitChangeRelaysOut() {
    let (controller, box) = leadingBox()
    let (window, parent) = host(controller, direction: nil)
    #expect(box.frame.minX == 10)

    parent.setOverrideTraitCollection(
      UITraitCollection(layoutDirection: .rightToLeft), forChild: controller)
    window.layoutIfNeeded()

    #expect(box.frame.minX == 140)
  }

  @Test("forcing a view right to left flips its own leading constraints at once")
  func semanticAttributeRelaysOut() {
    let (controller, box) = leadingBox()
    let (window, _) = host(controller, direction: nil)

    controller.view.semanticContentAttribute = .forceRightToLeft
    box.semanticContentAttribute = .forceRightToLeft
    window.layoutIfNeeded()

    #expect(box.frame.minX == 140)
  }

  @Test("directional layout margins put the leading margin on the right, and flip with it")
  func directionalMargins() {
    let controller = UIViewController()
    let (window, parent) = host(controller, direction: nil)
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 5)
    #expect(controller.view.layoutMargins.left == 20)

    parent.setOverrideTraitCollection(
      UITraitCollection(layoutDirection: .rightToLeft), forChild: controller)
    window.layoutIfNeeded()

    #expect(controller.view.layoutMargins.left == 5)
    #expect(controller.view.layoutMargins.right == 20)
    #expect(controller.view.directionalLayoutMargins.leading == 20)
  }

  @Test("a horizontal stack view runs from right to left")
  func stackViewOrderFlips() {
    let controller = UIViewController()
    let views = (0..<3).map { _ in UIView() }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.frame = CGRect(x: 0, y: 0, width: 180, height: 20)
    controller.view.addSubview(stack)

    let (window, _) = host(controller, direction: .rightToLeft)

    #expect(views.map(\.frame.minX) == [120, 60, 0])
    _ = window
  }
}
