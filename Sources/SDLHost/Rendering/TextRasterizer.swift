import CSDL2
import UIKit

/// Rasterises the core's text runs with SDL2_ttf: the host's side of text.
///
/// The core measures text and lays it out into ``TextRun``s; it never draws. A run is drawn in
/// the pieces the core measured it in (`FontLibrary.segments(of:face:scale:)`): each piece in
/// the font that has its glyphs, shaped by HarfBuzz in its script and direction, at the same
/// pixel size, so a run's glyphs land where the core measured them. A font that cannot be
/// opened draws nothing: the core has already reported it by name when it measured.
@MainActor
package final class TextRasterizer {
  /// One per process, like the core's font library: every drawer shares the open fonts.
  package static let shared = TextRasterizer()

  private init() {}

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
    FontLibrary.shared.renderWhite(segment, scale: scale)
  }

}
