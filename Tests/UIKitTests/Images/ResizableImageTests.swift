import Testing
import UIKit
import UIKitTestSupport

/// Apple's `resizableImage(withCapInsets:resizingMode:)`: the corners keep their size, the
/// edges stretch or tile along their length, and the centre fills the rest; `UIImage()` is an
/// empty image.
@Suite("Resizable images drawn in nine parts", .uiTest)
@MainActor
struct ResizableImageTests {
  /// A 30 × 30 point image (at scale 1) whose cap insets are 10 points on every side.
  private func capped(_ mode: UIImage.ResizingMode) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
      UIColor.systemRed.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
    }.resizableImage(
      withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: mode)
  }

  /// The rectangles of the image runs an image view of `size` draws for `image`.
  private func imageRects(of image: UIImage, in size: CGSize) -> [CGRect] {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 200, height: 200))
    let view = UIImageView(image: image)
    view.frame = CGRect(origin: .zero, size: size)
    window.addSubview(view)
    window.layoutIfNeeded()
    return RecordingRenderer().record(window).flattened.compactMap {
      if case .image(let run) = $0 { return run.rect }
      return nil
    }
  }

  @Test("a stretched image keeps its corners and stretches its edges and centre")
  func stretch() {
    let image = capped(.stretch)

    let rects = imageRects(of: image, in: CGSize(width: 100, height: 50))

    #expect(image.capInsets == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    #expect(image.resizingMode == .stretch)
    #expect(image.size == CGSize(width: 30, height: 30))
    #expect(
      rects == [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 80, height: 10),
        CGRect(x: 90, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 30),
        CGRect(x: 10, y: 10, width: 80, height: 30), CGRect(x: 90, y: 10, width: 10, height: 30),
        CGRect(x: 0, y: 40, width: 10, height: 10), CGRect(x: 10, y: 40, width: 80, height: 10),
        CGRect(x: 90, y: 40, width: 10, height: 10),
      ])
  }

  @Test("a tiled image repeats its 10-point middle parts across 25 points, three times")
  func tile() {
    let rects = imageRects(of: capped(.tile), in: CGSize(width: 45, height: 30))

    // Top row: corner, three tiles of the top edge, corner; then the middle row; then the
    // bottom row.
    let topRow = rects.filter { $0.minY == 0 }.map(\.minX)
    let middleRow = rects.filter { $0.minY == 10 }.map(\.minX)

    #expect(topRow == [0, 10, 20, 30, 35])
    #expect(middleRow == [0, 10, 20, 30, 35])
    #expect(rects.count == 15)
  }

  @Test("an image at its own size draws whole, and UIImage() draws nothing")
  func ownSizeAndEmpty() {
    let whole = imageRects(of: capped(.stretch), in: CGSize(width: 30, height: 30))
    let empty = imageRects(of: UIImage(), in: CGSize(width: 30, height: 30))

    #expect(whole == [CGRect(x: 0, y: 0, width: 30, height: 30)])
    #expect(empty.isEmpty)
    #expect(UIImage().size == .zero)
  }

  @Test("cap insets larger than the image are clamped to it")
  func clamped() {
    let image = capped(.stretch).resizableImage(
      withCapInsets: UIEdgeInsets(top: 25, left: 25, bottom: 25, right: 25))

    #expect(image.capInsets == UIEdgeInsets(top: 25, left: 25, bottom: 5, right: 5))
    #expect(image.resizingMode == .tile)
  }
}
