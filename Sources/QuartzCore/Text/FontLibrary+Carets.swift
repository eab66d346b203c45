extension FontLibrary {
  /// Where the caret goes before each character of one line of `text`, in points from the
  /// line's start, in logical order; the last offset is the line's advance.
  ///
  /// Matches Core Text, whose caret offsets come from the line shaped whole: kerning between
  /// two characters moves the caret between them. Each piece of the line
  /// (``segments(of:face:scale:paragraphIsRightToLeft:)``) is shaped once and its glyphs'
  /// advances are given to the characters they draw (a ligature's to its first), so the cost
  /// grows with the text's length, not its square: a 100,000-character text field is measured
  /// in one pass. Offsets grow with the logical order, as a single-line field's carets do.
  package func caretOffsets(of text: String, face: FontFace, scale: CGFloat) -> [CGFloat] {
    let characters = Array(text)
    let scale = max(scale, 0.01)
    let pixelSize = Self.pixelSize(face.pointSize, scale: scale)
    // Advances in 26.6 pixels per character, NULs (which measuring leaves out) at zero.
    var advances = [Int](repeating: 0, count: characters.count)
    let drawn = characters.indices.filter { characters[$0] != "\0" }
    var pieces = segments(of: text, face: face, scale: scale)
    var next = 0
    while next < drawn.count {
      // The pieces are in visual order; take them in logical order, each where its characters
      // come next.
      guard
        let found = pieces.firstIndex(where: { piece in
          piece.text.count <= drawn.count - next
            && zip(piece.text, drawn[next...]).allSatisfy { $0 == characters[$1] }
        })
      else { break }
      let piece = pieces.remove(at: found)
      let pieceAdvances = advancesOfCharacters(in: piece, pixelSize: pixelSize)
      for (offset, advance) in pieceAdvances.enumerated() {
        advances[drawn[next + offset]] = advance
      }
      next += pieceAdvances.count
    }
    var offsets = [CGFloat](repeating: 0, count: characters.count + 1)
    var pen = 0
    for index in characters.indices {
      pen += advances[index]
      offsets[index + 1] = CGFloat(SizedFont.floor(pen)) / scale
    }
    return offsets
  }

  /// Each character's share of the piece's advance in 26.6 pixels, scaled as the piece's glyph
  /// images are (emoji).
  private func advancesOfCharacters(in piece: TextSegment, pixelSize: Int) -> [Int] {
    var starts: [Int] = []
    var offset = 0
    for character in piece.text {
      starts.append(offset)
      offset += character.utf8.count
    }
    var advances = [Int](repeating: 0, count: starts.count)
    guard let font = font(file: piece.face.file, pixelSize: pixelSize) else { return advances }
    let shaped = withState { _ in
      font.shape(piece.text, script: piece.script, rightToLeft: piece.isRightToLeft)
    }
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
