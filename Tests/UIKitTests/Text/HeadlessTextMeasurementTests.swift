import Testing
import UIKit
import UIKitTestSupport

/// The core measures and lays out text by itself: a host only draws what it is given, so a
/// label's size is known with no host installed. The figures are HarfBuzz's advances in
/// SDL2_ttf 2.20.1's subpixel mode for the bundled NanumSquare Round at 17 pixels, which the
/// core reproduces.
@Suite("Text measured by the core alone, with no host installed", .uiTest)
@MainActor
struct HeadlessTextMeasurementTests {
  @Test("a font's ascender, descender and line height are its file's, with no host")
  func fontMetrics() throws {
    let font = try #require(UIFont(name: "NanumSquareRoundR", size: 17))

    #expect(UIApplication.shared.rasterizer == nil)
    #expect(font.ascender == 15)
    #expect(font.descender == -4)
    #expect(font.lineHeight == 20)
  }

  @Test("a label of Latin and Hangul text measures to its shaped width and one line's height")
  func labelSize() {
    let label = UILabel()
    label.font = UIFont(name: "NanumSquareRoundR", size: 17)
    label.text = "Hello, 세계"

    let size = label.intrinsicContentSize

    #expect(UIApplication.shared.rasterizer == nil)
    // "Hello, " shaped as Latin advances 48.109375 pixels, "세계" as Hangul 30.9375: 79.046875
    // in all, rounded up to 80.
    #expect(size == CGSize(width: 80, height: 20))
  }

  @Test("a laid-out label's display list carries its text in one run of its measured size")
  func laidOutRun() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 200, height: 100))
    let label = UILabel()
    label.font = UIFont(name: "NanumSquareRoundR", size: 17)
    label.text = "Hello, 세계"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
    ])

    UIApplication.shared.advance(by: 0)
    let runs = RecordingRenderer().record(window).flattened.compactMap { item -> TextRun? in
      if case .text(let run) = item { return run }
      return nil
    }

    #expect(label.frame == CGRect(x: 10, y: 10, width: 80, height: 20))
    #expect(runs.map(\.text) == ["Hello, 세계"])
    #expect(runs.first?.size == CGSize(width: 79.046875, height: 20))
  }
}
