import CSDL2
import UIKit

/// Text: each run is drawn in the pieces the core measured it in, each piece its own cached
/// texture.
///
/// A run drawn before is found by one lookup of the whole run, which gives its pieces and the
/// text cache's entries for their textures, used directly while the cache keeps them: a
/// screen of unchanged labels costs one lookup a label a frame, not one in the font library
/// and one a piece. A run drawn in the same place in the order of the last frame's runs is
/// found by comparing it with that one, without hashing its text.
extension DisplayListDrawer {
  /// Runs remembered before the memo starts over: every label of a few screens (a long list
  /// scrolled through keeps meeting new ones).
  private static let runLimit = 2048

  /// Draws `run`, tinted with its colour unless its glyphs carry colours of their own (emoji),
  /// which keep them and take only the run's alpha.
  func drawText(_ run: TextRun) {
    let key = RunKey(
      text: ExactText(run.text), face: run.font,
      pixelSize: FontLibrary.pixelSize(run.font.pointSize, scale: scale),
      paragraphIsRightToLeft: run.paragraphIsRightToLeft)
    let ordinal = frameRuns.count
    if ordinal < lastFrameRuns.count, lastFrameRuns[ordinal].key == key {
      let known = lastFrameRuns[ordinal].pieces
      if isKept(known) {
        draw(known, of: run)
        frameRuns.append((key, known))
        return
      }
    }
    if let known = runs[key], isKept(known) {
      draw(known, of: run)
      frameRuns.append((key, known))
      return
    }
    var pieces = RunPieces(segments: [], textures: [])
    var complete = true
    for segment in TextRasterizer.shared.segments(of: run, scale: scale) {
      let pieceKey = TextKey(
        text: ExactText(segment.text), face: segment.face, pixelSize: key.pixelSize,
        rightToLeft: segment.isRightToLeft)
      guard let texture = text.lookUp(pieceKey) ?? rasterize(segment, key: pieceKey) else {
        complete = false
        continue
      }
      draw(segment, of: run, texture: texture)
      pieces.segments.append(segment)
      pieces.textures.append(texture)
    }
    // A piece that could not be drawn is tried again next time, as before.
    guard complete else { return }
    if runs.count >= Self.runLimit { runs = [:] }
    runs[key] = pieces
    frameRuns.append((key, pieces))
  }

  private func draw(_ pieces: RunPieces, of run: TextRun) {
    for (segment, texture) in zip(pieces.segments, pieces.textures) {
      draw(segment, of: run, texture: texture)
    }
  }

  /// Whether the text cache still holds every texture of `pieces`, each marked used.
  private func isKept(_ pieces: RunPieces) -> Bool {
    for texture in pieces.textures where !text.markUsed(texture) { return false }
    return true
  }

  private func draw(
    _ segment: TextSegment, of run: TextRun, texture: TextureCache<TextKey>.Entry
  ) {
    let size = CGSize(
      width: CGFloat(texture.width) * segment.glyphScale / scale,
      height: CGFloat(texture.height) * segment.glyphScale / scale)
    let origin = CGPoint(x: run.origin.x + segment.x, y: run.origin.y + segment.top)
    let color =
      segment.isColor
      ? DisplayColor(red: 1, green: 1, blue: 1, alpha: run.color.alpha) : run.color
    drawTexture(texture.texture, in: CGRect(origin: origin, size: size), color: color, snap: true)
  }

  private func rasterize(_ segment: TextSegment, key: TextKey) -> TextureCache<TextKey>.Entry? {
    guard let surface = TextRasterizer.shared.renderWhite(segment, scale: scale) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let made = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
    if segment.glyphScale != 1 { SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear) }
    statistics.textRasterizations += 1
    return text.insert(key, texture: made)
  }
}
