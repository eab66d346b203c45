/// 8-bit coverage, row by row: how much of each pixel glyphs cover.
package typealias CoverageImage = (alpha: [UInt8], width: Int, height: Int)

extension FontLibrary {
  /// One line of text as 8-bit coverage at `scale` pixels per point, for string drawing into a
  /// Core Graphics context: the same shaped pieces, from the same files at the same sizes, that
  /// a host draws for labels, each on the line's baseline, rendered by FreeType as SDL2_ttf
  /// renders them (``SizedFont/coverage(of:)``). Colour glyphs (emoji) give their alpha only.
  /// `nil` for empty text or a font that cannot be opened.
  package func glyphCoverage(
    of text: String, face: FontFace, scale: CGFloat, paragraphIsRightToLeft: Bool? = nil
  ) -> CoverageImage? {
    let scale = max(scale, 0.01)
    let pieces = segments(
      of: text, face: face, scale: scale, paragraphIsRightToLeft: paragraphIsRightToLeft)
    let rendered = pieces.compactMap { segment -> (TextSegment, CoverageImage)? in
      guard let font = font(for: segment.face, scale: scale),
        let image = withState({ _ in
          font.coverage(
            of: font.shape(segment.text, script: segment.script, rightToLeft: segment.isRightToLeft)
          )
        })
      else { return nil }
      return (segment, image)
    }
    guard !rendered.isEmpty else { return nil }
    let width = Int((rendered.map { ($0.0.x + $0.0.width) * scale }.max() ?? 0).rounded(.up))
    let height = Int(
      (rendered.map { $0.0.top * scale + CGFloat($0.1.height) * $0.0.glyphScale }.max() ?? 0)
        .rounded(.up))
    guard width > 0, height > 0 else { return nil }
    var alpha = [UInt8](repeating: 0, count: width * height)
    for (segment, image) in rendered {
      blend(image, into: &alpha, width: width, height: height, segment: segment, scale: scale)
    }
    return (alpha, width, height)
  }

  /// Adds one piece's alpha into the line's coverage at its place, scaled by its glyph scale
  /// (nearest sample: only colour bitmap fonts are scaled).
  private func blend(
    _ image: CoverageImage, into alpha: inout [UInt8], width: Int,
    height: Int, segment: TextSegment, scale: CGFloat
  ) {
    let k = segment.glyphScale
    let left = Int((segment.x * scale).rounded())
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
