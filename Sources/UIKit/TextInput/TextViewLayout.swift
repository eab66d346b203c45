/// A text view's text laid out in lines: each paragraph wrapped to the width, with where every
/// line starts, so that carets, clicks and line movement map between characters and points.
///
/// Paragraphs are laid out one by one and kept while their text, the font and the width stay
/// the same, so typing in one paragraph of a long text lays out that paragraph only.
@MainActor
struct TextViewLayout {
  /// One line: its characters (offsets into the whole text) and its place.
  struct Line {
    var characters: Range<Int>
    var top: CGFloat
    var height: CGFloat
    var width: CGFloat
  }

  private struct Key: Hashable {
    var paragraph: String
    var face: FontFace
    var width: CGFloat
    var scale: CGFloat
  }

  private(set) var lines: [Line] = []
  private(set) var lineHeight: CGFloat = 0
  private var cache: [Key: TextLayout] = [:]
  private var characters: [Character] = []
  private var face: FontFace?
  private var scale: CGFloat = 1

  /// The height of all the lines.
  var height: CGFloat { lines.last.map { $0.top + $0.height } ?? lineHeight }
  /// The widest line's width.
  var width: CGFloat { lines.map(\.width).max() ?? 0 }

  /// Lays `characters` out in lines at most `width` wide.
  mutating func update(characters: [Character], face: FontFace, width: CGFloat, scale: CGFloat) {
    self.characters = characters
    self.face = face
    self.scale = scale
    lineHeight = FontLibrary.shared.metrics(of: face, scale: scale).lineHeight
    var kept: [Key: TextLayout] = [:]
    var lines: [Line] = []
    var top: CGFloat = 0
    var start = 0
    for paragraph in characters.split(separator: "\n", omittingEmptySubsequences: false) {
      let key = Key(paragraph: String(paragraph), face: face, width: width, scale: scale)
      let layout =
        cache[key] ?? kept[key]
        ?? TextLayout(
          text: key.paragraph, face: face, scale: scale, maxWidth: width, maxLines: 0,
          lineBreakMode: .wordWrap)
      kept[key] = layout
      if layout.lines.isEmpty {
        lines.append(Line(characters: start..<start, top: top, height: lineHeight, width: 0))
        top += lineHeight
      }
      for line in layout.lines {
        let range = line.characters ?? 0..<paragraph.count
        lines.append(
          Line(
            characters: (start + range.lowerBound)..<(start + range.upperBound), top: top,
            height: line.height, width: line.width))
        top += line.height
      }
      start += paragraph.count + 1
    }
    cache = kept
    self.lines = lines
  }

  /// The text of `line`.
  func text(of line: Line) -> String { String(characters[line.characters]) }

  /// The index of the line holding the caret at `index`: the last line starting at or before
  /// it.
  func lineIndex(of index: Int) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lines[mid].characters.lowerBound <= index { low = mid } else { high = mid - 1 }
    }
    return max(low, 0)
  }

  /// The x of the caret at `index` on its line, from the line's start.
  func x(of index: Int) -> CGFloat {
    guard let face, !lines.isEmpty else { return 0 }
    let line = lines[lineIndex(of: index)]
    let end = min(max(index, line.characters.lowerBound), line.characters.upperBound)
    let prefix = String(characters[line.characters.lowerBound..<end])
    return FontLibrary.shared.width(of: prefix, face: face, scale: scale)
  }

  /// The caret index nearest to `point` (from the text's origin): the line under it, then the
  /// character boundary nearest to its x.
  func index(at point: CGPoint) -> Int {
    guard let face, !lines.isEmpty else { return 0 }
    let row = lines.lastIndex { $0.top <= point.y } ?? 0
    return index(onLine: row, atX: point.x, face: face)
  }

  /// The caret index on line `row` nearest to `x`.
  func index(onLine row: Int, atX x: CGFloat) -> Int {
    guard let face, lines.indices.contains(row) else { return 0 }
    return index(onLine: row, atX: x, face: face)
  }

  private func index(onLine row: Int, atX x: CGFloat, face: FontFace) -> Int {
    let line = lines[row]
    var low = line.characters.lowerBound
    var high = line.characters.upperBound
    let library = FontLibrary.shared
    func width(_ end: Int) -> CGFloat {
      library.width(
        of: String(characters[line.characters.lowerBound..<end]), face: face, scale: scale)
    }
    while low < high {
      let mid = (low + high) / 2
      if width(mid + 1) < x { low = mid + 1 } else { high = mid }
    }
    guard low > line.characters.lowerBound else { return low }
    return x - width(low - 1) <= width(low) - x ? low - 1 : low
  }
}
