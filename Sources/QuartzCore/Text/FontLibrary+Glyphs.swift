/// 8-bit coverage, row by row: how much of each pixel glyphs cover.
package typealias CoverageImage = (alpha: [UInt8], width: Int, height: Int)

extension FontLibrary {
  /// One line of text as 8-bit coverage at `scale` pixels per point, for string drawing into a
  /// Core Graphics context: the same shaped pieces, from the same files at the same sizes, that
  /// a host draws for labels, each on the line's baseline, rendered by FreeType as SDL2_ttf
  /// renders them (``SizedFont/coverage(of:)``), with `left`, the image's left edge in points
  /// from the pen's start: 0, or less when a glyph reaches left of the pen. Colour glyphs
  /// (emoji) give their alpha only. `nil` for empty text or a font that cannot be opened.
  package func glyphCoverage(
    of text: String, face: FontFace, scale: CGFloat, paragraphIsRightToLeft: Bool? = nil
  ) -> (image: CoverageImage, left: CGFloat)? {
    let scale = max(scale, 0.01)
    let pieces = segments(
      of: text, face: face, scale: scale, paragraphIsRightToLeft: paragraphIsRightToLeft)
    let rendered = pieces.compactMap { segment -> (TextSegment, CoverageImage)? in
      coverage(of: segment, scale: scale).map { (segment, $0) }
    }
    guard !rendered.isEmpty else { return nil }
    // Whole pixels left of the pen's start that a glyph reaches: the image starts there.
    let overhang = -min(rendered.map { imageLeft($0.0, scale).rounded() }.min() ?? 0, 0)
    let right = rendered.map { segment, image in
      max(
        (segment.x + segment.width) * scale,
        imageLeft(segment, scale).rounded() + CGFloat(image.width) * segment.glyphScale)
    }
    let width = Int(((right.max() ?? 0) + overhang).rounded(.up))
    let height = Int(
      (rendered.map { $0.0.top * scale + CGFloat($0.1.height) * $0.0.glyphScale }.max() ?? 0)
        .rounded(.up))
    guard width > 0, height > 0 else { return nil }
    var alpha = [UInt8](repeating: 0, count: width * height)
    for (segment, image) in rendered {
      blend(
        image, into: &alpha, width: width, height: height, segment: segment, scale: scale,
        from: Int(overhang))
    }
    return ((alpha, width, height), -overhang / scale)
  }

  /// One piece's 8-bit coverage at `scale`: the alpha channel of the image SDL2_ttf's
  /// `TTF_RenderUTF8_Blended` makes of it, pixel for pixel (``SizedFont/coverage(of:in:)``),
  /// for string drawing and for a host that draws the piece itself. `nil` for a piece of no
  /// width or a font that cannot be opened.
  package func coverage(of segment: TextSegment, scale: CGFloat) -> CoverageImage? {
    guard let font = font(for: segment.face, scale: scale) else { return nil }
    return withState { state in
      font.coverage(
        of: font.shape(segment.text, script: segment.script, rightToLeft: segment.isRightToLeft),
        in: &state)
    }
  }

  /// Where a piece's glyph image starts, in pixels from the line's left edge.
  private func imageLeft(_ segment: TextSegment, _ scale: CGFloat) -> CGFloat {
    (segment.x + segment.imageX) * scale
  }

  /// Adds one piece's alpha into the line's coverage at its place from the pen's start, which
  /// is `start` pixels right of the image's left edge, scaled by its glyph scale (nearest
  /// sample: only colour bitmap fonts are scaled).
  private func blend(
    _ image: CoverageImage, into alpha: inout [UInt8], width: Int,
    height: Int, segment: TextSegment, scale: CGFloat, from start: Int
  ) {
    let k = segment.glyphScale
    let left = start + Int(imageLeft(segment, scale).rounded())
    let top = Int((segment.top * scale).rounded())
    let drawnWidth = Int((CGFloat(image.width) * k).rounded())
    let drawnHeight = Int((CGFloat(image.height) * k).rounded())
    for y in 0..<drawnHeight where (0..<height).contains(top + y) {
      let row = min(Int(CGFloat(y) / k), image.height - 1) * image.width
      for x in 0..<drawnWidth where (0..<width).contains(left + x) {
        let value = image.alpha[row + min(Int(CGFloat(x) / k), image.width - 1)]
        let index = (top + y) * width + left + x
        alpha[index] = max(alpha[index], value)
      }
    }
  }
}
