import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIStackView: distribution, alignment, spacing and arranged subviews", .uiTest)
@MainActor
struct StackViewTests {
  let clock = ManualClock()
  let root = UIViewController()
  let window: UIWindow

  init() {
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 390, height: 844))
    clock.settle()
  }

  /// A stack pinned at (20, 100) in the root view, sized only where a size is given.
  private func stack(
    _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, size: CGSize? = nil
  ) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
    ]
    if let size {
      constraints.append(stack.widthAnchor.constraint(equalToConstant: size.width))
      constraints.append(stack.heightAnchor.constraint(equalToConstant: size.height))
    }
    NSLayoutConstraint.activate(constraints)
    return stack
  }

  @Test("fillEqually shares the length after spacing; fill alignment spans the cross axis")
  func fillEqually() {
    let views = [UIView(), UIView(), UIView()]
    let stack = stack(views, axis: .vertical, size: CGSize(width: 300, height: 200))
    stack.distribution = .fillEqually
    stack.spacing = 10
    clock.settle()

    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 300, height: 60),
        CGRect(x: 0, y: 70, width: 300, height: 60),
        CGRect(x: 0, y: 140, width: 300, height: 60),
      ])
    #expect(stack.frame == CGRect(x: 20, y: 100, width: 300, height: 200))
  }

  @Test("a stack configured before it joins the window still arranges its views")
  func configuredBeforeJoining() {
    let views = [UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    let holder = UIView(frame: CGRect(x: 0, y: 0, width: 210, height: 30))
    holder.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
      stack.topAnchor.constraint(equalTo: holder.topAnchor),
      stack.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
    ])
    clock.settle()

    root.view.addSubview(holder)
    clock.settle()

    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 110, y: 0, width: 100, height: 30),
      ])
  }

  @Test("fill stretches the view with the lowest hugging priority")
  func fillByHugging() {
    let fixed = SizedView(CGSize(width: 50, height: 20))
    let stretchy = SizedView(CGSize(width: 80, height: 20))
    stretchy.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let stack = stack([fixed, stretchy], size: CGSize(width: 300, height: 40))
    stack.spacing = 10
    clock.settle()

    #expect(fixed.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(stretchy.frame == CGRect(x: 60, y: 0, width: 240, height: 40))
  }

  @Test("equalSpacing puts the same gap between intrinsic-size views")
  func equalSpacing() {
    let views = (0..<3).map { _ in SizedView(CGSize(width: 50, height: 20)) }
    let stack = stack(views, size: CGSize(width: 300, height: 20))
    stack.distribution = .equalSpacing
    clock.settle()

    #expect(views.map(\.frame.minX) == [0, 125, 250])
    #expect(views.map(\.frame.width) == [50, 50, 50])
  }

  @Test("fillProportionally sizes views in proportion to their intrinsic lengths")
  func fillProportionally() {
    let small = SizedView(CGSize(width: 50, height: 20))
    let large = SizedView(CGSize(width: 100, height: 20))
    let stack = stack([small, large], size: CGSize(width: 300, height: 20))
    stack.distribution = .fillProportionally
    clock.settle()

    #expect(small.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(large.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
  }

  @Test("center alignment centres each view across the axis at its intrinsic height")
  func centerAlignment() {
    let short = SizedView(CGSize(width: 50, height: 20))
    let tall = SizedView(CGSize(width: 50, height: 40))
    let stack = stack([short, tall], size: CGSize(width: 100, height: 100))
    stack.alignment = .center
    stack.distribution = .fillEqually
    clock.settle()

    #expect(short.frame == CGRect(x: 0, y: 40, width: 50, height: 20))
    #expect(tall.frame == CGRect(x: 50, y: 30, width: 50, height: 40))
  }

  @Test("a stack with no size of its own fits its arranged views")
  func sizesToContent() {
    let first = SizedView(CGSize(width: 50, height: 20))
    let second = SizedView(CGSize(width: 70, height: 40))
    let stack = stack([first, second])
    stack.spacing = 5
    stack.alignment = .top
    clock.settle()

    #expect(stack.frame == CGRect(x: 20, y: 100, width: 125, height: 40))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(second.frame == CGRect(x: 55, y: 0, width: 70, height: 40))
  }

  @Test("hiding an arranged view gives its space to the others; showing it takes it back")
  func hiding() {
    let views = [UIView(), UIView(), UIView()]
    let stack = stack(views, size: CGSize(width: 300, height: 20))
    stack.distribution = .fillEqually
    clock.settle()

    views[1].isHidden = true
    clock.settle()
    #expect(views[0].frame.width == 150)
    #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 20))

    views[1].isHidden = false
    clock.settle()
    #expect(views.map(\.frame.minX) == [0, 100, 200])
  }

  @Test("removeArrangedSubview keeps the subview; removeFromSuperview also unarranges it")
  func removing() {
    let views = [UIView(), UIView(), UIView()]
    let stack = stack(views, size: CGSize(width: 300, height: 20))
    stack.distribution = .fillEqually

    stack.removeArrangedSubview(views[0])
    views[1].removeFromSuperview()
    clock.settle()

    #expect(stack.arrangedSubviews == [views[2]])
    #expect(stack.subviews == [views[0], views[2]])
    #expect(views[2].frame == CGRect(x: 0, y: 0, width: 300, height: 20))
  }

  @Test("changing the axis and spacing rebuilds the arrangement")
  func changingAxis() {
    let views = [UIView(), UIView()]
    let stack = stack(views, size: CGSize(width: 200, height: 100))
    stack.distribution = .fillEqually
    clock.settle()
    #expect(views[1].frame == CGRect(x: 100, y: 0, width: 100, height: 100))

    stack.axis = .vertical
    stack.spacing = 20
    clock.settle()

    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(views[1].frame == CGRect(x: 0, y: 60, width: 200, height: 40))
  }
}

/// A view with a fixed intrinsic content size, like a label with set text.
@MainActor
private final class SizedView: UIView {
  private let size: CGSize

  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}
