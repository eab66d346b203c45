import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UITextField: layout, hit tests and the caret's blink", .uiTest)
@MainActor
struct TextFieldTests {
  let clock = ManualClock()
  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 300, height: 100))

  private func editingField(_ text: String, width: CGFloat = 120) -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: width, height: 40))
    window.addSubview(field)
    field.becomeFirstResponder()
    field.text = text
    return field
  }

  private func caretIsDrawn(in field: UITextField) -> Bool {
    let caretColor = DisplayColor(UIColor.systemBlue.cgColor)
    return window.displayList.items.contains {
      if case .fill(let rect, let color) = $0 { return rect.width == 2 && color == caretColor }
      return false
    }
  }

  /// Where the field's text runs start and end, in window coordinates.
  private func textSpans(_ field: UITextField) -> [ClosedRange<CGFloat>] {
    RecordingRenderer().record(window).flattened.compactMap { item in
      guard case .text(let run) = item else { return nil }
      return run.origin.x...(run.origin.x + run.size.width)
    }
  }

  /// A field that draws its text and placeholder 30 points further in, through `super`.
  private final class IndentedDrawingField: UITextField {
    override func drawText(in rect: CGRect) {
      super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)))
    }
    override func drawPlaceholder(in rect: CGRect) {
      super.drawPlaceholder(in: rect.inset(by: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)))
    }
  }

  @Test("text and placeholder are drawn where an override of the drawing methods says")
  func drawingOverridesMoveTheText() throws {
    let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let indented = IndentedDrawingField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
    for field in [plain, indented] {
      field.placeholder = "Name"
      window.addSubview(field)
    }
    window.layoutIfNeeded()
    let placeholders = textSpans(plain).map(\.lowerBound)
    plain.text = "Ada"
    indented.text = "Ada"
    window.layoutIfNeeded()
    let texts = textSpans(plain).map(\.lowerBound)

    #expect(placeholders.count == 2)
    #expect(placeholders[1] - placeholders[0] == 30)
    #expect(texts.count == 2)
    #expect(texts[1] - texts[0] == 30)
  }

  @Test("line separators show as spaces on the field's one line; the text keeps them")
  func lineSeparatorsShowAsSpaces() {
    let text = "one\r\ntwo\rthree\u{2028}four\nfive"
    let field = editingField(text, width: 280)
    window.layoutIfNeeded()

    let drawn = RecordingRenderer().record(window).flattened.compactMap { item -> String? in
      guard case .text(let run) = item else { return nil }
      return run.text
    }

    #expect(drawn.joined() == "one two three four five")
    #expect(field.text == text)
  }

  @Test(
    "natural alignment is the leading side: text and placeholder end at the right, right to left")
  func naturalAlignmentRightToLeft() throws {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
    field.placeholder = "이름 Name"
    window.addSubview(field)
    window.layoutIfNeeded()
    let placeholderLeftToRight = try #require(textSpans(field).first)

    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    window.layoutIfNeeded()
    let placeholderRightToLeft = try #require(textSpans(field).first)
    field.text = "שלום"
    window.layoutIfNeeded()
    let textRightToLeft = try #require(textSpans(field).first)

    #expect(placeholderLeftToRight.lowerBound < 20)
    #expect(placeholderRightToLeft.upperBound > 200 && placeholderRightToLeft.upperBound <= 210)
    #expect(textRightToLeft.upperBound > 200 && textRightToLeft.upperBound <= 210)
  }

  @Test("a field that leaves the window stops being first responder, even if it would refuse")
  func leavingTheWindowResigns() {
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    container.addSubview(field)
    let delegate = RefusingDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    let other = UITextField(frame: CGRect(x: 0, y: 50, width: 120, height: 40))
    window.addSubview(other)
    let refused = !other.becomeFirstResponder()

    container.removeFromSuperview()

    #expect(refused)
    #expect(!field.isFirstResponder)
    #expect(!field.isEditing)
  }

  @Test("layout, not drawing, scrolls a long line so the caret at its end stays in view")
  func layoutScrollsToTheCaret() {
    let field = editingField("a line much longer than the field is wide")

    field.layoutIfNeeded()

    let count = field.text!.count
    #expect(field.characterIndex(at: field.bounds.maxX - 2) == count)
  }

  @Test("clicks find the nearest character boundary without measuring the text again")
  func hitTestsReadTheLayout() {
    let field = editingField("hello world", width: 280)
    clock.settle()
    let before = FontLibrary.shared.widthMeasurements

    let indices = stride(from: 0, through: 280, by: 10).map { field.characterIndex(at: $0) }
    window.setNeedsDisplay()
    clock.settle()

    #expect(FontLibrary.shared.widthMeasurements == before)
    #expect(indices.first == 0)
    #expect(indices.last == 11)
    #expect(indices == indices.sorted())
  }

  @Test("typing at the end measures one new prefix, not the whole line again")
  func typingMeasuresIncrementally() {
    let field = editingField(String(repeating: "x", count: 200), width: 280)
    clock.settle()
    let before = FontLibrary.shared.widthMeasurements

    field.insertText("y")
    clock.settle()

    // The new prefix and the empty composition's width; the placeholder is not drawn.
    #expect(FontLibrary.shared.widthMeasurements - before <= 2)
  }

  @Test("the caret blinks every half second on the frame clock, and typing shows it solid")
  func caretBlinksOnTheFrameClock() {
    let field = editingField("abc")
    clock.settle()
    let shown = caretIsDrawn(in: field)
    let wake = UIApplication.shared.nextScheduledFrameTime

    clock.advance(by: 0.5)
    let hidden = !caretIsDrawn(in: field)
    clock.advance(by: 0.5)
    let shownAgain = caretIsDrawn(in: field)
    clock.advance(by: 0.5)
    field.insertText("d")
    clock.settle()
    let solidAfterTyping = caretIsDrawn(in: field)

    #expect(shown && hidden && shownAgain && solidAfterTyping)
    #expect(wake == UIApplication.shared.mediaTime - 1.5 + 0.5)
  }

  @Test("a field that stops editing stops asking for frames")
  func resigningStopsTheBlink() {
    let field = editingField("abc")
    clock.settle()

    field.resignFirstResponder()
    clock.settle()

    #expect(UIApplication.shared.nextScheduledFrameTime == nil)
    #expect(!caretIsDrawn(in: field))
  }
}

/// A delegate that never lets its field end editing, as a form with an invalid entry might.
private final class RefusingDelegate: NSObject, UITextFieldDelegate {
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
}
