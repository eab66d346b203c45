@_implementationOnly import CFreeType

extension SizedFont {
  /// The 8-bit coverage of shaped text, pixel for pixel the alpha channel of what
  /// `TTF_RenderUTF8_Blended` draws in an opaque colour from an emptied glyph cache: each
  /// glyph's outline moved by its pen's fraction of a pixel (as ``subpixelShifts(of:)`` says
  /// SDL2_ttf moves it), rendered antialiased at the pen's whole pixel and clipped to the text's
  /// image. Where glyphs overlap their coverage is OR-ed, as SDL2_ttf blits them; a colour glyph
  /// (emoji) replaces what is under it with its own alpha. `nil` for text of no width, which
  /// SDL2_ttf refuses.
  ///
  /// A glyph rendered at a fraction is kept (``glyphImages``), so text drawn later reuses it
  /// instead of loading and rendering it again: FreeType gives the same image for the same
  /// glyph, size and fraction, so the pixels are those of rendering it anew. `state` holds the
  /// bytes every font keeps, within ``FontLibrary/glyphImageLimit``.
  func coverage(of shaped: ShapedText, in state: inout FontLibrary.State) -> CoverageImage? {
    let (width, height) = (shaped.width, shaped.height)
    guard width > 0, height > 0 else { return nil }
    var alpha = [UInt8](repeating: 0, count: width * height)
    let shifts = Self.subpixelShifts(of: shaped)
    alpha.withUnsafeMutableBufferPointer { image in
      /// ORs (or, for a colour glyph, replaces) a glyph's bitmap into the image, clipped.
      func place(_ bitmap: FT_Bitmap, left: Int, top: Int) {
        guard let buffer = bitmap.buffer, bitmap.width > 0 else { return }
        let columns = max(left, 0)..<min(left + Int(bitmap.width), width)
        guard !columns.isEmpty else { return }
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
      for (glyph, shift) in zip(shaped.glyphs, shifts) {
        let key = UInt64(glyph.index) << 6 | UInt64(shift)
        let penX = shaped.originX + Self.floor(glyph.x)
        let penY = shaped.originY + Self.floor(glyph.y)
        if let kept = glyphImages[key] {
          kept.pixels.withUnsafeBufferPointer { pixels in
            var bitmap = FT_Bitmap()
            bitmap.buffer = UnsafeMutablePointer(mutating: pixels.baseAddress)
            (bitmap.width, bitmap.rows, bitmap.pitch) = (kept.width, kept.rows, Int32(kept.width))
            bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            place(bitmap, left: penX + kept.left, top: penY - kept.top)
          }
          continue
        }
        guard FT_Load_Glyph(face, glyph.index, Self.loadFlags | Int32(FT_LOAD_COLOR)) == 0,
          let slot = face.pointee.glyph
        else { continue }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
          FT_Outline_Translate(&slot.pointee.outline, FT_Pos(shift), 0)
          guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { continue }
          keep(slot.pointee, as: key, in: &state)
        }
        place(
          slot.pointee.bitmap, left: penX + Int(slot.pointee.bitmap_left),
          top: penY - Int(slot.pointee.bitmap_top))
      }
    }
    return (alpha, width, height)
  }

  /// A glyph rendered at one fraction of a pixel, as FreeType left it in its slot: grey
  /// levels row by row without padding, and where they lie from the pen.
  struct GlyphImage {
    var pixels: [UInt8]
    var width: UInt32
    var rows: UInt32
    /// Pixels right of the pen to the image's left edge (`bitmap_left`).
    var left: Int
    /// Pixels above the baseline to the image's top edge (`bitmap_top`).
    var top: Int
  }

  /// The largest glyph image kept, in pixels: glyphs of text up to about 60 pixels tall. A
  /// larger one is rendered each time, as display type is rare and large.
  static let largestKeptGlyph = 64 * 64

  /// What a kept image costs besides its pixels, counted against the limit: its array's header
  /// and its slot in the font's dictionary, about as much again as a small glyph's pixels.
  static let keptGlyphOverhead = 96

  /// Keeps the grey image just rendered in `slot`, unless it is too large or the fonts' kept
  /// images would pass their limit: then this font's are dropped first, and if that is not
  /// enough, the image is not kept.
  private func keep(_ slot: FT_GlyphSlotRec, as key: UInt64, in state: inout FontLibrary.State) {
    let bitmap = slot.bitmap
    let (width, rows) = (Int(bitmap.width), Int(bitmap.rows))
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), bitmap.pitch >= width,
      width * rows <= Self.largestKeptGlyph, let buffer = bitmap.buffer
    else { return }
    let bytes = width * rows + Self.keptGlyphOverhead
    if state.glyphImageBytes + bytes > FontLibrary.glyphImageLimit {
      state.glyphImageBytes -= forgetGlyphImages()
      guard state.glyphImageBytes + bytes <= FontLibrary.glyphImageLimit else { return }
    }
    var pixels = [UInt8]()
    pixels.reserveCapacity(width * rows)
    for y in 0..<rows {
      pixels.append(
        contentsOf: UnsafeBufferPointer(start: buffer + y * Int(bitmap.pitch), count: width))
    }
    glyphImages[key] = GlyphImage(
      pixels: pixels, width: bitmap.width, rows: bitmap.rows, left: Int(slot.bitmap_left),
      top: Int(slot.bitmap_top))
    glyphImageBytes += bytes
    state.glyphImageBytes += bytes
  }

  /// Drops the glyph images this font keeps; returns the bytes they were counted at.
  func forgetGlyphImages() -> Int {
    defer { (glyphImages, glyphImageBytes) = ([:], 0) }
    return glyphImageBytes
  }

  /// How far SDL2_ttf 2.20.1 moves each glyph's outline right before rendering it, in 1/64 of
  /// a pixel, when it draws `shaped` from an emptied glyph cache (the host empties it before
  /// each piece it draws): the pen's fraction of a pixel, except where its cache forgets it.
  ///
  /// SDL2_ttf keeps one glyph per slot of 256, by glyph index modulo 256, with the fraction it
  /// was last rendered at. Measuring the text first leaves each slot holding the slot's last
  /// glyph of the text, at fraction 0, with no image. Drawing then takes each glyph in turn: a
  /// slot holding another glyph is emptied but keeps its fraction, and when that fraction is
  /// the one wanted, the glyph is rendered without moving it (at 0). So of two glyphs sharing a
  /// slot and a pen fraction, the later is drawn up to a pixel left of its pen. It is rare (2
  /// of 7,128 probed lines, both Arabic) and moves ink only, never a width.
  static func subpixelShifts(of shaped: ShapedText) -> [Int] {
    struct Slot {
      var index: UInt32?
      var fraction = 0
      var hasImage = false
    }
    var slots = [Slot](repeating: Slot(), count: 256)
    for glyph in shaped.glyphs { slots[Int(glyph.index & 255)].index = glyph.index }
    return shaped.glyphs.map { glyph in
      let wanted = glyph.x & 63
      var slot = slots[Int(glyph.index & 255)]
      defer { slots[Int(glyph.index & 255)] = slot }
      if slot.index != nil, slot.index != glyph.index {
        (slot.index, slot.hasImage) = (nil, false)
      }
      if slot.fraction == wanted {
        if slot.hasImage { return wanted }
        if slot.index == nil { slot.fraction = 0 }
        (slot.index, slot.hasImage) = (glyph.index, true)
        return 0
      }
      (slot.index, slot.fraction, slot.hasImage) = (glyph.index, wanted, true)
      return wanted
    }
  }
}
