/// A text view's text laid out in lines: each paragraph wrapped to the width, with where every
/// line starts, so that carets, clicks and line movement map between characters and points.
///
/// Matches TextKit 2, which lays out the text in its viewport, the visible bounds plus an
/// overdraw area (`NSTextViewportLayoutController`), and estimates the height of the rest
/// (`NSTextLayoutManager`'s `usageBoundsForTextContainer` changes as layout goes on): the
/// lines reach from the start of the text to a *frontier*, as far as the view asked for (the
/// visible lines and a screen more, the caret's line, the point clicked), and ``height``
/// estimates the rest from the lines so far. Asking for more lays out more, from the frontier
/// on.
///
/// Edits are laid out incrementally, as TextKit invalidates only the layout an edit touches:
/// the text view reports each edit (``replaceCharacters(in:count:)``), and the next
/// ``update(characters:face:width:scale:through:)`` wraps again from a line or two before it
/// only until a new line starts where an old one did past it (the lines after that are the old
/// ones, moved) or, when the lines do not meet again (a word pushed to the next line of a long
/// paragraph can shift every later line of it), until the lines reach what the view asked for:
/// a new frontier. Typing into a text of 1,000,000 characters so costs a few lines, not the
/// whole text, nor the rest of its paragraph.
///
/// The text is wrapped in chunks of a few thousand characters, each starting where a line
/// starts, both for a whole layout and for an edit's, so that an edited layout is the one a
/// whole layout of the same text gives: greedy wrapping from a line's start depends only on
/// the text after it.
@MainActor
struct TextViewLayout {
  /// One line: its characters (offsets into the whole text) and its place.
  struct Line: Equatable {
    var characters: Range<Int>
    var top: CGFloat
    var height: CGFloat
    var width: CGFloat
  }

  /// Where the first line not laid out yet starts, and its top.
  private struct Frontier {
    var index: Int
    var top: CGFloat
  }

  /// Whether the lines still hold for the text.
  private enum Validity {
    /// They are the text's.
    case current
    /// The text was edited since: only its first `prefix` and last `suffix` characters are
    /// known to be as they were laid out.
    case edited(prefix: Int, suffix: Int)
    /// Anything may have changed: lay out everything again.
    case stale
  }

  /// What wrapping does with a new line.
  private enum Step {
    /// Keeps it and wraps on.
    case take
    /// Stops before it: it is the old line at this index, moved.
    case resume(Int)
    /// Stops before it: the layout reaches far enough.
    case stop
  }

  /// Where wrapping stopped.
  private enum WrapEnd {
    case textEnd
    case resumed(Int)
    case stopped(Frontier)
  }

  /// How many characters past the edit the first chunk of wrapping takes: a few lines, where
  /// the new lines usually meet the old ones again.
  private static let editMargin = 256
  /// How many characters each further chunk takes.
  private static let chunkSize = 2048

  private(set) var lines: [Line] = []
  private(set) var lineHeight: CGFloat = 0
  private var face: FontFace?
  private var scale: CGFloat = 1
  private var wrapWidth: CGFloat = 0
  private var validity = Validity.stale
  /// Where the lines stop, short of the text's end; `nil` when they reach it.
  private var frontier: Frontier?
  /// How many characters the text had at the last layout.
  private var laidOutCount = 0
  /// How many characters the text has, after the edits reported since.
  private var count = 0

  /// Whether the lines reach the end of the text.
  var isComplete: Bool { frontier == nil }

  /// The height of all the lines: past the frontier, estimated at the laid-out lines' height
  /// per character, as TextKit 2 estimates what it has not laid out.
  var height: CGFloat {
    guard let frontier else { return lines.last.map { $0.top + $0.height } ?? lineHeight }
    let perCharacter =
      frontier.index > 0 ? frontier.top / CGFloat(frontier.index) : lineHeight / 64
    return frontier.top + max(perCharacter * CGFloat(count - frontier.index), lineHeight)
  }
  /// The widest line's width, of those laid out.
  var width: CGFloat { lines.map(\.width).max() ?? 0 }

  /// Notes that the `range` of the text (as it stands after the edits reported before) now
  /// holds `count` other characters, so that the next update lays out only around it.
  mutating func replaceCharacters(in range: Range<Int>, count inserted: Int) {
    let suffix = count - range.upperBound
    switch validity {
    case .current: validity = .edited(prefix: range.lowerBound, suffix: suffix)
    case .edited(let prefix, let kept):
      validity = .edited(prefix: min(prefix, range.lowerBound), suffix: min(kept, suffix))
    case .stale: break
    }
    count += inserted - range.count
  }

  /// Notes a change the edits do not describe (a new text): the next update lays out all.
  mutating func invalidate() {
    validity = .stale
  }

  /// Lays `characters` out in lines at most `width` wide, at least until the lines reach
  /// `bottom`: only around the edits reported since the last layout when the font, the width
  /// and the scale are the same.
  mutating func update(
    characters: [Character], face: FontFace, width: CGFloat, scale: CGFloat,
    through bottom: CGFloat
  ) {
    let sameGeometry = face == self.face && width == wrapWidth && scale == self.scale
    if !sameGeometry || characters.count != count { validity = .stale }
    self.face = face
    self.scale = scale
    wrapWidth = width
    lineHeight = FontLibrary.shared.metrics(of: face, scale: scale).lineHeight
    switch validity {
    case .current: break
    case .edited(let prefix, let suffix) where !characters.isEmpty && !lines.isEmpty:
      layOutAfterEdit(of: characters, prefix: prefix, suffix: suffix, bottom: bottom)
    default:
      lines =
        characters.isEmpty ? [Line(characters: 0..<0, top: 0, height: lineHeight, width: 0)] : []
      frontier = characters.isEmpty ? nil : Frontier(index: 0, top: 0)
    }
    validity = .current
    laidOutCount = characters.count
    count = characters.count
    layOut(characters, through: -1, below: bottom)
  }

  /// Lays out more of `characters` (the text of the last update), from the frontier on, until
  /// the caret at `index` has its line and the lines reach `bottom`.
  mutating func layOut(_ characters: [Character], through index: Int, below bottom: CGFloat) {
    guard let frontier, case .current = validity, characters.count == count else { return }
    if let last = lines.last, last.top + last.height >= bottom, frontier.index > index { return }
    let (fresh, end) = wrap(
      characters, from: frontier.index, top: frontier.top, firstChunk: Self.chunkSize
    ) { line in
      // Each call lays out at least a line.
      line.top >= bottom && line.characters.lowerBound > max(index, frontier.index)
        ? .stop : .take
    }
    lines += fresh
    if case .stopped(let next) = end { self.frontier = next } else { self.frontier = nil }
  }

  /// Lays out again after an edit that kept the text's first `prefix` and last `suffix`
  /// characters: the old lines up to a line or two before it, the text wrapped again from
  /// there until a line starts where an old one did after the edit (then the old ones from that
  /// one, moved) or the lines reach `bottom` (a new frontier).
  private mutating func layOutAfterEdit(
    of characters: [Character], prefix: Int, suffix: Int, bottom: CGFloat
  ) {
    // The line before the edited one may take the edited line's first word; a word cut across
    // lines is laid out again from its first line, unless the edit is two lines or more into
    // it: then the characters before the edit still fill a line and more, so the word still
    // starts where it did and breaks where it did up to the line before the edited one (a word
    // of 100,000 characters is not wrapped again from its start for each keystroke).
    var first = lineIndex(of: prefix)
    let deepInWord =
      first >= 2 && Self.startsInsideWord(lines[first], in: characters)
      && Self.startsInsideWord(lines[first - 1], in: characters)
    while !deepInWord, first > 0, Self.startsInsideWord(lines[first], in: characters) {
      first -= 1
    }
    first = max(first - 1, 0)
    let old = lines
    let oldFrontier = frontier
    lines = Array(old[..<first])
    let start = old[first].characters.lowerBound
    frontier = Frontier(index: start, top: old[first].top)
    // An edit past the lines changes at most the last ones: they are laid out when asked for.
    if let oldFrontier, prefix >= oldFrontier.index { return }
    let delta = characters.count - laidOutCount
    let editEnd = characters.count - suffix
    let (fresh, end) = wrap(
      characters, from: start, top: old[first].top,
      firstChunk: editEnd - start + Self.editMargin
    ) { line in
      if line.characters.lowerBound >= editEnd,
        let resumed = Self.index(of: line.characters.lowerBound - delta, in: old, after: first)
      {
        return .resume(resumed)
      }
      return line.top >= bottom && line.characters.lowerBound > prefix ? .stop : .take
    }
    lines += fresh
    switch end {
    case .textEnd:
      frontier = nil
    case .stopped(let next):
      frontier = next
    case .resumed(let resumed):
      let shift = (fresh.last.map { $0.top + $0.height } ?? old[first].top) - old[resumed].top
      lines += old[resumed...].map { line in
        Line(
          characters: (line.characters.lowerBound + delta)..<(line.characters.upperBound + delta),
          top: line.top + shift, height: line.height, width: line.width)
      }
      frontier = oldFrontier.map { Frontier(index: $0.index + delta, top: $0.top + shift) }
    }
  }

  /// Whether `line` starts in the middle of a word, a word too wide for a line having been cut.
  private static func startsInsideWord(_ line: Line, in characters: [Character]) -> Bool {
    let start = line.characters.lowerBound
    return start > 0 && characters[start - 1] != " " && !characters[start - 1].isLineSeparator
  }

  /// The index of the line of `old` after `first` that starts at `start`, if there is one.
  private static func index(of start: Int, in old: [Line], after first: Int) -> Int? {
    var low = first + 1
    var high = old.count
    while low < high {
      let mid = (low + high) / 2
      if old[mid].characters.lowerBound < start { low = mid + 1 } else { high = mid }
    }
    return low < old.count && old[low].characters.lowerBound == start ? low : nil
  }

  /// Wraps the text in chunks from `start`, where a line starts, the first line at `top`, the
  /// first chunk `firstChunk` characters long, until the text ends or `step` stops before a
  /// line. Returns the new lines before that one, and why wrapping stopped.
  ///
  /// A chunk's last line may end only because the chunk does, so it is wrapped again at the
  /// start of the next chunk; every other line is the one wrapping the whole text gives.
  private func wrap(
    _ characters: [Character], from start: Int, top: CGFloat, firstChunk: Int,
    step: (Line) -> Step
  ) -> (lines: [Line], end: WrapEnd) {
    guard let face else { return ([], .textEnd) }
    var lines: [Line] = []
    var start = start
    var top = top
    var size = firstChunk
    while true {
      let end = min(characters.count, start + size)
      let chunk = TextLayout(
        text: String(characters[start..<end]), face: face, scale: scale, maxWidth: wrapWidth,
        maxLines: 0, lineBreakMode: .wordWrap
      ).lines.map { line in
        let range = line.characters ?? 0..<(end - start)
        return Line(
          characters: (start + range.lowerBound)..<(start + range.upperBound),
          top: top + line.top, height: line.height, width: line.width)
      }
      let isLast = end == characters.count
      // A chunk that is one line (a very wide text view) grows until it wraps or ends.
      guard isLast || chunk.count > 1 else {
        size *= 2
        continue
      }
      for line in isLast ? chunk[...] : chunk.dropLast() {
        switch step(line) {
        case .take: lines.append(reachingParagraphEnd(line, in: characters))
        case .resume(let resumed): return (lines, .resumed(resumed))
        case .stop:
          return (lines, .stopped(Frontier(index: line.characters.lowerBound, top: line.top)))
        }
      }
      guard let next = chunk.last, !isLast else { return (lines, .textEnd) }
      start = next.characters.lowerBound
      top = next.top
      size = max(size, Self.chunkSize)
    }
  }

  /// `line`, taking in the spaces that end its paragraph when it is the paragraph's last, so
  /// that a caret after them shows after them, as UIKit's does. (Wrapping drops the spaces at
  /// a line's end, except on a paragraph that fits on one line: this makes every paragraph's
  /// last line alike, wherever wrapping started.)
  private func reachingParagraphEnd(_ line: Line, in characters: [Character]) -> Line {
    var end = line.characters.upperBound
    while end < characters.count, characters[end] == " " { end += 1 }
    guard end > line.characters.upperBound,
      end == characters.count || characters[end].isLineSeparator,
      let face
    else { return line }
    var reaching = line
    reaching.characters = line.characters.lowerBound..<end
    reaching.width = FontLibrary.shared.width(
      of: String(characters[reaching.characters]), face: face, scale: scale)
    return reaching
  }

  /// The text of `line`.
  func text(of line: Line, in characters: [Character]) -> String {
    String(characters[line.characters])
  }

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

  /// The index of the first line that reaches below `y` (or the last line).
  func firstLineIndex(below y: CGFloat) -> Int {
    var low = 0
    var high = max(lines.count - 1, 0)
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].top + lines[mid].height < y { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The x of the caret at `index` on its line, from the line's start.
  func x(of index: Int, in characters: [Character]) -> CGFloat {
    guard let face, !lines.isEmpty else { return 0 }
    let line = lines[lineIndex(of: index)]
    let end = min(max(index, line.characters.lowerBound), line.characters.upperBound)
    let prefix = String(characters[line.characters.lowerBound..<end])
    return FontLibrary.shared.width(of: prefix, face: face, scale: scale)
  }

  /// The caret index on line `row` nearest to `x`.
  func index(onLine row: Int, atX x: CGFloat, in characters: [Character]) -> Int {
    guard let face, lines.indices.contains(row) else { return 0 }
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
