import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

@Suite("Offscreen rendering through the host's drawing code", .uiTest)
@MainActor
struct OffscreenRenderingTests {
  @Test("a coloured root view fills the frame")
  func coloredRootView() {
    let root = UIViewController()
    root.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 40, height: 30))

    let image = WindowSnapshot.render(window)

    #expect(image.width == 40 && image.height == 30)
    #expect(image.color(atX: 0, y: 0) == [255, 0, 0, 255])
    #expect(image.color(atX: 39, y: 29) == [255, 0, 0, 255])
  }

  @Test("a zero-size window renders an empty image; a very large one renders whole")
  func extremeSizes() {
    let root = UIViewController()
    root.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    let window = TestApplication.makeWindow(root: root, size: .zero)
    let empty = WindowSnapshot.render(window)
    #expect(empty.width == 0 && empty.height == 0)

    // Larger than a composited layer's 8,192-pixel texture limit, mid-animation so the
    // moving subview is drawn as a layer.
    window.resize(to: CGSize(width: 9_000, height: 1_200))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 9_000, height: 600))
    card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    root.view.addSubview(card)
    UIApplication.shared.advance(by: 0)
    UIView.animate(withDuration: 1) { card.center.y += 600 }
    UIApplication.shared.advance(by: 0.5)
    let large = WindowSnapshot.render(window)

    #expect(large.width == 9_000 && large.height == 1_200)
    #expect(large.color(atX: 8_999, y: 1_199) == [0, 255, 0, 255])
    #expect(large.color(atX: 8_999, y: 600) == [0, 0, 255, 255])
    #expect(large.color(atX: 10, y: 10) == [0, 255, 0, 255])
  }

  @Test("a subview draws over its superview at its frame, at 2x scale too")
  func subviewAtScale() {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    root.view.addSubview(square)
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 40, height: 40))

    let image = WindowSnapshot.render(window, scale: 2)

    #expect(image.width == 80)
    #expect(image.color(atX: 20, y: 20) == [0, 0, 255, 255])
    #expect(image.color(atX: 39, y: 39) == [0, 0, 255, 255])
    #expect(image.color(atX: 40, y: 40) == [255, 255, 255, 255])
    #expect(image.color(atX: 19, y: 19) == [255, 255, 255, 255])
  }

  @Test("a Korean label rasterises glyphs in its text colour")
  func koreanText() {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    label.text = "한글"
    label.font = .boldSystemFont(ofSize: 30)
    label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    root.view.addSubview(label)
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 120, height: 40))

    let image = WindowSnapshot.render(window)

    var dark = 0
    for y in 0..<40 {
      for x in 0..<120 where image.color(atX: x, y: y)[0] < 60 { dark += 1 }
    }
    #expect(dark > 200)
  }

  @Test("a NUL inside a label's text does not end it: \"abc\\0def\" draws as \"abcdef\"")
  func nulInText() {
    func render(_ text: String) -> ImageBitmap {
      let root = UIViewController()
      root.view.backgroundColor = .white
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
      label.text = text
      label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      root.view.addSubview(label)
      return WindowSnapshot.render(
        TestApplication.makeWindow(root: root, size: CGSize(width: 120, height: 40)))
    }

    let withNUL = render("abc\0def")
    let without = render("abcdef")

    #expect(withNUL.pixels == without.pixels)
  }
}
