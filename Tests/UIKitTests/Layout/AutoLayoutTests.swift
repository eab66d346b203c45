import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Auto Layout: constraints, anchors, guides, intrinsic sizes and stack views", .uiTest)
@MainActor
struct AutoLayoutTests {
  let clock = ManualClock()
  let root = UIViewController()
  let window: UIWindow

  init() {
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 390, height: 844))
    clock.settle()
  }

  private func constrained(_ color: UIColor = .red) -> UIView {
    let view = UIView()
    view.backgroundColor = color
    view.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(view)
    return view
  }

  @Test("anchors pin a view to its superview; frames appear at the next layout step")
  func pinning() {
    let view = constrained()

    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
      view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    let before = view.frame
    clock.settle()

    #expect(before == .zero)
    #expect(view.frame == CGRect(x: 20, y: 100, width: 350, height: 50))
    #expect(!view.hasAmbiguousLayout)
  }

  @Test("a page embedded by autoresizing in a constrained area keeps its safe-area guide")
  func safeAreaGuideOfEmbeddedPage() {
    // As the demo shell does: in viewDidLoad, before there is a window, lay the area out
    // against the safe area, embed the page at its size; the window's insets come later.
    let shell = UIViewController()
    let area = UIView()
    area.translatesAutoresizingMaskIntoConstraints = false
    shell.view.addSubview(area)
    let page = UIView()
    let inner = UIView()
    page.addSubview(inner)
    inner.translatesAutoresizingMaskIntoConstraints = false
    let safeArea = shell.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: page.safeAreaLayoutGuide.topAnchor, constant: 400),
      inner.bottomAnchor.constraint(equalTo: page.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      inner.leadingAnchor.constraint(equalTo: page.safeAreaLayoutGuide.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: page.safeAreaLayoutGuide.trailingAnchor),
      area.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 67),
      area.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      area.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      area.bottomAnchor.constraint(equalTo: shell.view.bottomAnchor, constant: -50),
    ])
    shell.view.layoutIfNeeded()
    page.frame = area.bounds
    page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    area.addSubview(page)

    let window = TestApplication.makeWindow(root: shell, size: CGSize(width: 390, height: 844))
    clock.settle()

    let areaTop = StatusBarView.height + 67
    #expect(area.frame == CGRect(x: 16, y: areaTop, width: 358, height: 794 - areaTop))
    #expect(page.safeAreaInsets == .zero)
    #expect(inner.frame == CGRect(x: 0, y: 400, width: 358, height: 794 - areaTop - 420))
    _ = window
  }

  @Test("resizing the window re-solves: constrained children follow the root view")
  func followsResize() {
    let view = constrained()
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
      view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -10),
      view.topAnchor.constraint(equalTo: root.view.topAnchor),
      view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
    ])
    clock.settle()

    window.resize(to: CGSize(width: 600, height: 400))
    clock.settle()

    #expect(view.frame == CGRect(x: 10, y: 0, width: 580, height: 400))
  }

  @Test("after a resize, a constant change and a replaced constraint each place every view")
  func resizeThenConstantThenReplacement() {
    let pinned = constrained()
    let trailing = constrained(.blue)
    let width = pinned.widthAnchor.constraint(equalToConstant: 100)
    let gap = trailing.leadingAnchor.constraint(equalTo: pinned.trailingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      pinned.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      width, pinned.heightAnchor.constraint(equalToConstant: 40), gap,
      trailing.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
      trailing.topAnchor.constraint(equalTo: pinned.topAnchor),
      trailing.heightAnchor.constraint(equalToConstant: 40),
    ])
    clock.settle()

    window.resize(to: CGSize(width: 500, height: 400))
    clock.settle()
    let resized = [pinned.frame, trailing.frame]
    width.constant = 150
    clock.settle()
    let widened = [pinned.frame, trailing.frame]
    gap.isActive = false
    trailing.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 300)
      .isActive = true
    clock.settle()

    #expect(
      resized == [
        CGRect(x: 20, y: 100, width: 100, height: 40),
        CGRect(x: 130, y: 100, width: 350, height: 40),
      ])
    #expect(
      widened == [
        CGRect(x: 20, y: 100, width: 150, height: 40),
        CGRect(x: 180, y: 100, width: 300, height: 40),
      ])
    #expect(trailing.frame == CGRect(x: 300, y: 100, width: 180, height: 40))
    #expect(pinned.frame == CGRect(x: 20, y: 100, width: 150, height: 40))
  }

  @Test("changing a constant moves the view; inside UIView.animate with layoutIfNeeded it animates")
  func constantAnimation() {
    let view = constrained()
    let left = view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 0)
    NSLayoutConstraint.activate([
      left, view.topAnchor.constraint(equalTo: root.view.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    clock.settle()

    left.constant = 200
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.root.view.layoutIfNeeded()
    }
    clock.advance(by: 0.5)

    #expect(view.frame.minX == 200)
    #expect(abs(view.layer.presentation()!.frame.minX - 100) < 1e-6)
  }

  @Test("intrinsic sizes: the label with lower hugging stretches; compression keeps the other")
  func huggingAndCompression() {
    let short = UILabel()
    short.text = "Hi"
    let long = UILabel()
    long.text = "A longer label"
    for label in [short, long] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(label)
    }
    long.setContentHuggingPriority(.defaultLow, for: .horizontal)
    NSLayoutConstraint.activate([
      short.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      long.leadingAnchor.constraint(equalTo: short.trailingAnchor, constant: 8),
      long.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      short.topAnchor.constraint(equalTo: root.view.topAnchor),
      long.topAnchor.constraint(equalTo: root.view.topAnchor),
    ])
    clock.settle()

    #expect(short.frame.width == short.intrinsicContentSize.width)
    #expect(long.frame.width == 390 - short.frame.width - 8)
    #expect(short.frame.height == short.intrinsicContentSize.height)
  }

  @Test("changing a label's text updates its intrinsic size in the layout")
  func intrinsicInvalidation() {
    let label = UILabel()
    label.text = "Hi"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.view.topAnchor),
    ])
    clock.settle()
    let before = label.frame.width

    label.text = "Hello, 안녕하세요"
    clock.settle()

    #expect(label.frame.width > before)
    #expect(label.frame.width == label.intrinsicContentSize.width)
  }

  /// A label of any number of lines at the top left of the root view, `width` points wide by
  /// the constraint returned with it.
  private func wrappingLabel(width: CGFloat, in superview: UIView? = nil) -> (
    UILabel, NSLayoutConstraint
  ) {
    let superview = superview ?? root.view!
    let label = Self.wrappingLabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(label)
    let widthConstraint = label.widthAnchor.constraint(equalToConstant: width)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
      label.topAnchor.constraint(equalTo: superview.topAnchor),
      widthConstraint,
    ])
    return (label, widthConstraint)
  }

  /// A label of any number of lines, with a sentence that wraps at 200 points.
  private static func wrappingLabel() -> UILabel {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "부모 컨테이너는 자식의 루트 뷰의 크기와 위치를 관리합니다. The container places each child."
    return label
  }

  @Test("a multi-line label wraps at the width its constraints give it")
  func wrappingLabel() {
    let (label, width) = wrappingLabel(width: 200)
    clock.settle()
    let oneLine = label.sizeThatFits(CGSize(width: 10_000, height: 0)).height

    #expect(label.frame.height == label.sizeThatFits(CGSize(width: 200, height: 0)).height)
    #expect(label.frame.height >= 3 * oneLine)

    width.constant = 380
    clock.settle()

    #expect(label.frame.height == label.sizeThatFits(CGSize(width: 380, height: 0)).height)
    #expect(label.frame.height < 3 * oneLine)
  }

  @Test("one layoutIfNeeded leaves a multi-line label as tall as its lines, and what follows it")
  func wrappingLabelInOneCall() {
    let (label, _) = wrappingLabel(width: 200)
    let below = constrained()
    NSLayoutConstraint.activate([
      below.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      below.widthAnchor.constraint(equalToConstant: 50),
      below.heightAnchor.constraint(equalToConstant: 50),
    ])

    expectSettledInOneCall(label, width: 200, below: below, sized: CGSize(width: 50, height: 50))
  }

  /// After one `layoutIfNeeded`: `label` at the top left, `width` wide and as tall as its lines
  /// there, and `below` 8 points under it, of size `sized`. Returns the label's height.
  @discardableResult
  private func expectSettledInOneCall(
    _ label: UILabel, width: CGFloat, below: UIView, sized: CGSize,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> CGFloat {
    window.layoutIfNeeded()
    let wrapped = label.sizeThatFits(CGSize(width: width, height: 0)).height
    #expect(wrapped > 2 * label.font.lineHeight, sourceLocation: sourceLocation)
    #expect(
      label.frame == CGRect(x: 0, y: 0, width: width, height: wrapped),
      sourceLocation: sourceLocation)
    #expect(
      below.frame == CGRect(origin: CGPoint(x: 0, y: wrapped + 8), size: sized),
      sourceLocation: sourceLocation)
    return wrapped
  }

  @Test("a multi-line label's superview is laid out once a call and sees it as tall as its lines")
  func wrappingLabelSeenByItsSuperview() {
    final class Recorder: UIView {
      var labelHeights: [CGFloat] = []
      override func layoutSubviews() {
        super.layoutSubviews()
        labelHeights += subviews.map(\.frame.height)
      }
    }
    let container = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    root.view.addSubview(container)
    let (label, width) = wrappingLabel(width: 200, in: container)

    window.layoutIfNeeded()
    width.constant = 120
    window.layoutIfNeeded()

    let heights = [200, 120].map { label.sizeThatFits(CGSize(width: $0, height: 0)).height }
    #expect(heights[0] > 2 * label.font.lineHeight)
    #expect(heights[1] > heights[0])
    #expect(container.labelHeights == heights)
  }

  @Test("a multi-line label in a stack view takes its wrapped height from one layoutIfNeeded")
  func wrappingLabelInStack() {
    let label = Self.wrappingLabel()
    let below = UIView()
    below.heightAnchor.constraint(equalToConstant: 30).isActive = true
    let stack = UIStackView(arrangedSubviews: [label, below])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: root.view.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 180),
    ])

    let wrapped = expectSettledInOneCall(
      label, width: 180, below: below, sized: CGSize(width: 180, height: 30))
    #expect(stack.frame.height == wrapped + 38)
  }

  @Test("a view that asks for layout again during its layout is laid out once a call")
  func layoutAskedAgainWaits() {
    final class Restless: UIView {
      var passes = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        setNeedsLayout()
      }
    }
    let view = Restless(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.view.addSubview(view)
    window.layoutIfNeeded()
    let before = view.passes

    view.layoutIfNeeded()

    #expect(view.passes == before + 1)
  }

  @Test("conflicting required constraints log UIKit's message, break one and keep going")
  func conflicts() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    let view = constrained()
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.view.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
    ])
    let conflicting = view.widthAnchor.constraint(equalToConstant: 200)

    conflicting.isActive = true
    clock.settle()

    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("Unable to simultaneously satisfy constraints") == true)
    #expect(warnings.first?.contains("Will attempt to recover by breaking constraint") == true)
    #expect(warnings.first?.contains("width == 100") == true)
    #expect(conflicting.isActive)
    #expect(view.frame.width == 100)
  }

  @Test("a view may be constrained before it stops translating its mask; only layout checks")
  func translatesFlagAfterConstraints() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    let late = UIView()
    root.view.addSubview(late)
    let stubborn = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.view.addSubview(stubborn)

    NSLayoutConstraint.activate([
      late.widthAnchor.constraint(equalToConstant: 8),
      late.heightAnchor.constraint(equalToConstant: 8),
      late.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 30),
      late.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 40),
      stubborn.widthAnchor.constraint(equalToConstant: 80),
    ])
    late.translatesAutoresizingMaskIntoConstraints = false
    #expect(warnings.isEmpty)
    clock.settle()

    #expect(late.frame == CGRect(x: 40, y: 30, width: 8, height: 8))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
    #expect(stubborn.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test("the classic initializer, multipliers and centring")
  func classicInitializer() {
    let view = constrained()

    root.view.addConstraints([
      NSLayoutConstraint(
        item: view, attribute: .centerX, relatedBy: .equal, toItem: root.view,
        attribute: .centerX, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: view, attribute: .centerY, relatedBy: .equal, toItem: root.view,
        attribute: .centerY, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: root.view, attribute: .width,
        multiplier: 0.5, constant: 0),
      NSLayoutConstraint(
        item: view, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 44),
    ])
    clock.settle()

    // The solution's x is 97.5; on a scale-1 screen both edges round to whole points.
    #expect(view.frame == CGRect(x: 98, y: 400, width: 195, height: 44))
    #expect(root.view.constraints.count == 3)
    #expect(view.constraints.count == 1)
  }

  @Test("hasAmbiguousLayout finds a view whose size is not determined")
  func ambiguity() {
    let view = constrained()
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.view.topAnchor),
    ])
    clock.settle()

    let ambiguous = view.hasAmbiguousLayout
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])

    #expect(ambiguous)
    #expect(!view.hasAmbiguousLayout)
    #expect(root.view.autolayoutTrace().contains("AMBIGUOUS") == false)
  }

  @Test("systemLayoutSizeFitting measures a view from its content's constraints")
  func fittingSize() {
    let card = UIView()
    let label = UILabel()
    label.text = "Fit me"
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
    ])

    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)

    let text = label.intrinsicContentSize
    #expect(size == CGSize(width: text.width + 20, height: text.height + 10))
  }

  @Test("fitting a view that moved keeps its frame pins at the new frame")
  func fittingKeepsMovedPins() {
    let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
    root.view.addSubview(box)
    let tag = constrained()
    NSLayoutConstraint.activate([
      tag.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
      tag.topAnchor.constraint(equalTo: box.topAnchor),
      tag.widthAnchor.constraint(equalToConstant: 10),
      tag.heightAnchor.constraint(equalToConstant: 10),
    ])
    clock.settle()
    box.frame.origin.x = 100
    clock.settle()

    _ = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    root.view.setNeedsLayout()
    clock.settle()

    #expect(tag.frame.minX == 158)
  }

  @Test("updateConstraints runs in the layout step, before layout")
  func updateConstraintsPass() {
    let view = ConstraintBuilder()
    root.view.addSubview(view)
    view.setNeedsUpdateConstraints()

    clock.settle()

    #expect(view.updates == 1)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 77, height: 33))
  }

  /// Matches UIKit: `addSubview(_:)` takes a view from its old superview as
  /// `removeFromSuperview()` does, constraints included.
  @Test(
    "removing a view, or moving it to another superview, removes its ties to the rest",
    arguments: [false, true])
  func removalDetaches(moving: Bool) {
    let view = constrained()
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inner)
    let outer = view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor)
    let innerWidth = inner.widthAnchor.constraint(equalTo: view.widthAnchor)
    NSLayoutConstraint.activate([outer, innerWidth])

    if moving {
      let other = UIView()
      root.view.addSubview(other)
      other.addSubview(view)
    } else {
      view.removeFromSuperview()
    }

    #expect(!outer.isActive)
    #expect(innerWidth.isActive)
  }

  @Test("a view that goes away takes its constraints and its place in the engine with it")
  func deallocation() {
    let before = LayoutEngine.shared.constraintCount
    do {
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      let label = UILabel()
      label.text = "안녕"
      label.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(label)
      root.view.addSubview(card)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.leadingAnchor),
        card.topAnchor.constraint(equalTo: root.view.topAnchor),
        card.widthAnchor.constraint(equalToConstant: 100),
        label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        card.heightAnchor.constraint(equalTo: label.heightAnchor, constant: 20),
      ])
      clock.settle()
      #expect(LayoutEngine.shared.constraintCount > before)
      card.removeFromSuperview()
    }
    clock.settle()

    // What stays belongs to the root view, which is still here: its safe-area guide's four ties
    // and the four pins of its own frame, which the guide refers to.
    #expect(LayoutEngine.shared.constraintCount == before + 8)
  }

  @Test("items with no common ancestor cannot be constrained")
  func noCommonAncestor() {
    let recorder = ExceptionRecorder()

    // Constraints hold their items weakly, as in UIKit, so both views must outlive the call.
    let first = UIView()
    let second = UIView()
    first.leadingAnchor.constraint(equalTo: second.leadingAnchor).isActive = true

    #expect(recorder.names == [.genericException])
  }

  @Test("autoresizing masks keep working next to constraints")
  func autoresizingNextToConstraints() {
    let masked = UIView(frame: CGRect(x: 10, y: 10, width: 370, height: 100))
    masked.autoresizingMask = [.flexibleWidth]
    root.view.addSubview(masked)
    let below = constrained()
    NSLayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: masked.bottomAnchor, constant: 10),
      below.leadingAnchor.constraint(equalTo: masked.leadingAnchor),
      below.trailingAnchor.constraint(equalTo: masked.trailingAnchor),
      below.heightAnchor.constraint(equalToConstant: 20),
    ])
    clock.settle()

    window.resize(to: CGSize(width: 500, height: 844))
    clock.settle()

    #expect(masked.frame == CGRect(x: 10, y: 10, width: 480, height: 100))
    #expect(below.frame == CGRect(x: 10, y: 120, width: 480, height: 20))
  }
}

@MainActor
private final class ConstraintBuilder: UIView {
  var updates = 0
  private var built = false
  override func updateConstraints() {
    updates += 1
    if !built, let superview {
      built = true
      translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: superview.leadingAnchor),
        topAnchor.constraint(equalTo: superview.topAnchor),
        widthAnchor.constraint(equalToConstant: 77),
        heightAnchor.constraint(equalToConstant: 33),
      ])
    }
    super.updateConstraints()
  }
}
