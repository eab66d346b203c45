@_implementationOnly import CFreeType

extension SizedFont {
  /// The 8-bit coverage of shaped text, pixel for pixel the alpha channel of what
  /// `TTF_RenderUTF8_Blended` draws in an opaque colour: each glyph rendered antialiased at its
  /// pen position (rounded down to whole pixels) and clipped to the text's image. Where glyphs
  /// overlap their coverage is OR-ed, as SDL2_ttf blits them; a colour glyph (emoji) replaces
  /// what is under it with its own alpha. `nil` for text of no width, which SDL2_ttf refuses.
  func coverage(of shaped: ShapedText) -> CoverageImage? {
    let (width, height) = (shaped.width, shaped.height)
    guard width > 0, height > 0 else { return nil }
    var alpha = [UInt8](repeating: 0, count: width * height)
    alpha.withUnsafeMutableBufferPointer { image in
      for glyph in shaped.glyphs {
        guard FT_Load_Glyph(face, glyph.index, Self.loadFlags | Int32(FT_LOAD_COLOR)) == 0,
          let slot = face.pointee.glyph,
          slot.pointee.format == FT_GLYPH_FORMAT_BITMAP
            || FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0
        else { continue }
        let bitmap = slot.pointee.bitmap
        guard let buffer = bitmap.buffer, bitmap.width > 0 else { continue }
        let left = shaped.originX + Self.floor(glyph.x) + Int(slot.pointee.bitmap_left)
        let top = shaped.originY + Self.floor(glyph.y) - Int(slot.pointee.bitmap_top)
        let columns = max(left, 0)..<min(left + Int(bitmap.width), width)
        guard !columns.isEmpty else { continue }
        for y in max(top, 0)..<min(top + Int(bitmap.rows), height) {
          let source = buffer + (y - top) * Int(bitmap.pitch)
          let row = image.baseAddress! + y * width
          switch UInt32(bitmap.pixel_mode) {
          case FT_PIXEL_MODE_BGRA.rawValue:
            for x in columns { row[x] = source[(x - left) * 4 + 3] }
          case FT_PIXEL_MODE_MONO.rawValue:
            for x in columns where source[(x - left) / 8] & (0x80 >> ((x - left) % 8)) != 0 {
              row[x] = 255
            }
          case FT_PIXEL_MODE_GRAY.rawValue:
            for x in columns { row[x] |= source[x - left] }
          default:
            // 2- and 4-bit grey maps come only from embedded bitmaps, which no font here has.
            break
          }
        }
      }
    }
    return (alpha, width, height)
  }
}
