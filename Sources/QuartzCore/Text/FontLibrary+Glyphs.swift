@_implementationOnly import CSDL2

extension FontLibrary {
  /// One line of text as 8-bit coverage at `scale` pixels per point, for string drawing into a
  /// Core Graphics context: the same shaped pieces, from the same files at the same sizes, that
  /// a host draws for labels, each on the line's baseline. Colour glyphs (emoji) give their
  /// alpha only. `nil` for empty text or a font that cannot be opened.
  package func glyphCoverage(
    of text: String, face: FontFace, scale: CGFloat, paragraphIsRightToLeft: Bool? = nil
  ) -> (alpha: [UInt8], width: Int, height: Int)? {
    let scale = max(scale, 0.01)
    let pieces = segments(
      of: text, face: face, scale: scale, paragraphIsRightToLeft: paragraphIsRightToLeft)
    let rendered = pieces.compactMap { segment in
      renderWhite(segment, scale: scale).map { (segment, $0) }
    }
    defer { rendered.forEach { SDL_FreeSurface($0.1) } }
    guard !rendered.isEmpty else { return nil }
    let width = Int((rendered.map { ($0.0.x + $0.0.width) * scale }.max() ?? 0).rounded(.up))
    let height = Int(
      (rendered.map { $0.0.top * scale + CGFloat($0.1.pointee.h) * $0.0.glyphScale }.max() ?? 0)
        .rounded(.up))
    guard width > 0, height > 0 else { return nil }
    var alpha = [UInt8](repeating: 0, count: width * height)
    for (segment, surface) in rendered {
      blend(surface, into: &alpha, width: width, height: height, segment: segment, scale: scale)
    }
    return (alpha, width, height)
  }

  /// Adds one piece's alpha into the line's coverage at its place, scaled by its glyph scale
  /// (nearest sample: only colour bitmap fonts are scaled).
  private func blend(
    _ surface: UnsafeMutablePointer<SDL_Surface>, into alpha: inout [UInt8], width: Int,
    height: Int, segment: TextSegment, scale: CGFloat
  ) {
    guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    else { return }
    defer { SDL_FreeSurface(converted) }
    let sourceWidth = Int(converted.pointee.w)
    let sourceHeight = Int(converted.pointee.h)
    let pitch = Int(converted.pointee.pitch)
    let k = segment.glyphScale
    let left = Int((segment.x * scale).rounded())
    let top = Int((segment.top * scale).rounded())
    let drawnWidth = Int((CGFloat(sourceWidth) * k).rounded())
    let drawnHeight = Int((CGFloat(sourceHeight) * k).rounded())
    SDL_LockSurface(converted)
    defer { SDL_UnlockSurface(converted) }
    let base = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    for y in 0..<drawnHeight where (0..<height).contains(top + y) {
      let sourceY = min(Int(CGFloat(y) / k), sourceHeight - 1)
      let row = UnsafeRawPointer(base + sourceY * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<drawnWidth where (0..<width).contains(left + x) {
        let value = UInt8(row[min(Int(CGFloat(x) / k), sourceWidth - 1)] >> 24)
        let index = (top + y) * width + left + x
        alpha[index] = max(alpha[index], value)
      }
    }
  }
}
