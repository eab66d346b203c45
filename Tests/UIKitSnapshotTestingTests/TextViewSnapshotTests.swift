import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A text view as the person edits it: a selection across wrapped lines, and the caret after a
/// composition in progress, drawn and compared with references.
@Suite("Snapshot: a text view's selection, caret and composition", .uiTest)
@MainActor
struct TextViewSnapshotTests {
  let clock = ManualClock()
  private let traits = UITraitCollection(displayScale: 2)

  /// A first-responder text view of wrapped text in a window.
  private func editing(_ text: String) -> (UITextView, UIWindow) {
    let controller = UIViewController()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
    textView.font = .systemFont(ofSize: 17)
    textView.text = text
    controller.view.addSubview(textView)
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 240, height: 120))
    textView.becomeFirstResponder()
    clock.settle()
    return (textView, window)
  }

  @Test("a selection is highlighted line by line across a wrap")
  func selection() {
    let (textView, window) = editing(
      "The quick brown fox jumps over the lazy dog.\nSecond paragraph.")

    textView.selectedRange = NSRange(location: 10, length: 40)
    clock.settle()

    assertSnapshot(of: textView, as: .image(traits: traits))
    withExtendedLifetime(window) {}
  }

  @Test("a Hangul composition is underlined at the caret, which follows it")
  func composition() {
    let (textView, window) = editing("메모: ")

    UIApplication.shared.sendMarkedText("한")
    clock.settle()

    assertSnapshot(of: textView, as: .image(traits: traits))
    withExtendedLifetime(window) {}
  }
}
