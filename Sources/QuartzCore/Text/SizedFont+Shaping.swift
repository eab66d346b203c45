@_implementationOnly import CFreeType

extension SizedFont {
  /// Shapes `text` in `script` (an ISO 15924 tag, such as `Arab`) and direction, as
  /// `TTF_SetFontScriptName`, `TTF_SetFontDirection` and `TTF_SizeUTF8` do: HarfBuzz positions
  /// the glyphs, and each glyph's image box, rounded down to whole pixels at its pen position
  /// and one pixel wider for the pen's fraction, widens the image. The advance is the sum of the
  /// glyphs' fractional advances. A glyph FreeType cannot load gives an empty result, as
  /// SDL2_ttf's failure leaves the width at 0. Without `keepingGlyphs` the result has the
  /// extent and advance but no glyphs, for measuring.
  func shape(
    _ text: String, script: String, rightToLeft: Bool, keepingGlyphs: Bool = true
  ) -> ShapedText {
    guard let (infos, positions, count) = glyphs(of: text, script: script, rightToLeft: rightToLeft)
    else { return ShapedText() }
    var shaped = ShapedText()
    if keepingGlyphs { shaped.glyphs.reserveCapacity(count) }
    var (x, y) = (0, 0)
    var (minX, maxX, minY, maxY) = (0, 0, 0, height)
    for index in 0..<count {
      let glyph = infos[index].codepoint
      guard let box = glyphBox(glyph) else { return ShapedText() }
      let position = positions[index]
      let pen = ShapedText.Glyph(
        index: glyph, x: x + Int(position.x_offset), y: y + ascent * 64 - Int(position.y_offset),
        cluster: Int(infos[index].cluster), advance: Int(position.x_advance))
      x += Int(position.x_advance)
      y += Int(position.y_advance)
      if keepingGlyphs { shaped.glyphs.append(pen) }
      let left = Self.floor(pen.x) + Int(box.left)
      let top = Self.floor(pen.y) - Int(box.top)
      minX = min(minX, left)
      // Rendered at the pen's fraction of a pixel, the image may reach one pixel further
      // (SDL2_ttf's subpixel `sz_width + 1`).
      maxX = max(maxX, left + Int(box.width) + 1)
      minY = min(minY, top)
      maxY = max(maxY, top + Int(box.rows))
    }
    // The advance counts too: a line of one space has its width (SDL2_ttf's bug 4344).
    maxX = max(maxX, Self.floor(x))
    shaped.width = maxX - minX
    shaped.advance = x
    shaped.height = maxY - minY
    shaped.originX = -minX
    shaped.originY = -minY
    return shaped
  }

  /// `text`, one byte a character, shaped whole left to right in `script`: the running sums of
  /// its glyphs' advances before each character and whether the text may be cut there (see
  /// ``RunningAdvances``). `nil` when a glyph cannot be loaded (``shape(_:script:rightToLeft:keepingGlyphs:)``
  /// then measures nothing) or a glyph moves the pen backwards.
  func runningAdvances(_ text: String, script: String) -> (sums: [Int], safe: [Bool])? {
    let length = text.utf8.count
    guard let (infos, positions, count) = glyphs(of: text, script: script, rightToLeft: false)
    else { return nil }
    var sums = [Int](repeating: 0, count: length + 1)
    var safe = [Bool](repeating: false, count: length + 1)
    safe[0] = true
    safe[length] = true
    var pen = 0
    // The next character whose running sum is not yet known. Left to right, clusters (byte
    // offsets, one a character here) come in order; a glyph that starts a new cluster starts
    // its characters at the pen so far.
    var next = 0
    for index in 0..<count {
      guard glyphBox(infos[index].codepoint) != nil else { return nil }
      let cluster = Int(infos[index].cluster)
      if cluster >= next {
        while next <= cluster {
          sums[next] = pen
          next += 1
        }
        let flags = hb_glyph_info_get_glyph_flags(infos + index).rawValue
        safe[cluster] = cluster == 0 || flags & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue == 0
      }
      let advance = Int(positions[index].x_advance)
      guard advance >= 0 else { return nil }
      pen += advance
    }
    while next <= length {
      sums[next] = pen
      next += 1
    }
    return (sums, safe)
  }

  /// `text` shaped by HarfBuzz into the font's buffer: its glyphs and their positions, valid
  /// until the buffer is used again.
  private func glyphs(of text: String, script: String, rightToLeft: Bool) -> (
    infos: UnsafeMutablePointer<hb_glyph_info_t>,
    positions: UnsafeMutablePointer<hb_glyph_position_t>, count: Int
  )? {
    hb_buffer_clear_contents(buffer)
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, hb_script_t(rawValue: Self.tag(script)))
    var text = text
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, -1)
      }
    }
    hb_shape(shaper, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return nil }
    return (infos, positions, Int(count))
  }

  /// Where `glyph`'s light-hinted image lies around its pen position, loaded once; `nil` when
  /// FreeType cannot load it.
  private func glyphBox(_ glyph: UInt32) -> GlyphBox? {
    let direct = glyph < Self.directGlyphs
    if direct {
      if let known = directGlyphBoxes.isEmpty ? nil : directGlyphBoxes[Int(glyph)] { return known }
    } else if let known = glyphBoxes[glyph] {
      return known
    }
    guard FT_Load_Glyph(face, glyph, Self.loadFlags) == 0, let slot = face.pointee.glyph else {
      return nil
    }
    // FreeType presets the image's box when it loads an outline glyph. Where it is all zero
    // (an empty glyph, or an older FreeType), SDL2_ttf takes the box from the glyph's metrics.
    var box = GlyphBox(
      left: slot.pointee.bitmap_left, top: slot.pointee.bitmap_top,
      width: Int32(slot.pointee.bitmap.width), rows: Int32(slot.pointee.bitmap.rows))
    if box.left == 0, box.top == 0, box.width == 0, box.rows == 0 {
      let metrics = slot.pointee.metrics
      let left = Self.floor(Int(metrics.horiBearingX))
      let right = Self.ceil(metrics.horiBearingX + metrics.width)
      let top = Self.floor(Int(metrics.horiBearingY))
      let bottom = top - Self.ceil(metrics.height)
      box = GlyphBox(
        left: Int32(left), top: Int32(top), width: Int32(right - left), rows: Int32(top - bottom))
    }
    if direct {
      if directGlyphBoxes.isEmpty {
        directGlyphBoxes = Array(repeating: nil, count: Self.directGlyphs)
      }
      directGlyphBoxes[Int(glyph)] = box
    } else {
      glyphBoxes[glyph] = box
    }
    return box
  }

  /// A four-letter script tag as HarfBuzz's `HB_TAG` packs it, big-endian.
  private static func tag(_ script: String) -> UInt32 {
    script.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
  }
}
