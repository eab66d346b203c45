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
    let origin = CGPoint(
      x: run.origin.x + segment.x + segment.imageX, y: run.origin.y + segment.top)
    let color =
      segment.isColor
      ? DisplayColor(red: 1, green: 1, blue: 1, alpha: run.color.alpha) : run.color
    drawTexture(
      texture.texture, in: CGRect(origin: origin, size: size), color: color, snap: true,
      inked: texture.inked)
  }

  private func rasterize(_ segment: TextSegment, key: TextKey) -> TextureCache<TextKey>.Entry? {
    guard let surface = TextRasterizer.shared.renderWhite(segment, scale: scale) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let made = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
    if segment.glyphScale != 1 { SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear) }
    statistics.textRasterizations += 1
    let entry = text.insert(key, texture: made)
    entry.inked = Self.inkedRegion(of: surface)
    return entry
  }

  /// The smallest rectangle of `surface` outside which every pixel has zero alpha; empty for a
  /// piece of blank glyphs (spaces); `nil` for a surface without 32-bit alpha. A line of text
  /// is an image as tall as the font's line, with rows above its tallest glyph and below its
  /// lowest that SDL's software blitter would otherwise blend, pixel by pixel, every frame.
  static func inkedRegion(of surface: UnsafeMutablePointer<SDL_Surface>) -> PixelRegion? {
    guard let format = surface.pointee.format, format.pointee.BytesPerPixel == 4,
      format.pointee.Amask != 0, SDL_LockSurface(surface) == 0
    else { return nil }
    defer { SDL_UnlockSurface(surface) }
    guard let pixels = surface.pointee.pixels else { return nil }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    let pitch = Int(surface.pointee.pitch)
    let mask = format.pointee.Amask
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    for y in 0..<height {
      let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
      var first = -1
      var last = -1
      for x in 0..<width where row[x] & mask != 0 {
        if first < 0 { first = x }
        last = x
      }
      guard first >= 0 else { continue }
      minX = min(minX, first)
      maxX = max(maxX, last)
      if minY == height { minY = y }
      maxY = y
    }
    guard maxX >= 0 else { return PixelRegion(x: 0, y: 0, width: 0, height: 0) }
    return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}
