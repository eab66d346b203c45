extension FontLibrary {
  /// Where the caret goes before each character of one line of `text`, in points from the
  /// line's start, in logical order; the last offset is the line's advance.
  ///
  /// Matches Core Text, whose caret offsets come from the line shaped whole: kerning between
  /// two characters moves the caret between them. Each piece of the line
  /// (``segments(of:face:scale:paragraphIsRightToLeft:)``) is shaped once and its glyphs'
  /// advances are given to the characters they draw (a ligature's to its first), so the cost
  /// grows with the text's length, not its square. Offsets grow with the logical order, as a
  /// single-line field's carets do.
  ///
  /// A line longer than ``wordwiseCaretLength`` bytes (a 100,000-character text field) whose
  /// words repeat, as prose's do, is shaped a word at a time instead, each word with the spaces
  /// after it, and each distinct word once, so most of it is not shaped at all. Only kerning
  /// across a space, which text fonts rarely have, is lost. Shorter lines, and long ones whose
  /// distinct words would cost more to shape one by one than the line whole (random words,
  /// identifiers: see ``wordShapingCost``), keep the whole line's carets, from its running
  /// advances when it is one piece (``longLineAdvances(of:face:scale:)``). A line whose
  /// running advances are kept (a label measured it for its size) takes its carets from them.
  package func caretOffsets(of text: String, face: FontFace, scale: CGFloat) -> [CGFloat] {
    let scale = max(scale, 0.01)
    if let kept = keptRunningAdvances(of: text, face: face, scale: scale) {
      return Self.caretOffsets(from: kept, scale: scale)
    }
    let words = text.utf8.count > Self.wordwiseCaretLength ? Self.wordsWithTrailingSpaces(text) : []
    if !words.isEmpty,
      Set(words).reduce(0, { $0 + $1.utf8.count + Self.wordShapingCost }) >= text.utf8.count,
      let running = longLineAdvances(of: text, face: face, scale: scale)
    {
      return Self.caretOffsets(from: running, scale: scale)
    }
    let characters = Array(text)
    var advances: [Int]
    if !words.isEmpty {
      advances = []
      advances.reserveCapacity(characters.count)
      var known: [Substring: [Int]] = [:]
      for word in words {
        if let found = known[word] {
          advances += found
        } else {
          let measured = lineAdvances(of: Array(word), face: face, scale: scale)
          known[word] = measured
          advances += measured
        }
      }
    } else {
      advances = lineAdvances(of: characters, face: face, scale: scale)
    }
    var offsets = [CGFloat](repeating: 0, count: characters.count + 1)
    var pen = 0
    for index in characters.indices {
      pen += advances[index]
      offsets[index + 1] = CGFloat(SizedFont.floor(pen)) / scale
    }
    return offsets
  }

  /// The carets of a line shaped whole, from its running advances: each floored to a whole
  /// pixel, as the offsets from its pieces' glyphs are.
  private static func caretOffsets(from running: RunningAdvances, scale: CGFloat) -> [CGFloat] {
    running.sums.map { CGFloat(SizedFont.floor($0)) / scale }
  }

  /// Lines longer than this many bytes have their carets measured a word at a time when their
  /// words repeat.
  static let wordwiseCaretLength = 4096

  /// What shaping one more word costs besides its characters, in characters of a line shaped
  /// whole: about 30,000 instructions against about 5,800 a character of Inter (callgrind, a
  /// text field given 100,000 characters of words that do not repeat).
  static let wordShapingCost = 5

  /// The words of `text`, each with the spaces after it; together they give the text back.
  private static func wordsWithTrailingSpaces(_ text: String) -> [Substring] {
    var words: [Substring] = []
    var start = text.startIndex
    var afterSpace = false
    for index in text.indices {
      let isSpace = text[index] == " "
      if afterSpace && !isSpace {
        words.append(text[start..<index])
        start = index
      }
      afterSpace = isSpace
    }
    if start < text.endIndex { words.append(text[start...]) }
    return words
  }

  /// The advance of each of `characters`, one line shaped whole, in 26.6 pixels; NULs (which
  /// measuring leaves out) advance nothing.
  private func lineAdvances(of characters: [Character], face: FontFace, scale: CGFloat) -> [Int] {
    var advances = [Int](repeating: 0, count: characters.count)
    let drawn = characters.indices.filter { characters[$0] != "\0" }
    var pieces = shapedSegments(of: String(characters), face: face, scale: scale)
    var next = 0
    while next < drawn.count {
      // The pieces are in visual order; take them in logical order, each where its characters
      // come next.
      guard
        let found = pieces.firstIndex(where: { piece in
          piece.segment.text.count <= drawn.count - next
            && zip(piece.segment.text, drawn[next...]).allSatisfy { $0 == characters[$1] }
        })
      else { break }
      let piece = pieces.remove(at: found)
      let pieceAdvances = advancesOfCharacters(in: piece.segment, shaped: piece.glyphs)
      for (offset, advance) in pieceAdvances.enumerated() {
        advances[drawn[next + offset]] = advance
      }
      next += pieceAdvances.count
    }
    return advances
  }

  /// Each character's share of the piece's advance in 26.6 pixels, from the glyphs it was
  /// shaped into, scaled as the piece's glyph images are (emoji).
  private func advancesOfCharacters(in piece: TextSegment, shaped: ShapedText) -> [Int] {
    var starts: [Int] = []
    var offset = 0
    for character in piece.text {
      starts.append(offset)
      offset += character.utf8.count
    }
    var advances = [Int](repeating: 0, count: starts.count)
    for glyph in shaped.glyphs {
      // The character whose bytes hold the glyph's cluster: the last start at or before it.
      var low = 0
      var high = starts.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if starts[mid] <= glyph.cluster { low = mid } else { high = mid - 1 }
      }
      advances[low] += Int((CGFloat(glyph.advance) * piece.glyphScale).rounded())
    }
    return advances
  }
}
