import CSDL2
import UIKit

/// Rasterises the core's text runs with SDL2_ttf: the host's side of text.
///
/// The core measures text and lays it out into ``TextRun``s with FreeType and HarfBuzz; it never
/// draws. A run is drawn in the pieces the core measured it in
/// (`FontLibrary.segments(of:face:scale:)`): each piece in the font file that has its glyphs,
/// opened here with SDL2_ttf at the core's pixel size, shaped by HarfBuzz in the piece's script
/// and direction. SDL2_ttf is built on the same two libraries and the core follows its
/// arithmetic, so a run's glyphs land where the core measured them (`FreeTypeParityTests`).
/// A font that cannot be opened draws nothing: the core has already reported it by name when
/// it measured.
@MainActor
package final class TextRasterizer {
  /// One per process: every drawer shares the open fonts.
  package static let shared = TextRasterizer()

  private struct FontKey: Hashable {
    var path: String
    var pixelSize: Int
  }

  /// Open fonts (`TTF_Font`), the most recently used kept, as the core keeps its own; `nil`
  /// for one that could not be opened, so it is not tried again every frame.
  private var fonts = OpenFontCache<FontKey, OpaquePointer?>()
  /// Font files mapped into memory, by path: SDL2_ttf reads glyphs from memory, not by system
  /// calls, and the pages are shared with the core's mapping of the same file.
  private var mappedFiles: [String: MappedFontFile] = [:]
  private let started = TTF_Init() == 0
  /// Font sizes whose text was too large to draw, reported once each.
  private var refusedSizes: Set<FontKey> = []

  /// The widest or tallest glyph image drawn, in pixels: the texture limit of SDL's renderers
  /// and of most GPUs. A 5,000-point font at scale 3 would need glyph images 15,000 pixels tall
  /// and, for a word, over a hundred thousand wide, gigabytes that the surface and the texture
  /// cannot hold.
  static let maximumSide = 16384
  /// The largest glyph image drawn, in pixels (256 MB): a piece within the side limit but
  /// larger than this is refused too, as no screen shows more than a small part of it.
  static let maximumArea = 1 << 26

  private init() {
    ProcessState.register { [unowned self] in self.refusedSizes = [] }
  }

  /// The pieces a run is drawn in, in visual order, placed from the run's origin.
  package func segments(of run: TextRun, scale: CGFloat) -> [TextSegment] {
    FontLibrary.shared.segments(
      of: run.text, face: run.font, scale: scale,
      paragraphIsRightToLeft: run.paragraphIsRightToLeft)
  }

  /// One piece in white, antialiased, at `scale` pixels per point, for the caller to tint (colour
  /// glyphs keep their colours); the caller frees the surface.
  package func renderWhite(_ segment: TextSegment, scale: CGFloat)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard !segment.text.isEmpty,
      let font = font(
        file: segment.face.file,
        pixelSize: FontLibrary.pixelSize(segment.face.pointSize, scale: scale))
    else { return nil }
    guard fits(segment, font: font, scale: scale) else { return nil }
    // Glyphs without colours of their own: the core's coverage of the piece, which is the alpha
    // SDL2_ttf renders pixel for pixel (`FreeTypeParityTests`), from glyph images the core
    // keeps, where SDL2_ttf would load and render every glyph again.
    if !segment.isColor, let coverage = FontLibrary.shared.coverage(of: segment, scale: scale) {
      return Self.whiteSurface(coverage)
    }
    TTF_SetFontDirection(font, segment.isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
    TTF_SetFontScriptName(font, segment.script)
    // Setting the hinting empties SDL2_ttf's glyph cache, whose state moves a glyph now and then
    // (`SizedFont.subpixelShifts(of:)`): from an empty cache the image depends on the piece
    // alone, and the core renders the same pixels.
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT_SUBPIXEL)
    return TTF_RenderUTF8_Blended(font, segment.text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
  }

  /// `coverage` as `TTF_RenderUTF8_Blended` lays out its image in white: ARGB8888, every pixel
  /// white with the coverage as its alpha.
  private static func whiteSurface(_ coverage: CoverageImage) -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(coverage.width), Int32(coverage.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
      let pixels = surface.pointee.pixels
    else { return nil }
    let pitch = Int(surface.pointee.pitch)
    coverage.alpha.withUnsafeBufferPointer { alpha in
      for y in 0..<coverage.height {
        let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
        let source = y * coverage.width
        for x in 0..<coverage.width { row[x] = UInt32(alpha[source + x]) << 24 | 0x00FF_FFFF }
      }
    }
    return surface
  }

  /// Whether the piece's glyph image is within ``maximumSide`` and ``maximumArea``; one that is
  /// not is reported once per font size, naming the font, its size and what to do instead.
  private func fits(_ segment: TextSegment, font: OpaquePointer, scale: CGFloat) -> Bool {
    // The core measured the piece already: its advance, and the font's line height, bound the
    // image without shaping it a second time.
    let width = Int((segment.width * scale / segment.glyphScale).rounded(.up))
    let height = Int(TTF_FontHeight(font))
    let side = Self.maximumSide
    if width <= side, height <= side, Int(width) * Int(height) <= Self.maximumArea { return true }
    let pixelSize = FontLibrary.pixelSize(segment.face.pointSize, scale: scale)
    let key = FontKey(path: segment.face.file, pixelSize: pixelSize)
    if refusedSizes.insert(key).inserted {
      UIKitLog.warning(
        "Text in \(segment.face.file) at \(segment.face.pointSize) points (\(pixelSize) pixels "
          + "at scale \(scale)) needs a glyph image of \(width) × \(height) pixels, more than "
          + "the renderer's \(side)-pixel side or \(Self.maximumArea >> 20) M-pixel area; it is "
          + "not drawn. Use a smaller font, or draw the glyphs as a path (a CAShapeLayer) to "
          + "show type this large.")
    }
    return false
  }

  /// The font file the core measured with (a bundled file name or a system font's path), opened
  /// at `pixelSize`, from memory when the file can be mapped.
  private func font(file: String, pixelSize: Int) -> OpaquePointer? {
    guard started, let path = FontLibrary.shared.path(forFile: file) else { return nil }
    let key = FontKey(path: path, pixelSize: pixelSize)
    if let known = fonts.font(for: key) { return known }
    if mappedFiles[path] == nil { mappedFiles[path] = MappedFontFile(path: path) }
    let opened =
      mappedFiles[path].flatMap { file in
        SDL_RWFromConstMem(file.bytes.baseAddress, Int32(file.bytes.count)).flatMap {
          TTF_OpenFontRW($0, 1, Int32(pixelSize))
        }
      } ?? TTF_OpenFont(path, Int32(pixelSize))
    // The core measures with light hinting and fractional advances; glyphs are drawn at their
    // pens' fractions of a pixel, as SDL2_ttf's subpixel mode places them.
    if let opened { TTF_SetFontHinting(opened, TTF_HINTING_LIGHT_SUBPIXEL) }
    if let evicted = fonts.insert(opened, for: key), let evicted { TTF_CloseFont(evicted) }
    return opened
  }
}
