/// A replacement of one range of a file's UTF-8 bytes.
///
/// Rewrites are edits of the original text rather than new syntax trees, so that everything
/// outside the edited ranges (comments, blank lines, the file's own formatting) stays byte for
/// byte as it was.
struct TextEdit: Equatable {
  /// The UTF-8 offsets replaced.
  var range: Range<Int>
  /// What replaces them.
  var replacement: String

  /// Inserts `text` at `offset`.
  static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(range: offset..<offset, replacement: text)
  }

  /// Removes `range`.
  static func remove(_ range: Range<Int>) -> TextEdit {
    TextEdit(range: range, replacement: "")
  }

  /// Applies `edits` to `text`. Edits must not overlap; two insertions at the same offset keep
  /// the order they were given in.
  static func apply(_ edits: [TextEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in sortedForApplying(edits) {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Where `offset` in the text before `edits` is in the text after them. An offset inside a
  /// replaced range moves to the start of its replacement.
  static func map(_ offset: Int, through edits: [TextEdit]) -> Int {
    var shift = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      if edit.range.upperBound <= offset && !(edit.range.isEmpty && edit.range.lowerBound == offset)
      {
        shift += edit.replacement.utf8.count - edit.range.count
      } else if edit.range.contains(offset) {
        return edit.range.lowerBound + shift
      }
    }
    return offset + shift
  }

  /// Whether any two of `edits` replace overlapping text, which would make the result depend on
  /// their order. An insertion at either end of a replaced range does not overlap it.
  static func overlap(_ edits: [TextEdit]) -> Bool {
    for (index, first) in edits.enumerated() {
      for second in edits[(index + 1)...] where first.overlaps(second) { return true }
    }
    return false
  }

  private func overlaps(_ other: TextEdit) -> Bool {
    if range.isEmpty || other.range.isEmpty {
      let (point, span) =
        range.isEmpty ? (range.lowerBound, other.range) : (other.range.lowerBound, range)
      return span.lowerBound < point && point < span.upperBound
    }
    return range.overlaps(other.range)
  }

  /// Last edit first, so that earlier offsets stay valid. At one offset, the replacement goes
  /// before the insertions, and the insertions in reverse of the order given, so that they end up
  /// before the replaced text and in the order given.
  private static func sortedForApplying(_ edits: [TextEdit]) -> [TextEdit] {
    edits.enumerated().sorted { a, b in
      if a.element.range.lowerBound != b.element.range.lowerBound {
        return a.element.range.lowerBound > b.element.range.lowerBound
      }
      if a.element.range.isEmpty != b.element.range.isEmpty { return !a.element.range.isEmpty }
      return a.offset > b.offset
    }.map(\.element)
  }
}
