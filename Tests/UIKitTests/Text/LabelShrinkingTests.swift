import Testing
import UIKitTestSupport

@testable import UIKit

/// `adjustsFontSizeToFitWidth` measures a long text only until it is known to need the smallest
/// scale; the scale it picks is the one the text's whole width gives.
@Suite("UILabel: shrinking to fit measures no more than it needs", .uiTest)
@MainActor
struct LabelShrinkingTests {
  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 320, height: 100))

  /// The scale the label's whole one-line width gives: 1 when it fits, else the width's share
  /// of it, no smaller than the minimum.
  private func straightforwardFactor(_ label: UILabel, width: CGFloat) -> CGFloat {
    let natural = label.layout(maxWidth: .infinity, maxLines: 1).size.width
    return natural > width ? max(label.minimumScaleFactor, width / natural) : 1
  }

  @Test(
    "the scale is the one the whole width gives, for short, long and many-paragraph texts",
    arguments: [
      "fits", "A title rather longer than the label", "A title\nwith a second paragraph",
      String(repeating: "word ", count: 40), String(repeating: "abcdefgh ", count: 11_000),
    ])
  func sameScale(text: String) {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    label.text = text
    label.adjustsFontSizeToFitWidth = true
    window.addSubview(label)

    for minimum in [0.25, 0.5, 0.8] as [CGFloat] {
      label.minimumScaleFactor = minimum
      #expect(label.fittingFactor(width: 120) == straightforwardFactor(label, width: 120))
    }
  }
}
