import Testing
import UIKit
import UIKitTestSupport

/// A label given one long word (a token, a URL) wraps it between characters, as UIKit's
/// `.byWordWrapping` does with a word wider than the line, through the public API alone.
@Suite("A long word in a label, through the public API", .uiTest)
@MainActor
struct LongWordLabelTests {
  /// `length` base64 letters in an order that does not repeat, kerning pairs among them.
  private static func word(length: Int) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var state: UInt64 = 7
    return String(
      (0..<length).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return alphabet[Int(state >> 58)]
      })
  }

  /// 300 points wide and unlimited in height, as a label is asked to fit.
  private static let column = CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)

  /// A label of `lines` lines (0 for any number) holding a word of `length` characters.
  private func label(lines: Int, length: Int = 5_000) -> UILabel {
    let label = UILabel()
    label.numberOfLines = lines
    label.text = Self.word(length: length)
    return label
  }

  @Test("any number of lines: it fits the width, one line height a line")
  func wrapsWithinTheWidth() {
    let label = label(lines: 0)

    let size = label.sizeThatFits(Self.column)

    let lineHeight = label.font.lineHeight
    let lines = (size.height / lineHeight).rounded()
    #expect(size.width <= 300)
    #expect(size.width > 250)
    #expect(lines > 100)
    #expect(abs(size.height - lines * lineHeight) < 1)
  }

  /// 20,000 characters are shaped in two halves at once, on two threads.
  @Test(
    "sized by Auto Layout at a width: as tall as its wrapped lines",
    arguments: [5_000, 20_000])
  func sizedByAutoLayout(length: Int) {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 390, height: 844))
    let label = label(lines: 0, length: length)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.view.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 300),
    ])

    window.layoutIfNeeded()

    // Measured at the width its constraints give it before the pass lays it out.
    let wrapped = label.sizeThatFits(Self.column)
    #expect(label.frame.width == 300)
    #expect(label.frame.height == wrapped.height)
    #expect((label.frame.height / label.font.lineHeight).rounded() > Double(length) / 50)
  }

  @Test("three lines: three lines tall, as wide as the width allows")
  func threeLines() {
    let label = label(lines: 3)

    let size = label.sizeThatFits(Self.column)

    #expect(size.width <= 300)
    #expect(abs(size.height - 3 * label.font.lineHeight) < 1)
  }
}
