extension FontLibrary {
  /// The pieces one line of `text` is drawn in with `face` at `scale`, in visual order: see
  /// ``TextSegment``. `paragraphIsRightToLeft` is the direction of the paragraph the line
  /// belongs to; `nil` takes it from the line's first letter that has one. Remembered per line,
  /// font and pixel size, so a host drawing every frame and a layout measuring every candidate
  /// line pay for the cutting once.
  package func segments(
    of text: String, face: FontFace, scale: CGFloat, paragraphIsRightToLeft: Bool? = nil
  ) -> [TextSegment] {
    let pixelSize = Self.pixelSize(face.pointSize, scale: scale)
    let key = SegmentKey(
      text: ExactText(text), file: face.file, pixelSize: pixelSize,
      rightToLeft: paragraphIsRightToLeft)
    if let known = withState({ $0.segments[key] }) { return known }
    let made = makeSegments(
      of: Self.withoutNULs(text), face: face, pixelSize: pixelSize, scale: max(scale, 0.01),
      paragraphIsRightToLeft: paragraphIsRightToLeft, keepingGlyphs: false
    ).map(\.segment)
    withState { state in
      if state.segments.count >= Self.segmentCacheLimit { state.segments = [:] }
      state.segments[key] = made
      state.widthMeasurements += 1
    }
    return made
  }

  /// Lines remembered before the cache starts over: enough for every label on a few screens.
  private static let segmentCacheLimit = 8192

  /// The pieces of one line with the glyphs each was measured from, not remembered: caret
  /// offsets read the glyphs, so a line is shaped once to measure and to place its carets.
  func shapedSegments(of text: String, face: FontFace, scale: CGFloat)
    -> [(segment: TextSegment, glyphs: ShapedText)]
  {
    makeSegments(
      of: Self.withoutNULs(text), face: face,
      pixelSize: Self.pixelSize(face.pointSize, scale: scale),
      scale: max(scale, 0.01), paragraphIsRightToLeft: nil, keepingGlyphs: true)
  }

  /// `text` shaped whole with `face` at `scale`, for cutting it into lines (see
  /// ``RunningAdvances``): `nil` unless it is one piece in the face itself, as the ASCII that
  /// ``segments(of:face:scale:paragraphIsRightToLeft:)`` does not walk a character at a time:
  /// one byte a character, no NUL or carriage return, every character in the face.
  func runningAdvances(of text: String, face: FontFace, scale: CGFloat) -> RunningAdvances? {
    let pixelSize = Self.pixelSize(face.pointSize, scale: scale)
    guard let primary = self.font(file: face.file, pixelSize: pixelSize),
      let script = oneShapeScript(of: text, in: primary),
      let (sums, safe) = withState({ state in
        state.shapedBytes += text.utf8.count
        return primary.runningAdvances(text, script: script.tag)
      })
    else { return nil }
    return RunningAdvances(sums: sums, safe: safe, scale: max(scale, 0.01))
  }

  /// ``runningAdvances(of:face:scale:)`` of each of `pieces`, shaped on two processors
  /// (``SizedFont/runningAdvances(ofPieces:)``); `nil`, shaping nothing, when they cannot be.
  func runningAdvances(ofPieces pieces: [String], face: FontFace, scale: CGFloat)
    -> [RunningAdvances?]?
  {
    guard
      let primary = self.font(
        file: face.file, pixelSize: Self.pixelSize(face.pointSize, scale: scale))
    else { return nil }
    // The pieces that can be shaped as one piece, with their scripts, by their index.
    let shapeable = pieces.indices.compactMap {
      index -> (index: Int, text: String, script: String)? in
      oneShapeScript(of: pieces[index], in: primary).map { (index, pieces[index], $0.tag) }
    }
    let bytes = shapeable.reduce(0) { $0 + $1.text.utf8.count }
    guard
      let shaped = withState({ state in
        let shaped = primary.runningAdvances(ofPieces: shapeable.map { ($0.text, $0.script) })
        if shaped != nil {
          state.shapedBytes += bytes
          state.aheadBytes += bytes
        }
        return shaped
      })
    else { return nil }
    var advances = [RunningAdvances?](repeating: nil, count: pieces.count)
    for (piece, result) in zip(shapeable, shaped) {
      advances[piece.index] = result.map {
        RunningAdvances(sums: $0.sums, safe: $0.safe, scale: max(scale, 0.01))
      }
    }
    return advances
  }

  /// The script `text` is shaped in as one piece in `font`, as the ASCII that
  /// ``segments(of:face:scale:paragraphIsRightToLeft:)`` does not walk a character at a time:
  /// `nil` unless it is one byte a character, with no NUL or carriage return, every character
  /// in the font.
  private func oneShapeScript(of text: String, in font: SizedFont) -> TextScript? {
    guard !text.isEmpty,
      !text.utf8.contains(where: { $0 >= 0x80 || $0 == 0 || $0 == UInt8(ascii: "\r") })
    else { return nil }
    return asciiScript(of: text, in: font)
  }

  /// The running advances of a line of ``longLineLength`` bytes or more, shaped whole
  /// (``runningAdvances(of:face:scale:)``) and kept, the last such line: a label measures a
  /// 100,000-character word at an unlimited width for its intrinsic size, then cuts it into
  /// lines at its bounds' width, and one shaping serves both (shaping is most of the cost:
  /// about 45 ms of HarfBuzz for 100,000 characters of Inter, shaped in two halves at once).
  /// `nil` for a shorter line, and for one past ``longestKeptLine`` bytes, which is measured as
  /// any other line is.
  func longLineAdvances(of text: String, face: FontFace, scale: CGFloat) -> RunningAdvances? {
    guard (Self.longLineLength...Self.longestKeptLine).contains(text.utf8.count) else {
      return nil
    }
    let key = Self.longLineKey(text, face: face, scale: scale)
    if let kept = withState({ $0.longLine }), kept.key == key { return kept.advances }
    guard let advances = runningAdvances(of: text, face: face, scale: scale) else { return nil }
    withState { $0.longLine = (key, advances) }
    return advances
  }

  /// The running advances of `text` if they are kept (``longLineAdvances(of:face:scale:)``),
  /// without shaping it: a label that shows three lines of a long word cuts only those when
  /// the word was not shaped whole before.
  func keptRunningAdvances(of text: String, face: FontFace, scale: CGFloat) -> RunningAdvances? {
    guard text.utf8.count >= Self.longLineLength, let kept = withState({ $0.longLine }) else {
      return nil
    }
    return kept.key == Self.longLineKey(text, face: face, scale: scale) ? kept.advances : nil
  }

  private static func longLineKey(_ text: String, face: FontFace, scale: CGFloat) -> SegmentKey {
    SegmentKey(
      text: ExactText(text), file: face.file, pixelSize: pixelSize(face.pointSize, scale: scale),
      rightToLeft: nil)
  }

  /// Lines of at least this many bytes are shaped whole once and their running advances kept
  /// (``longLineAdvances(of:face:scale:)``).
  static let longLineLength = 4096

  /// The longest line whose running advances are kept, in bytes: they take 9 bytes a
  /// character, so a label given megabytes of text on one line does not keep ten times that.
  static let longestKeptLine = 1_000_000

  /// The pieces of one line of `text`, each shaped. Without `keepingGlyphs` each piece's
  /// glyphs are measured and not kept: a segment needs only their extent, and a
  /// 100,000-character line's glyphs are 4 MB.
  private func makeSegments(
    of text: String, face: FontFace, pixelSize: Int, scale: CGFloat,
    paragraphIsRightToLeft: Bool?, keepingGlyphs: Bool
  ) -> [(segment: TextSegment, glyphs: ShapedText)] {
    guard !text.isEmpty, let primary = self.font(file: face.file, pixelSize: pixelSize) else {
      return []
    }
    let fallbacks = SystemFonts.fallbacks(bold: primary.isBold)
    // ASCII that the face draws whole, left to right, is one piece, as the walk below would
    // make it: a 100,000-character line is not walked a character at a time.
    if paragraphIsRightToLeft != true, let script = asciiScript(of: text, in: primary) {
      return place(
        [LinePiece(text: text, font: 0, script: script)], fonts: [primary],
        fallbacks: fallbacks, face: face, pixelSize: pixelSize, scale: scale,
        keepingGlyphs: keepingGlyphs)
    }
    var fonts: [SizedFont?] = [primary]
    fonts += fallbacks.map { _ in nil }
    var opened = Set([0])
    func font(_ index: Int) -> SizedFont? {
      if !opened.contains(index) {
        opened.insert(index)
        fonts[index] = self.font(file: fallbacks[index - 1].path, pixelSize: pixelSize)
      }
      return fonts[index]
    }
    // Each font is asked once per character it is asked about: a long text repeats its
    // characters, and each question takes the library's lock.
    var answers: [Int: [UInt32: Bool]] = [:]
    func provides(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
      if let known = answers[index]?[scalar.value] { return known }
      guard let font = font(index) else { return false }
      let answer = withState { _ in font.providesGlyph(for: scalar) }
      answers[index, default: [:]][scalar.value] = answer
      return answer
    }
    let emoji = fallbacks.firstIndex { $0.bitmapStrike != nil }.map { $0 + 1 }
    /// The first font that has `scalar`: the emoji font first for an emoji, then the face and
    /// its fallbacks in order.
    func firstProviding(_ scalar: Unicode.Scalar, script: TextScript) -> Int? {
      if script == .emoji, let emoji, provides(emoji, scalar) { return emoji }
      return fonts.indices.first { provides($0, scalar) }
    }
    var pieces: [LinePiece] = []
    for character in text {
      let scalar = character.unicodeScalars.first!
      let script = TextScript(of: character)
      // Spaces, digits and punctuation stay in the piece they follow when its font is the face
      // itself, or when only a fallback has them: as on iOS, the face draws what it has.
      if script.isCommon, let last = pieces.last,
        last.font == 0 || !provides(0, scalar), provides(last.font, scalar)
      {
        pieces[pieces.count - 1].text.append(character)
        continue
      }
      let index = firstProviding(scalar, script: script) ?? reportMissing(script, scalar)
      if let last = pieces.indices.last, pieces[last].font == index,
        script.isCommon || pieces[last].script == script
          || (pieces[last].script.isCommon
            && (pieces.lastDirection ?? paragraphIsRightToLeft ?? script.strongDirection)
              == script.strongDirection)
      {
        // In place: a copy of the piece would copy its text for every character it gains.
        if pieces[last].script.isCommon { pieces[last].script = script }
        pieces[last].text.append(character)
      } else {
        pieces.splitTrailingCommon(before: script)
        pieces.append(LinePiece(text: String(character), font: index, script: script))
      }
    }
    pieces.resolveDirections(paragraphIsRightToLeft: paragraphIsRightToLeft)
    return place(
      pieces, fonts: fonts, fallbacks: fallbacks, face: face, pixelSize: pixelSize,
      scale: scale, keepingGlyphs: keepingGlyphs)
  }

  /// Measures each piece, shaped, and places it after the one before, its baseline on the
  /// primary font's.
  private func place(
    _ pieces: [LinePiece], fonts: [SizedFont?], fallbacks: [SystemFonts.Fallback],
    face: FontFace, pixelSize: Int, scale: CGFloat, keepingGlyphs: Bool
  ) -> [(segment: TextSegment, glyphs: ShapedText)] {
    let baseline = CGFloat(fonts[0]?.ascent ?? 0)
    var x: CGFloat = 0
    return pieces.map { piece in
      let strike = piece.font == 0 ? nil : fallbacks[piece.font - 1].bitmapStrike
      let glyphScale = strike.map { CGFloat(pixelSize) / CGFloat($0) } ?? 1
      let file = piece.font == 0 ? face.file : fallbacks[piece.font - 1].path
      let font = fonts[piece.font]
      let shaped =
        withState { state in
          state.shapedBytes += piece.text.utf8.count
          return font?.shape(
            piece.text, script: piece.script.tag, rightToLeft: piece.isRightToLeft,
            keepingGlyphs: keepingGlyphs)
        } ?? ShapedText()
      let ascent = CGFloat(font?.ascent ?? 0)
      let segment = TextSegment(
        text: piece.text, face: FontFace(file: file, pointSize: face.pointSize),
        script: piece.script.tag, isRightToLeft: piece.isRightToLeft, x: x,
        imageX: -(CGFloat(shaped.originX) * glyphScale) / scale,
        top: (baseline - ascent * glyphScale) / scale,
        width: (CGFloat(shaped.advance) / 64 * glyphScale) / scale,
        glyphScale: glyphScale, isColor: strike != nil)
      x += segment.width
      return (segment, shaped)
    }
  }

  /// Latin when `text` is ASCII with a letter, common when it is ASCII without one, `nil` when
  /// it is not ASCII or `font` lacks one of its characters.
  private func asciiScript(of text: String, in font: SizedFont) -> TextScript? {
    let provided = withState { _ in font.asciiGlyphs }
    var hasLetter = false
    for byte in text.utf8 {
      guard byte < 0x80, provided[Int(byte)] else { return nil }
      hasLetter = hasLetter || TextScript(ascii: byte) == .latin
    }
    return hasLetter ? .latin : .common
  }

  /// Logs once per script that no installed font draws it, and picks the face itself: its
  /// missing-glyph box stands in.
  private func reportMissing(_ script: TextScript, _ scalar: Unicode.Scalar) -> Int {
    let name =
      script.isCommon || script == .latin
      ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : script.name
    AssetDiagnostics.report(
      "UIKit: no installed font has glyphs for \(name) characters; they draw as boxes. "
        + "The system font's fallbacks come from \(SystemFonts.packages).")
    return 0
  }

}

/// The characters of one piece of a line before it is measured and placed: an index into the
/// face's font chain (0 is the face itself) and the script of its letters.
private struct LinePiece {
  var text: String
  var font: Int
  var script: TextScript
  var isRightToLeft = false
}

extension [LinePiece] {
  /// The direction of the last letters so far: spaces after them join a following letter that
  /// goes the same way, since between the two they take that direction.
  fileprivate var lastDirection: Bool? {
    lazy.compactMap(\.script.strongDirection).last
  }

  /// Moves the spaces and punctuation that end the last piece into a piece of their own, before
  /// a piece of another direction starts: their direction depends on both neighbours.
  fileprivate mutating func splitTrailingCommon(before script: TextScript) {
    guard var last = popLast() else { return }
    guard last.script.strongDirection != script.strongDirection else {
      append(last)
      return
    }
    var trailing = ""
    while let character = last.text.last, TextScript(of: character).isCommon,
      last.text.count > 1
    {
      trailing.insert(last.text.removeLast(), at: trailing.startIndex)
    }
    append(last)
    if !trailing.isEmpty {
      append(LinePiece(text: trailing, font: last.font, script: .common))
    }
  }

  /// Unicode's bidirectional algorithm at the level of pieces: the paragraph takes the direction
  /// of its first strong letter (P2); neutral pieces between two of the same direction take it,
  /// others the paragraph's (N1, N2); embedding levels follow (I1, I2), and each run at or above
  /// a level is reversed, highest level first (L2). Explicit embeddings and numbers' weak types
  /// are not modelled.
  fileprivate mutating func resolveDirections(paragraphIsRightToLeft: Bool?) {
    let strong = map(\.script.strongDirection)
    let paragraphRightToLeft =
      paragraphIsRightToLeft ?? strong.lazy.compactMap { $0 }.first ?? false
    let levels = indices.map { index -> Int in
      let before = strong[..<index].compactMap { $0 }.last ?? paragraphRightToLeft
      let after = strong[(index + 1)...].compactMap { $0 }.first ?? paragraphRightToLeft
      let rightToLeft = strong[index] ?? (before == after ? before : paragraphRightToLeft)
      self[index].isRightToLeft = rightToLeft
      return rightToLeft ? 1 : (paragraphRightToLeft ? 2 : 0)
    }
    var order = Array<Int>(indices)
    for level in stride(from: levels.max() ?? 0, through: 1, by: -1) {
      var start = 0
      while start < count {
        guard levels[order[start]] >= level else {
          start += 1
          continue
        }
        var end = start
        while end < count, levels[order[end]] >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
    }
    self = order.map { self[$0] }
  }
}
