import CSDL2
import UIKit

/// Rasterises the core's text runs with SDL2_ttf: the host's side of text.
///
/// The core measures text and lays it out into ``TextRun``s; it never draws. This opens the
/// same font files (`FontLibrary.path(forFile:)`) at the same pixel sizes
/// (`FontLibrary.pixelSize(_:scale:)`), so a run's glyphs land where the core measured them.
/// A font that cannot be opened draws nothing: the core has already reported it by name when
/// it measured.
@MainActor
package final class TextRasterizer {
  /// One per process, like the core's font library: every drawer shares the open fonts.
  package static let shared = TextRasterizer()

  private struct Key: Hashable {
    var path: String
    var pixelSize: Int
  }

  private var fonts: [Key: OpaquePointer] = [:]
  private var failed: Set<Key> = []
  private var started = false

  private init() {}

  /// One line in white, antialiased, at `scale` pixels per point, for the caller to tint; the
  /// caller frees the surface.
  package func renderWhite(_ run: TextRun, scale: CGFloat) -> UnsafeMutablePointer<SDL_Surface>? {
    guard !run.text.isEmpty, let font = font(for: run.font, scale: scale) else { return nil }
    return TTF_RenderUTF8_Blended(
      font, FontLibrary.ttfText(run.text), SDL_Color(r: 255, g: 255, b: 255, a: 255))
  }

  private func font(for face: FontFace, scale: CGFloat) -> OpaquePointer? {
    guard let path = FontLibrary.shared.path(forFile: face.file) else { return nil }
    let key = Key(path: path, pixelSize: FontLibrary.pixelSize(face.pointSize, scale: scale))
    if let font = fonts[key] { return font }
    guard !failed.contains(key) else { return nil }
    if !started {
      started = TTF_Init() == 0
    }
    guard started, let font = TTF_OpenFont(path, Int32(key.pixelSize)) else {
      failed.insert(key)
      return nil
    }
    fonts[key] = font
    return font
  }
}
