import CSDL2
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// A wide blur is made from the items under it drawn again at the reduced size its blur is made
/// at, not read back from the target; an opaque blur over the whole target hides everything
/// drawn before it, which is then not drawn at full size.
@Suite("Backdrops drawn at the reduced size", .uiTest)
@MainActor
struct ReducedBackdropTests {
  private static let size = (width: 200, height: 120)
  private static let scale: CGFloat = 2
  private let frosted = DisplayColor(red: 1, green: 1, blue: 1, alpha: 0.3)

  /// Red, blue and green stripes 25 points wide, a white square on them, over a grey background.
  private var stripes: [DisplayItem] {
    var items: [DisplayItem] = [
      .fill(
        CGRect(x: 0, y: 0, width: 200, height: 120),
        DisplayColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    ]
    let colors = [
      DisplayColor(red: 1, green: 0, blue: 0, alpha: 1),
      DisplayColor(red: 0, green: 0, blue: 1, alpha: 1),
      DisplayColor(red: 0, green: 0.8, blue: 0, alpha: 1),
    ]
    for index in 0..<8 {
      items.append(
        .fill(CGRect(x: CGFloat(index) * 25, y: 0, width: 25, height: 120), colors[index % 3]))
    }
    items.append(
      .fill(
        CGRect(x: 90, y: 50, width: 20, height: 20),
        DisplayColor(red: 1, green: 1, blue: 1, alpha: 1)))
    return items
  }

  private func blur(_ rect: CGRect, radius: CGFloat = 10, opacity: Float = 1) -> DisplayItem {
    .backdrop(BackdropBlur(id: 7, rect: rect, radius: radius, tint: frosted, opacity: opacity))
  }

  /// Draws `items` at 2 pixels a point and returns the pixels (RGBA) with the drawer's counters.
  /// With `readingBack`, everything before the first backdrop is drawn as one frame and the rest
  /// over it as an overlay, so that the backdrop reads the target back at full size.
  private func render(_ items: [DisplayItem], readingBack: Bool = false) throws -> (
    ImageBitmap, DisplayListDrawer.Statistics
  ) {
    let width = Int32(CGFloat(Self.size.width) * Self.scale)
    let height = Int32(CGFloat(Self.size.height) * Self.scale)
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }
    let split =
      readingBack
      ? items.firstIndex {
        if case .backdrop = $0 { true } else { false }
      } ?? items.count : items.count
    drawer.draw(DisplayList(items: Array(items[..<split])), scale: Self.scale)
    if split < items.count { drawer.drawOverlay(Array(items[split...])) }
    SDL_RenderFlush(renderer)
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    _ = pixels.withUnsafeMutableBytes {
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, width * 4)
    }
    return (ImageBitmap(width: Int(width), height: Int(height), pixels: pixels), drawer.statistics)
  }

  /// The largest difference of any channel of any pixel inside `rect` (in pixels).
  private func largestDifference(_ a: ImageBitmap, _ b: ImageBitmap, in rect: CGRect) -> Int {
    var largest = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        for (p, q) in zip(a.color(atX: x, y: y), b.color(atX: x, y: y)) {
          largest = max(largest, abs(Int(p) - Int(q)))
        }
      }
    }
    return largest
  }

  @Test(
    "a window-sized blur is made at the reduced size, looks as read back, and hides what is under it only when opaque",
    arguments: [(Float(1), 1), (Float(0.5), 0)])
  func windowSizedBlur(opacity: Float, hiding: Int) throws {
    let items = stripes + [blur(CGRect(x: 0, y: 0, width: 200, height: 120), opacity: opacity)]

    let (reduced, statistics) = try render(items)
    let (readBack, readStatistics) = try render(items, readingBack: true)

    #expect(statistics.reducedBackdrops == 1 && statistics.backdropsHidingBelow == hiding)
    #expect(readStatistics.reducedBackdrops == 0 && readStatistics.backdropBlurs == 1)
    #expect(
      largestDifference(reduced, readBack, in: CGRect(x: 0, y: 0, width: 400, height: 240)) <= 8)
  }

  @Test("a blur over part of the window leaves what is outside it drawn as before")
  func partialBlur() throws {
    let area = CGRect(x: 40, y: 20, width: 120, height: 80)
    let items = stripes + [blur(area)]

    let (reduced, statistics) = try render(items)
    let (readBack, _) = try render(items, readingBack: true)
    let (plain, _) = try render(stripes)

    #expect(statistics.reducedBackdrops == 1 && statistics.backdropsHidingBelow == 0)
    #expect(
      largestDifference(reduced, readBack, in: CGRect(x: 80, y: 40, width: 240, height: 160)) <= 8)
    #expect(largestDifference(reduced, plain, in: CGRect(x: 0, y: 0, width: 80, height: 240)) == 0)
    #expect(
      largestDifference(reduced, plain, in: CGRect(x: 0, y: 200, width: 400, height: 40)) == 0)
    // Inside, the blur mixes the stripes that meet at x = 100 points.
    let inside = (reduced.color(atX: 199, y: 170), reduced.color(atX: 200, y: 170))
    #expect(abs(Int(inside.0[0]) - Int(inside.1[0])) < 8)
  }

  @Test("a window-sized blur inside a clip hides nothing: outside the clip the items still show")
  func clippedBlur() throws {
    let clip = CGRect(x: 0, y: 0, width: 100, height: 120)
    let items =
      stripes + [.pushClip(clip), blur(CGRect(x: 0, y: 0, width: 200, height: 120)), .popClip]

    let (reduced, statistics) = try render(items)
    let (plain, _) = try render(stripes)

    #expect(statistics.reducedBackdrops == 1 && statistics.backdropsHidingBelow == 0)
    #expect(
      largestDifference(reduced, plain, in: CGRect(x: 200, y: 0, width: 200, height: 240)) == 0)
    #expect(largestDifference(reduced, plain, in: CGRect(x: 0, y: 0, width: 200, height: 240)) > 20)
  }

  @Test("a blur over a composited layer, too narrow to reduce, or small, reads the target back")
  func readBackCases() throws {
    let layer = DisplayItem.layer(
      CompositedLayer(
        id: 3, version: 1, contentRect: CGRect(x: 0, y: 0, width: 50, height: 50),
        transform: .identity, opacity: 0.5, cornerRadius: 0,
        content: DisplayList(items: [
          .fill(
            CGRect(x: 0, y: 0, width: 50, height: 50),
            DisplayColor(red: 0, green: 0, blue: 0, alpha: 1))
        ])))
    let window = CGRect(x: 0, y: 0, width: 200, height: 120)

    let (_, overLayer) = try render(stripes + [layer, blur(window)])
    let (_, narrow) = try render(stripes + [blur(window, radius: 2)])
    // With its margin of three deviations, 75 × 75 points: 23 % of the window.
    let (_, small) = try render(stripes + [blur(CGRect(x: 15, y: 15, width: 30, height: 30))])

    #expect(overLayer.reducedBackdrops == 0 && overLayer.backdropBlurs == 1)
    #expect(narrow.reducedBackdrops == 0 && narrow.backdropBlurs == 1)
    #expect(small.reducedBackdrops == 0 && small.backdropBlurs == 1)
  }
}
