/// How a text view keeps its characters those of its text when an edit joins characters.
extension UITextView {
  /// An edit of the characters: the `range` it replaces, the `characters` that stand there
  /// after it, and where the caret goes.
  struct CharacterEdit {
    var range: Range<Int>
    var characters: [Character]
    var caret: Int
  }

  /// The edit that replacing `range` with `replacement` makes of the characters.
  ///
  /// Text that joins a character beside it (a combining accent pasted after a letter, a
  /// regional indicator typed after another, the two sides of a deleted character that form a
  /// flag) makes one character with it, as in a `String`; the edit then takes in that
  /// character, so that the characters stay the text's and carets, layout and undo count them
  /// as the text does.
  func joinedEdit(replacing range: Range<Int>, with replacement: String) -> CharacterEdit {
    let inserted = Array(replacement)
    let lower = max(range.lowerBound - 1, 0)
    let upper = min(range.upperBound + 1, characters.count)
    let leading = String(characters[lower..<range.lowerBound]) + replacement
    let joined = Array(leading + String(characters[range.upperBound..<upper]))
    guard joined.count != (range.lowerBound - lower) + inserted.count + (upper - range.upperBound)
    else {
      return CharacterEdit(
        range: range, characters: inserted, caret: range.lowerBound + inserted.count)
    }
    return CharacterEdit(
      range: lower..<upper, characters: joined,
      caret: lower + min(Array(leading).count, joined.count))
  }
}
