import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// The drawer leaves out the parts of a fill that an opaque item drawn next covers (a dimmed
/// screen under the screen sliding over it), and never across a clip or transform.
@Suite("Occlusion of fills by opaque items drawn after them", .uiTest)
@MainActor
struct OcclusionTests {
  private let dim = DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.1)
  private let white = DisplayColor(red: 1, green: 1, blue: 1, alpha: 1)

  private func screen(at x: CGFloat) -> DisplayItem {
    .layer(
      CompositedLayer(
        id: 1, version: 1, contentRect: CGRect(x: 0, y: 0, width: 100, height: 200),
        transform: CGAffineTransform(translationX: x, y: 0), opacity: 1, cornerRadius: 0,
        content: DisplayList(items: [.fill(CGRect(x: 0, y: 0, width: 100, height: 200), white)])))
  }

  @Test("an opaque layer drawn next covers the dimming where it lies, less a point")
  func layerCoversFill() {
    let covers = DisplayListDrawer.laterOpaqueCovers([
      .fill(CGRect(x: 0, y: 0, width: 100, height: 200), dim), screen(at: 40),
    ])

    #expect(covers[0] == CGRect(x: 41, y: 1, width: 98, height: 198))
    #expect(covers[1] == nil)
  }

  @Test("a translucent layer, a clip or a transform in between covers nothing")
  func barriers() {
    var faded = screen(at: 40)
    if case .layer(var layer) = faded {
      layer.opacity = 0.5
      faded = .layer(layer)
    }
    let fill = DisplayItem.fill(CGRect(x: 0, y: 0, width: 100, height: 200), dim)

    #expect(DisplayListDrawer.laterOpaqueCovers([fill, faded])[0] == nil)
    #expect(
      DisplayListDrawer.laterOpaqueCovers([
        fill, .pushClip(CGRect(x: 0, y: 0, width: 10, height: 10)), screen(at: 40), .popClip,
      ])[0] == nil)
  }

  @Test("the dimmed screen under a sliding opaque one draws the same pixels as before")
  func samePixels() {
    let items: [DisplayItem] = [
      .fill(CGRect(x: 0, y: 0, width: 100, height: 200), white),
      .fill(CGRect(x: 0, y: 0, width: 100, height: 200), dim), screen(at: 40.4),
    ]
    let image = SDLRasterizer().rasterize(
      DisplayList(items: items), size: CGSize(width: 100, height: 200), scale: 2)!

    // Dimmed left of the sliding screen, white under it, and no undimmed seam between.
    #expect(image.color(atX: 60, y: 100) == [229, 229, 229, 255])
    #expect(image.color(atX: 79, y: 100) == [229, 229, 229, 255])
    #expect(image.color(atX: 82, y: 100) == [255, 255, 255, 255])
  }
}
