import Testing
import UIKit
import UIKitTestSupport

/// How a text view lays out its text: wrapping, scrolling to the caret, and sizing itself when
/// it does not scroll.
@Suite("UITextView: layout, scrolling and sizing", .uiTest)
@MainActor
struct TextViewLayoutTests {
  private let windows = WindowHolder()

  private func show(_ view: UIView) -> UIViewController {
    let controller = UIViewController()
    controller.view.addSubview(view)
    windows.keep(TestApplication.makeWindow(root: controller))
    return controller
  }

  @Test("UIKit's defaults: editable, selectable, scrolling, 8-point insets, a 12-point font")
  func defaults() {
    let textView = UITextView()

    #expect(textView.isEditable)
    #expect(textView.isSelectable)
    #expect(textView.isScrollEnabled)
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.text == "")
    #expect(textView.typingAttributes[.font] as? UIFont == .systemFont(ofSize: 12))
  }

  @Test("long text scrolls: the content is as tall as the lines, and typing keeps the caret shown")
  func scrollsToCaret() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.font = .systemFont(ofSize: 17)
    _ = show(textView)

    textView.becomeFirstResponder()
    for line in 1...20 { UIApplication.shared.sendText("line \(line)\n") }
    textView.layoutIfNeeded()

    #expect(textView.contentSize.height > 20 * 17)
    #expect(textView.contentOffset.y > 0)
    #expect(textView.contentOffset.y + 100 >= textView.contentSize.height - 1)
  }

  @Test("with scrolling off, Auto Layout makes the view as tall as its wrapped text")
  func selfSizing() {
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 17)
    textView.text = "one line"
    textView.translatesAutoresizingMaskIntoConstraints = false
    let screen = show(textView)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
      textView.topAnchor.constraint(equalTo: screen.view.topAnchor),
      textView.widthAnchor.constraint(equalToConstant: 150),
    ])
    screen.view.layoutIfNeeded()
    let oneLine = textView.frame.height

    textView.text = "a text long enough to wrap onto several lines at this width"
    screen.view.layoutIfNeeded()
    screen.view.layoutIfNeeded()

    #expect(oneLine > 16 && oneLine < 40)
    #expect(textView.frame.height > 2 * oneLine)
    #expect(textView.frame.width == 150)
  }

  @Test("a text view is one accessibility element valued by its text, a textView to UI tests")
  func accessibility() throws {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.text = "Notes"
    let screen = show(textView)

    let node = try #require(AccessibilityHierarchy.tree(of: screen.view).children.first)

    #expect(textView.isAccessibilityElement)
    #expect(textView.accessibilityValue == "Notes")
    #expect(node.elementType == .textView)
    #expect(node.value == "Notes")
  }

  @Test("a text view with a Dynamic Type font follows the content size category")
  func dynamicType() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.font = .preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = true
    _ = show(textView)

    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)

    #expect(textView.font?.pointSize == 53)
  }
}
