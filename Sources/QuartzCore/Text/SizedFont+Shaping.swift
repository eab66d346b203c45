import Foundation

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
    guard
      let (infos, positions, glyphRange) = glyphs(
        of: text, script: script, rightToLeft: rightToLeft)
    else { return ShapedText() }
    let count = glyphRange.count
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
  ///
  /// A text of ``halvedLength`` characters or more is shaped in two halves at once
  /// (``shapeInHalves(_:script:)``), which gives the same glyphs in about half the time.
  func runningAdvances(_ text: String, script: String) -> (sums: [Int], safe: [Bool])? {
    guard let halves = shapeInHalves(text, script: script), let twin else {
      return wholeRunningAdvances(text, script: script)
    }
    // Each half's sums are added up on its own processor, the second's from 0 at the
    // character where the halves join, then moved on by the first's.
    let length = text.utf8.count
    let join = Int(halves.right.infos[halves.right.range.lowerBound].cluster)
    return withAdvances(length: length) { sums, safe in
      let work = DispatchGroup()
      let handoff = SumsHandoff(
        font: twin, run: halves.right, join: join, length: length, sums: sums, safe: safe)
      Self.halvesQueue.async(group: work) {
        handoff.pen = handoff.font.collect(
          handoff.run, from: handoff.join, to: handoff.length, sums: handoff.sums,
          safe: handoff.safe)
      }
      let firstPen = collect(halves.left, from: 0, to: join - 1, sums: sums, safe: safe)
      work.wait()
      guard let firstPen, handoff.pen != nil else { return false }
      for index in join...length { sums[index] += firstPen }
      return true
    }
  }

  /// ``runningAdvances(_:script:)`` of `text` shaped in one piece by this font.
  private func wholeRunningAdvances(_ text: String, script: String) -> (sums: [Int], safe: [Bool])?
  {
    let length = text.utf8.count
    return withAdvances(length: length) { sums, safe in
      glyphs(of: text, script: script, rightToLeft: false).flatMap {
        collect($0, from: 0, to: length, sums: sums, safe: safe)
      } != nil
    }
  }

  /// The running advances of `pieces` (each one byte a character, left to right, in its own
  /// script), as ``runningAdvances(_:script:)`` gives each, the later ones shaped by ``twin`` on
  /// another thread while this font shapes the earlier ones: the lines a long word is about to
  /// be cut into, shaped ahead on two processors (see ``LineForesight``). `nil`, shaping
  /// nothing, when they cannot be shaped on two: fewer than two pieces, under
  /// ``parallelPiecesLength`` bytes together, one processor, or no twin.
  func runningAdvances(ofPieces pieces: [(text: String, script: String)]) -> [(
    sums: [Int], safe: [Bool]
  )?]? {
    let total = pieces.reduce(0) { $0 + $1.text.utf8.count }
    guard pieces.count > 1, total >= Self.parallelPiecesLength,
      ProcessInfo.processInfo.activeProcessorCount > 1, let twin
    else { return nil }
    // The pieces split where about half the bytes are on each side.
    var split = 0
    var bytes = 0
    while split < pieces.count - 1 && bytes * 2 < total {
      bytes += pieces[split].text.utf8.count
      split += 1
    }
    let work = DispatchGroup()
    let handoff = PiecesHandoff(font: twin, pieces: Array(pieces[split...]))
    Self.halvesQueue.async(group: work) {
      handoff.results = handoff.pieces.map {
        handoff.font.wholeRunningAdvances($0.text, script: $0.script)
      }
    }
    let first = pieces[..<split].map { wholeRunningAdvances($0.text, script: $0.script) }
    work.wait()
    return first + handoff.results
  }

  /// Pieces at least this many bytes together are shaped on two threads: below it the other
  /// thread's start costs more than half the shaping saves (about 0.5 µs a character of Inter).
  static let parallelPiecesLength = 256

  /// The running sums and safe cuts of a text of `length` one-byte characters, which `fill`
  /// writes (``collect(_:from:to:sums:safe:)``); `nil` when it returns `false`. The text may
  /// be cut at either end.
  private func withAdvances(
    length: Int,
    _ fill: (UnsafeMutablePointer<Int>, UnsafeMutablePointer<Bool>) -> Bool
  ) -> (sums: [Int], safe: [Bool])? {
    var sums = [Int](repeating: 0, count: length + 1)
    var safe = [Bool](repeating: false, count: length + 1)
    let filled = sums.withUnsafeMutableBufferPointer { sums in
      safe.withUnsafeMutableBufferPointer { safe in
        guard let sums = sums.baseAddress, let safe = safe.baseAddress else { return false }
        return fill(sums, safe)
      }
    }
    guard filled else { return nil }
    safe[0] = true
    safe[length] = true
    return (sums, safe)
  }

  /// Writes the running sums of the characters `first...last`, from 0 at `first`, and whether
  /// the text may be cut before each, from the glyphs of `run`, whose clusters (byte offsets,
  /// one a character here) start at `first` and come in order, left to right. Returns the pen
  /// after the last glyph, or `nil` when a glyph cannot be loaded or moves the pen backwards.
  private func collect(
    _ run: GlyphRun, from first: Int, to last: Int, sums: UnsafeMutablePointer<Int>,
    safe: UnsafeMutablePointer<Bool>
  ) -> Int? {
    var pen = 0
    // The next character whose running sum is not yet known; a glyph that starts a new
    // cluster starts its characters at the pen so far.
    var next = first
    for index in run.range {
      guard glyphBox(run.infos[index].codepoint) != nil else { return nil }
      let cluster = Int(run.infos[index].cluster)
      if cluster >= next {
        while next <= cluster {
          sums[next] = pen
          next += 1
        }
        let flags = hb_glyph_info_get_glyph_flags(run.infos + index).rawValue
        safe[cluster] = cluster == 0 || flags & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue == 0
      }
      let advance = Int(run.positions[index].x_advance)
      guard advance >= 0 else { return nil }
      pen += advance
    }
    while next <= last {
      sums[next] = pen
      next += 1
    }
    return pen
  }

  /// Glyphs shaped into a font's buffer, valid until the buffer is used again: `range` of them
  /// are taken.
  typealias GlyphRun = (
    infos: UnsafeMutablePointer<hb_glyph_info_t>,
    positions: UnsafeMutablePointer<hb_glyph_position_t>, range: Range<Int>
  )

  /// `text` shaped by HarfBuzz into the font's buffer, all its glyphs taken.
  private func glyphs(of text: String, script: String, rightToLeft: Bool) -> GlyphRun? {
    fillBuffer(with: text, item: nil, script: script, rightToLeft: rightToLeft)
    return shapedGlyphs()
  }

  /// Shapes `text` into the font's buffer, or only the characters `item` of it (byte offsets)
  /// with the rest as context, as HarfBuzz shapes a piece of a longer text: a lookup that
  /// looks past the piece's ends sees the characters there.
  private func fillBuffer(
    with text: String, item: Range<Int>?, script: String, rightToLeft: Bool
  ) {
    hb_buffer_clear_contents(buffer)
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, hb_script_t(rawValue: Self.tag(script)))
    var text = text
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        hb_buffer_add_utf8(
          buffer, $0.baseAddress, Int32($0.count), UInt32(item?.lowerBound ?? 0),
          Int32(item?.count ?? -1))
      }
    }
    hb_shape(shaper, buffer, nil, 0)
  }

  /// The glyphs in the font's buffer, all taken; `nil` if HarfBuzz gives none back.
  private func shapedGlyphs() -> GlyphRun? {
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return nil }
    return (infos, positions, 0..<Int(count))
  }

  /// Texts at least this long (in one-byte characters) are shaped in two halves at once.
  /// Below it the other thread's start costs more than half the shaping saves.
  static let halvedLength = 8_192

  /// How far each half of a text shaped in halves reaches past the middle, in characters: the
  /// halves are joined within the middle half of that overlap, far enough from either half's
  /// end that the end does not change its glyphs there.
  static let halvesOverlap = 64

  /// `text` (one byte a character, left to right) shaped in two overlapping halves at once,
  /// the second by ``twin`` on another thread (``halvesQueue``), and the glyphs to take from
  /// each.
  ///
  /// HarfBuzz marks where a text may be cut: shaping the two sides of such a cut apart gives
  /// the glyphs that shaping the whole gives (``RunningAdvances``). The halves are joined at a
  /// character where both may be cut and both have the same glyphs and positions from there to
  /// past the middle. `nil`, for the caller to shape the text whole, when the text is shorter
  /// than ``halvedLength``, the machine has one processor, the twin cannot be opened, or no
  /// such character is found.
  func shapeInHalves(_ text: String, script: String) -> (left: GlyphRun, right: GlyphRun)? {
    let length = text.utf8.count
    guard length >= Self.halvedLength, ProcessInfo.processInfo.activeProcessorCount > 1,
      let twin
    else { return nil }
    let middle = length / 2
    let overlap = Self.halvesOverlap
    let work = DispatchGroup()
    let handoff = Handoff(font: twin, text: text, script: script)
    Self.halvesQueue.async(group: work) {
      handoff.font.fillBuffer(
        with: handoff.text, item: (middle - overlap)..<length, script: handoff.script,
        rightToLeft: false)
    }
    fillBuffer(with: text, item: 0..<(middle + overlap), script: script, rightToLeft: false)
    work.wait()
    guard let left = shapedGlyphs(), let right = twin.shapedGlyphs(),
      let (leftIndex, rightIndex) = Self.join(
        left, right, in: (middle - overlap / 2)...middle,
        agreeingBefore: middle + overlap / 2)
    else { return nil }
    return (
      (left.infos, left.positions, 0..<leftIndex),
      (right.infos, right.positions, rightIndex..<right.range.upperBound)
    )
  }

  /// Where second halves are shaped. A serial queue of its own runs on dispatch's
  /// overcommitting threads, which it gets even when every thread of the shared pool is
  /// blocked (a caller on one of them waits here, holding the font library's lock that the
  /// others wait for); a global queue could then starve it.
  private static let halvesQueue = DispatchQueue(
    label: "QuartzCore.SizedFont.halves", qos: .userInitiated)

  /// Where to join two shaped halves: the index of the glyph in each that starts the first
  /// character in `candidates` where both may be cut and both have the same glyphs, with the
  /// same positions and the same marks, up to the character `end`.
  private static func join(
    _ left: GlyphRun, _ right: GlyphRun, in candidates: ClosedRange<Int>, agreeingBefore end: Int
  ) -> (Int, Int)? {
    /// The index of the first glyph of character `cluster` in `run` when it starts a cluster
    /// (left to right, a cluster's glyphs follow each other) and the text may be cut there.
    func cut(_ run: GlyphRun, at cluster: Int) -> Int? {
      var low = run.range.lowerBound
      var high = run.range.upperBound
      while low < high {
        let mid = (low + high) / 2
        if Int(run.infos[mid].cluster) < cluster { low = mid + 1 } else { high = mid }
      }
      guard low < run.range.upperBound, Int(run.infos[low].cluster) == cluster,
        hb_glyph_info_get_glyph_flags(run.infos + low).rawValue
          & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue == 0
      else { return nil }
      return low
    }
    func same(_ a: Int, _ b: Int) -> Bool {
      let (x, y) = (left.infos[a], right.infos[b])
      let (p, q) = (left.positions[a], right.positions[b])
      let flags = (
        hb_glyph_info_get_glyph_flags(left.infos + a),
        hb_glyph_info_get_glyph_flags(right.infos + b)
      )
      return x.codepoint == y.codepoint && x.cluster == y.cluster && flags.0 == flags.1
        && p.x_advance == q.x_advance && p.y_advance == q.y_advance
        && p.x_offset == q.x_offset && p.y_offset == q.y_offset
    }
    for cluster in candidates {
      guard let leftStart = cut(left, at: cluster), let rightStart = cut(right, at: cluster)
      else { continue }
      var (a, b) = (leftStart, rightStart)
      while a < left.range.upperBound, Int(left.infos[a].cluster) < end {
        guard b < right.range.upperBound, same(a, b) else { break }
        a += 1
        b += 1
      }
      if a < left.range.upperBound, Int(left.infos[a].cluster) >= end {
        return (leftStart, rightStart)
      }
    }
    return nil
  }

  /// A font handed to the thread that shapes with it while the thread that owns it waits.
  private struct Handoff: @unchecked Sendable {
    let font: SizedFont
    let text: String
    let script: String
  }

  /// The second half of a text shaped in halves, handed with its font to the thread that adds
  /// up its sums into `sums` and `safe` from `join` to `length` while the thread that owns the
  /// font adds up the first half's before `join`; the pen after its last glyph, or `nil`.
  private final class SumsHandoff: @unchecked Sendable {
    let font: SizedFont
    let run: GlyphRun
    let join: Int
    let length: Int
    let sums: UnsafeMutablePointer<Int>
    let safe: UnsafeMutablePointer<Bool>
    var pen: Int?

    init(
      font: SizedFont, run: GlyphRun, join: Int, length: Int, sums: UnsafeMutablePointer<Int>,
      safe: UnsafeMutablePointer<Bool>
    ) {
      (self.font, self.run, self.join, self.length) = (font, run, join, length)
      (self.sums, self.safe) = (sums, safe)
    }
  }

  /// A font handed to the thread that shapes `pieces` with it, and what it found, read by the
  /// thread that owns the font once it has waited for the other.
  private final class PiecesHandoff: @unchecked Sendable {
    let font: SizedFont
    let pieces: [(text: String, script: String)]
    var results: [(sums: [Int], safe: [Bool])?] = []

    init(font: SizedFont, pieces: [(text: String, script: String)]) {
      self.font = font
      self.pieces = pieces
    }
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
