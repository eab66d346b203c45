/// A text field's one line, measured once per change: the x of every character boundary, the
/// composition's width and the line height.
///
/// Hit tests search the boundaries instead of measuring prefixes one by one, and drawing reads
/// them, so neither a click nor a frame measures text again; a frame draws only the characters
/// that show (``visibleRange(from:to:)``). The field says from which character its text
/// changed, so an edit measures from there on and nothing compares or copies the whole text.
struct TextFieldMeasurement {
  /// The font and scale measured at; `nil` before the first measurement.
  private var font: (face: FontFace, scale: CGFloat)?
  /// How many characters were measured. The measurement keeps none of them: the field's own
  /// array, shared, would be copied whole by the next keystroke's edit.
  private(set) var count = 0
  /// The composition in progress, drawn at the caret.
  private(set) var marked = ""
  /// `boundaries[i]` is the width of the first `i` characters; the first is 0.
  private var boundaries: [CGFloat] = [0]
  private(set) var markedWidth: CGFloat = 0
  private(set) var lineHeight: CGFloat = 0

  /// The width of the whole text, without the composition.
  var textWidth: CGFloat { boundaries.last ?? 0 }

  /// Measures again what changed: the characters from `changedFrom` on (`nil`: none changed
  /// since the last update), every character when the font or the scale changed, and the
  /// composition. `characters` are asked for only when some are measured: a layout with
  /// nothing changed does not make a secure field's bullets again.
  mutating func update(
    characters: () -> [Character], changedFrom: Int?, marked: String, face: FontFace,
    scale: CGFloat
  ) {
    let sameFont = font.map { $0.face == face && $0.scale == scale } ?? false
    let library = FontLibrary.shared
    if let first = sameFont ? changedFrom : 0 {
      let characters = characters()
      // The line is shaped once (`caretOffsets`), so a 100,000-character field is measured in
      // one pass. Boundaries before the change are kept: typing at the end shapes the last
      // character and the one before it, whose kerning with the new one can move its caret.
      let restart = max(min(first, count, characters.count) - 1, 0)
      boundaries.removeSubrange((restart + 1)...)
      let base = boundaries[restart]
      let offsets = library.caretOffsets(
        of: String(characters[restart...]), face: face, scale: scale)
      boundaries += offsets.dropFirst().map { base + $0 }
      count = characters.count
    }
    if !sameFont || marked != self.marked {
      markedWidth = library.width(of: marked, face: face, scale: scale)
      self.marked = marked
    }
    if !sameFont { lineHeight = library.metrics(of: face, scale: scale).lineHeight }
    font = (face, scale)
  }

  /// The x of the boundary before character `index` (clamped to the text).
  func offset(ofBoundary index: Int) -> CGFloat {
    boundaries[min(max(index, 0), boundaries.count - 1)]
  }

  /// The characters that reach between `minX` and `maxX` (in the text's own coordinates): a
  /// field scrolled along a long text draws these, not a run as wide as the whole text.
  func visibleRange(from minX: CGFloat, to maxX: CGFloat) -> Range<Int> {
    // One more character each side, for glyphs that reach past their advance (italics).
    let count = boundaries.count - 1
    let first = max(firstBoundary(after: minX) - 2, 0)
    let last = min(firstBoundary(after: maxX) + 1, count)
    return first..<max(first, last)
  }

  /// The first boundary whose x is at or beyond `x` (the count of boundaries when none is).
  private func firstBoundary(after x: CGFloat) -> Int {
    var low = 0
    var high = boundaries.count
    while low < high {
      let mid = (low + high) / 2
      if boundaries[mid] < x { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The boundary whose x is nearest to `x`.
  func nearestBoundary(to x: CGFloat) -> Int {
    let low = min(firstBoundary(after: x), boundaries.count - 1)
    guard low > 0 else { return 0 }
    return x - boundaries[low - 1] <= boundaries[low] - x ? low - 1 : low
  }
}
