import CSDL2
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// A shape layer's raster is written straight into the texture the drawer keeps for the layer:
/// a changed path replaces that texture's pixels in place, and the frame is the one a drawer
/// that never saw the old path draws.
@Suite("Layer rasters written into their kept textures", .uiTest)
@MainActor
struct LayerRasterUploadTests {
  private static let size = CGSize(width: 160, height: 100)

  /// A zig-zag across the layer, its corners at `phase` (0 or 1) up or down.
  private static func zigzag(phase: Int) -> CGPath {
    let path = CGMutablePath()
    for step in 0...8 {
      let point = CGPoint(x: 10 + CGFloat(step) * 17, y: (step + phase) % 2 == 0 ? 20 : 80)
      if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return path
  }

  private static func chartWindow() -> (UIWindow, CAShapeLayer) {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let chart = CAShapeLayer()
    chart.frame = CGRect(origin: .zero, size: size)
    chart.strokeColor = UIColor(red: 0, green: 0.4, blue: 1, alpha: 0.8).cgColor
    chart.fillColor = nil
    chart.lineWidth = 3
    chart.path = zigzag(phase: 0)
    root.view.layer.addSublayer(chart)
    return (TestApplication.makeWindow(root: root, size: size), chart)
  }

  /// Draws each list in turn with one drawer on a software surface, and returns the surface's
  /// pixels after each, with the drawer's counters.
  private static func draw(_ lists: [DisplayList]) throws -> (
    [[UInt8]], DisplayListDrawer.Statistics
  ) {
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(
        0, Int32(size.width), Int32(size.height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }
    var frames: [[UInt8]] = []
    for list in lists {
      drawer.draw(list, scale: 1)
      SDL_RenderPresent(renderer)
      let count = Int(surface.pointee.pitch) * Int(surface.pointee.h)
      frames.append(Array(UnsafeRawBufferPointer(start: surface.pointee.pixels, count: count)))
    }
    return (frames, drawer.statistics)
  }

  @Test("a changed path replaces its texture's pixels: the frame is what a fresh drawer draws")
  func changedPathInPlace() throws {
    let (window, chart) = Self.chartWindow()
    let before = window.currentDisplayList
    chart.path = Self.zigzag(phase: 1)
    UIApplication.shared.advance(by: 1)
    let after = window.currentDisplayList

    let (frames, statistics) = try Self.draw([before, after])
    let (fresh, _) = try Self.draw([after])

    #expect(statistics.rasterUploads == 2)
    #expect(frames[0] != frames[1])
    #expect(frames[1] == fresh[0])
  }

  @Test("a layer raster's pixels are its drawing's, read as an array or written row by row")
  func rasterPixelsMatchTheDrawing() throws {
    let (window, _) = Self.chartWindow()
    let bitmaps = window.currentDisplayList.items.compactMap { item -> ImageBitmap? in
      if case .image(let run) = item, run.slot != nil { run.bitmap } else { nil }
    }
    let bitmap = try #require(bitmaps.first)
    let rowBytes = bitmap.width * 4
    let pitch = rowBytes + 8
    // The same stroke through a context's own conversion: the raster covers the path's box
    // (10, 20)-(146, 80) grown by the miter's reach (1.5 × 4) and a pixel, so it starts at (3, 13).
    let context = CGContext(size: CGSize(width: bitmap.width, height: bitmap.height), scale: 1)
    context.setStrokeColor(UIColor(red: 0, green: 0.4, blue: 1, alpha: 0.8).cgColor)
    context.setLineWidth(3)
    context.translateBy(x: -3, y: -13)
    context.addPath(Self.zigzag(phase: 0))
    context.strokePath()
    var written = [UInt8](repeating: 0xAB, count: pitch * bitmap.height)

    written.withUnsafeMutableBytes { bitmap.copyPixels(to: $0.baseAddress!, bytesPerRow: pitch) }

    let rows = (0..<bitmap.height).map { written[($0 * pitch)..<($0 * pitch + rowBytes)] }
    let padding = (0..<bitmap.height).map { written[($0 * pitch + rowBytes)..<(($0 + 1) * pitch)] }
    #expect(bitmap.pixels.contains { $0 != 0 })
    #expect(bitmap.pixels == context.bitmap().pixels)
    #expect(Array(rows.joined()) == bitmap.pixels)
    #expect(padding.allSatisfy { $0.allSatisfy { $0 == 0xAB } })
  }
}
