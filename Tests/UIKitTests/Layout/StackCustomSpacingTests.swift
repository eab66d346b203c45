import Testing
import UIKit
import UIKitTestSupport

/// Apple's `UIStackView.setCustomSpacing(_:after:)`: the gap after one arranged view replaces
/// the stack's `spacing` there; `customSpacing(after:)` answers `spacingUseDefault` for a view
/// with none.
@Suite("UIStackView custom spacing", .uiTest)
@MainActor
struct StackCustomSpacingTests {
  /// A vertical stack of three 20-point views, spaced 4 points, laid out.
  private func stack() -> (UIStackView, [UIView]) {
    let views = (0..<3).map { _ in
      let view = UIView()
      view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      return view
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 4
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    stack.translatesAutoresizingMaskIntoConstraints = true
    return (stack, views)
  }

  @Test("the gap after the first view is its custom spacing; the next is the stack's")
  func customGap() {
    let (stack, views) = stack()
    stack.setCustomSpacing(30, after: views[0])
    stack.layoutIfNeeded()

    #expect(views.map(\.frame.minY) == [0, 50, 74])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
  }

  @Test("spacingUseDefault removes the custom gap, and spacingUseSystem asks for 8 points")
  func defaultAndSystem() {
    let (stack, views) = stack()
    stack.setCustomSpacing(30, after: views[0])
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
    stack.layoutIfNeeded()

    #expect(views.map(\.frame.minY) == [0, 24, 52])
  }

  @Test("a view that leaves the arrangement forgets its custom gap")
  func forgottenOnRemoval() {
    let (stack, views) = stack()
    stack.setCustomSpacing(30, after: views[0])
    stack.removeArrangedSubview(views[0])
    stack.insertArrangedSubview(views[0], at: 0)
    stack.layoutIfNeeded()

    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    #expect(views.map(\.frame.minY) == [0, 24, 48])
  }
}
