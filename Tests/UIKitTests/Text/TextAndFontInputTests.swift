import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Text, fonts and colours from bad input: NaN sizes, NULs, 100,000-character words", .uiTest)
@MainActor
struct TextAndFontInputTests {
  @Test("a font of NaN or ±∞ points measures text at Core Text's default 12 points")
  func nonFiniteFontSizes() {
    let twelve = UIFont.systemFont(ofSize: 12)

    let fonts = [CGFloat.nan, .infinity, -.infinity].map { UIFont.systemFont(ofSize: $0) }

    for font in fonts {
      #expect(font.pointSize == 12)
      #expect(font.lineHeight == twelve.lineHeight)
      let label = UILabel()
      label.font = font
      label.text = "안녕, hello"
      #expect(label.intrinsicContentSize.width > 0)
    }
  }

  @Test("a huge finite font is opened at the largest pixel size instead of overflowing")
  func hugeFont() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 1e300)
    label.text = "W"

    let size = label.intrinsicContentSize

    #expect(size.width > 0 && size.width.isFinite)
    #expect(FontLibrary.pixelSize(1e300, scale: 3) == FontLibrary.maximumPixelSize)
  }

  @Test("a hue, saturation or brightness of NaN or ∞ gives a finite colour")
  func nonFiniteHue() {
    let colors = [
      UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1),
      UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1),
      UIColor(hue: 0.5, saturation: .nan, brightness: .infinity, alpha: .nan),
    ]

    for color in colors {
      let components = color.cgColor.components ?? []
      #expect(components.count == 4)
      #expect(components.allSatisfy { $0.isFinite && (0...1).contains($0) })
    }
    #expect(colors[0].cgColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
  }

  @Test("a NUL inside a label's text does not end it: \"abc\\0def\" measures as \"abcdef\"")
  func nulInText() {
    let withNUL = UILabel()
    withNUL.text = "abc\0def"
    let without = UILabel()
    without.text = "abcdef"

    #expect(withNUL.intrinsicContentSize == without.intrinsicContentSize)
    #expect(withNUL.intrinsicContentSize.width > UILabel.measuring("abc").width)
  }

  @Test("a 100,000-character word in a multi-line label wraps into lines that fit, and sizes it")
  func hundredThousandCharacterWord() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    let word = String((0..<100_000).map { alphabet[($0 * 7) % alphabet.count] })
    let label = UILabel()
    label.numberOfLines = 0
    label.text = word
    label.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.view.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 300),
    ])

    UIApplication.shared.advance(by: 0)

    let layout = TextLayout(
      text: word, face: label.font.face, scale: window.traitCollection.displayScale,
      maxWidth: 300, maxLines: 0, lineBreakMode: .wordWrap)
    #expect(layout.lines.map(\.text).joined() == word)
    #expect(layout.lines.allSatisfy { $0.width <= 300 })
    #expect(layout.lines.count > 1_000)
    #expect(label.frame.height == (CGFloat(layout.lines.count) * layout.lineHeight).rounded(.up))
  }
}

extension UILabel {
  /// A one-line label's size for `text`.
  fileprivate static func measuring(_ text: String) -> CGSize {
    let label = UILabel()
    label.text = text
    return label.intrinsicContentSize
  }
}
