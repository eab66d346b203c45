import Testing
import UIKit
import UIKitTestSupport

/// A field that pads its text and placeholder by overriding the drawing methods and calling
/// `super` with a smaller rectangle, as iOS design systems do.
@MainActor
private final class PaddedDrawingField: UITextField {
  var drawn: [String] = []

  override func drawText(in rect: CGRect) {
    drawn.append("text \(rect)")
    super.drawText(in: rect.insetBy(dx: 20, dy: 0))
  }

  override func drawPlaceholder(in rect: CGRect) {
    drawn.append("placeholder \(rect)")
    super.drawPlaceholder(in: rect.insetBy(dx: 20, dy: 0))
  }
}

@Suite("UITextField: drawText(in:) and drawPlaceholder(in:)", .uiTest)
@MainActor
struct TextFieldDrawingOverrideTests {
  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 300, height: 100))

  private func field() -> PaddedDrawingField {
    let field = PaddedDrawingField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.placeholder = "Name"
    window.addSubview(field)
    return field
  }

  @Test("the placeholder is drawn through drawPlaceholder(in:) in its rectangle while it shows")
  func placeholder() {
    let field = field()
    UIApplication.shared.advance(by: 0)

    #expect(field.drawn == ["placeholder \(field.placeholderRect(forBounds: field.bounds))"])
  }

  @Test("the text is drawn through drawText(in:) in its rectangle, but not while it is edited")
  func text() {
    let field = field()
    field.text = "Ada"
    UIApplication.shared.advance(by: 0)
    let idle = field.drawn
    field.drawn = []

    field.becomeFirstResponder()
    UIApplication.shared.advance(by: 0)

    #expect(idle == ["text \(field.textRect(forBounds: field.bounds))"])
    #expect(field.drawn.isEmpty)
  }
}
