import Testing
import UIKit
import UIKitTestSupport

/// Where a button puts its title, as iOS logs it (public `recursiveDescription` output of
/// `UIButtonLabel`s, and a Debug View Hierarchy report of top-aligned buttons):
/// - a centred title starts on the nearest pixel, a half pixel rounding down the screen: a
///   26.5-point title in a 39-point button at y = 6.5 on a 2x screen, a 21.6667-point one in a
///   40-point button at y = 9.33333 on a 3x screen;
/// - a button sized to its title is the title and 6 points above and below it, whatever its
///   vertical alignment, and a top- or bottom-aligned title keeps those 6 points;
/// - it is as wide as the title, which is measured in the screen's pixels (`UIButtonLabel`s
///   at `(0 6; 46 18)` in 46 × 30 buttons, in a public 2016 Chisel `pviews` log).
@Suite("Buttons: the title on the pixel grid, and its padding when aligned", .uiTest)
@MainActor
struct ButtonTitlePlacementTests {
  private func button(title: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    return button
  }

  @Test(
    "a centred title starts on the nearest pixel, a half pixel rounding down",
    arguments: [(1, 7), (2, 6.5), (3, 19.0 / 3)] as [(CGFloat, CGFloat)])
  func centredTitleOnPixelGrid(scale: CGFloat, expected: CGFloat) throws {
    try UIScreen.main.apply(
      UIScreen.Configuration(size: CGSize(width: 390, height: 844), scale: scale))
    let button = button(title: "Continue")
    let height = try #require(button.titleLabel).intrinsicContentSize.height
    // The exact place is 6.5 points down at 1x and 6.25 at 2x and 3x: half a pixel at 1x and
    // 2x, three quarters of one at 3x, all rounding down the screen (rounding down gave 6).
    let room: CGFloat = scale == 1 ? 13 : 12.5
    button.frame = CGRect(x: 0, y: 0, width: 200, height: height + room)

    button.layoutIfNeeded()

    let minY = try #require(button.titleLabel).frame.minY
    #expect(abs(minY - expected) < 1e-9)
  }

  @Test(
    "a button sized to its title is the title's own width on the pixel grid, no wider",
    arguments: [2, 3] as [CGFloat])
  func sizeToFitWidth(scale: CGFloat) throws {
    try UIScreen.main.apply(
      UIScreen.Configuration(size: CGSize(width: 390, height: 844), scale: scale))
    let button = button(title: "Continue")
    let title = try #require(button.titleLabel).intrinsicContentSize

    button.sizeToFit()
    button.layoutIfNeeded()

    // As iOS logs it: `UIButtonLabel` at (0 6; 46 18) in a 46 × 30 button, the title's width
    // whole pixels (not points), with nothing added beside it.
    #expect(button.bounds.size == CGSize(width: title.width, height: title.height + 12))
    #expect(button.titleLabel?.frame == CGRect(origin: CGPoint(x: 0, y: 6), size: title))
    #expect((title.width * scale).rounded() == title.width * scale)
  }

  @Test("a button sized to its title keeps the title's padding when aligned to the top")
  func sizeToFitThenTop() throws {
    let button = button(title: "Continue")
    button.sizeToFit()
    button.layoutIfNeeded()
    let centred = try #require(button.titleLabel).frame

    button.contentVerticalAlignment = .top
    button.layoutIfNeeded()
    let top = try #require(button.titleLabel).frame
    button.contentVerticalAlignment = .bottom
    button.layoutIfNeeded()
    let bottom = try #require(button.titleLabel).frame

    #expect(button.bounds.height == centred.height + 12)
    #expect(centred.minY == 6)
    #expect(top == centred)
    #expect(bottom == centred)
  }

  @Test("a taller button keeps 6 points above a top title and below a bottom one")
  func tallButton() throws {
    let button = button(title: "Continue")
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
    let height = try #require(button.titleLabel).intrinsicContentSize.height

    button.contentVerticalAlignment = .top
    button.layoutIfNeeded()
    let top = try #require(button.titleLabel).frame.minY
    button.contentVerticalAlignment = .bottom
    button.layoutIfNeeded()
    let bottom = try #require(button.titleLabel).frame.maxY

    #expect(top == 6)
    #expect(bottom == 74)
    #expect(button.titleLabel?.frame.height == height)
  }
}
