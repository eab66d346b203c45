/// An edit of a text's characters: the `range` it replaces, the `characters` that stand there
/// after it, and where the caret goes. Text fields and text views keep their text as
/// characters and edit them through it.
struct CharacterEdit {
  var range: Range<Int>
  var characters: [Character]
  var caret: Int

  /// The edit that replacing `range` of `text` with `replacement` makes.
  ///
  /// Text that joins a character beside it (a combining accent pasted after a letter, a
  /// regional indicator typed after another, the two sides of a deleted character that form a
  /// flag) makes one character with it, as in a `String`; the edit then takes in that
  /// character, so that the characters stay the text's and carets, layout and undo count them
  /// as the text does.
  init(replacing range: Range<Int>, of text: [Character], with replacement: String) {
    let inserted = Array(replacement)
    let lower = max(range.lowerBound - 1, 0)
    let upper = min(range.upperBound + 1, text.count)
    let leading = String(text[lower..<range.lowerBound]) + replacement
    let joined = Array(leading + String(text[range.upperBound..<upper]))
    guard joined.count != (range.lowerBound - lower) + inserted.count + (upper - range.upperBound)
    else {
      self.range = range
      characters = inserted
      caret = range.lowerBound + inserted.count
      return
    }
    self.range = lower..<upper
    characters = joined
    caret = lower + min(Array(leading).count, joined.count)
  }
}
