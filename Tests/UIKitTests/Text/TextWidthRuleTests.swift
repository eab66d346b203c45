import Testing
import UIKit
import UIKitTestSupport

/// The width rule iOS uses for text: a line is as wide as the sum of its glyphs' advances,
/// unhinted and fractional; it fits when that sum is no more than the width it is given; and a
/// label's or button's `sizeThatFits` and `intrinsicContentSize` round the widest line up to
/// the screen's pixels (Apple's `sizeThatFits(_:)` documentation: "the size that best fits",
/// which UIKit reports on the pixel grid).
///
/// The advances are Inter Regular's, shaped by HarfBuzz at each pixel size in 1/64 of a pixel:
/// "Sign in with Apple" at 34 pixels (17 points at 2x) adds up to 287.8125 pixels; "Settings"
/// at 17, 34 and 51 pixels to 66.359375, 132.640625 and 199; "Continue" at 15, 30 and 45
/// pixels (a system button's 15-point title) to 63.890625, 127.734375 and 191.609375. Hinted to
/// whole pixels, as before, they measured 290; 66, 133 and 201; 65, 128 and 191.
@Suite("Text widths: fractional advances, fitted and rounded up as on iOS", .uiTest)
@MainActor
struct TextWidthRuleTests {
  private func useScreen(scale: CGFloat) throws {
    try UIScreen.main.apply(
      UIScreen.Configuration(size: CGSize(width: 390, height: 844), scale: scale))
  }

  private func label(_ text: String, size: CGFloat) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: size)
    label.numberOfLines = 0
    label.text = text
    return label
  }

  /// How many lines `label` takes at `width`.
  private func lines(_ label: UILabel, width: CGFloat) -> Int {
    let fitting = CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)
    let height = label.sizeThatFits(fitting).height
    return Int((height / label.font.lineHeight).rounded())
  }

  @Test("a line fits a width no less than its advances' sum, and wraps a pixel short of it")
  func fitsByFractionalAdvances() throws {
    try useScreen(scale: 2)
    let label = label("Sign in with Apple", size: 17)

    // 287.8125 pixels: 144 points holds it; hinted whole pixels made it 290, two lines.
    #expect(lines(label, width: 144) == 1)
    #expect(lines(label, width: 143.5) == 2)
  }

  @Test("a label given exactly its measured size draws its text on the same lines")
  func measuredSizeKeepsLines() throws {
    try useScreen(scale: 2)
    let label = label("Sign in with Apple, or continue with your email address", size: 17)
    let measured = label.sizeThatFits(CGSize(width: 144, height: CGFloat.greatestFiniteMagnitude))
    label.frame = CGRect(origin: .zero, size: measured)

    let drawn = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0)

    #expect(lines(label, width: 144) == lines(label, width: measured.width))
    #expect(drawn.size == measured)
  }

  @Test(
    "sizeThatFits rounds the advances' sum up to the screen's pixels",
    arguments: [(1, 67), (2, 66.5), (3, 199.0 / 3)] as [(CGFloat, CGFloat)])
  func roundsUpToPixels(scale: CGFloat, width: CGFloat) throws {
    try useScreen(scale: scale)
    let label = label("Settings", size: 17)

    let fitted = label.sizeThatFits(CGSize(width: 300, height: 300))

    // 66.359375, 132.640625 and 199 pixels: the last is whole, and stays 199 pixels.
    #expect(fitted.width == width)
    #expect(label.intrinsicContentSize.width == width)
  }

  @Test(
    "a button sized to its title is the title's advances rounded up to pixels",
    arguments: [(1, 64), (2, 64), (3, 64)] as [(CGFloat, CGFloat)])
  func buttonTitleWidth(scale: CGFloat, width: CGFloat) throws {
    try useScreen(scale: scale)
    let button = UIButton(type: .system)
    button.setTitle("Continue", for: .normal)

    button.sizeToFit()

    // 63.890625, 127.734375 and 191.609375 pixels of 15-point Inter: 64 points at each scale
    // (hinted, 65 points at 1x and 63.667 at 3x).
    #expect(button.bounds.width == width)
  }
}
