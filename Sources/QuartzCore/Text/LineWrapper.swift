/// Breaks a text's paragraphs into lines one at a time, as a ``TextLayout`` asks for them.
///
/// A label that shows three lines of a 100,000-character text wraps those three lines and the
/// one after (to know that the text goes on), not the whole text. The lines are the ones
/// greedy filling gives, as many words as fit, breaking inside a word only if it alone is too
/// wide (or everywhere, for character wrapping), but each line is found by galloping from the
/// number of words the line before it took, so a line costs about two measurements instead of
/// one per word.
struct LineWrapper {
  /// A line: its segments, and the direction of its paragraph.
  typealias Line = (segments: TextLayout.Segments, paragraphIsRightToLeft: Bool)

  private let measure: TextMeasure
  private let maxWidth: CGFloat
  private let wraps: Bool
  private let byCharacter: Bool
  /// The index of the paragraph after the one being wrapped.
  private var nextParagraph = 0
  private var paragraph: ParagraphWrapper?

  init(measure: TextMeasure, maxWidth: CGFloat, wraps: Bool, byCharacter: Bool) {
    self.measure = measure
    self.maxWidth = maxWidth
    self.wraps = wraps
    self.byCharacter = byCharacter
  }

  /// The next line, or `nil` after the last.
  mutating func next() -> Line? {
    while true {
      if let line = paragraph?.next() {
        return ([.characters(line)], paragraph?.isRightToLeft ?? false)
      }
      guard nextParagraph < measure.paragraphs.count else { return nil }
      let range = measure.paragraphs[nextParagraph]
      nextParagraph += 1
      let rightToLeft = TextScript.isRightToLeft(paragraph: measure.string(range))
      // A paragraph that fits is one line, its trailing spaces kept.
      guard wraps, maxWidth.isFinite,
        !measure.fitting([.characters(range)], maxWidth: maxWidth).fits
      else {
        paragraph = nil
        return ([.characters(range)], rightToLeft)
      }
      paragraph = ParagraphWrapper(
        range: range, isRightToLeft: rightToLeft, maxWidth: maxWidth, byCharacter: byCharacter,
        measure: measure)
    }
  }
}

/// The lines of one paragraph too wide for one line, filled greedily and found as they are
/// asked for.
private struct ParagraphWrapper {
  let range: Range<Int>
  let isRightToLeft: Bool
  let maxWidth: CGFloat
  let byCharacter: Bool
  let measure: TextMeasure
  /// Where the words (with their trailing spaces) found so far end; found as the lines reach
  /// them, so a paragraph is read only as far as it is wrapped.
  private var pieceEnds: [Int] = []
  /// How far the paragraph has been read for word ends.
  private var scanned: Int
  /// The index of the first piece not yet on a line.
  private var nextPiece = 0
  /// The line being filled.
  private var current: Range<Int>
  /// Lines ready to be handed out, from `readyStart` on: a word cut into 3,000 lines at once
  /// hands them out in order without moving the rest forward each time. Emptied when the last
  /// is handed out, so that it is empty exactly when no line is waiting.
  private var ready: [Range<Int>] = []
  private var readyStart = 0
  private var handedOut = false
  private var finished = false
  /// The piece the line being filled starts in.
  private var lineFirstPiece = 0
  /// How many pieces the last line took: where the next line's search starts.
  private var guess = 4
  /// Whether ``current`` is the rest of a word being cut into lines, still too wide for one.
  private var cutting = false
  /// How many lines the next cut of that word makes.
  private var linesPerCut = 64

  init(
    range: Range<Int>, isRightToLeft: Bool, maxWidth: CGFloat, byCharacter: Bool,
    measure: TextMeasure
  ) {
    self.range = range
    self.isRightToLeft = isRightToLeft
    self.maxWidth = maxWidth
    self.byCharacter = byCharacter
    self.measure = measure
    scanned = range.lowerBound
    current = range.lowerBound..<range.lowerBound
  }

  mutating func next() -> Range<Int>? {
    while ready.isEmpty && !finished { step() }
    guard !ready.isEmpty else { return nil }
    handedOut = true
    let line = ready[readyStart]
    readyStart += 1
    if readyStart == ready.count {
      ready.removeAll(keepingCapacity: true)
      readyStart = 0
    }
    return line
  }

  /// The start of piece `index`.
  private func start(of index: Int) -> Int { index == 0 ? range.lowerBound : pieceEnds[index - 1] }

  /// Reads the paragraph until `count` pieces are known or it ends; returns how many are known.
  private mutating func findPieces(_ count: Int) -> Int {
    while pieceEnds.count < count && scanned < range.upperBound {
      if byCharacter {
        scanned += 1
        pieceEnds.append(scanned)
        continue
      }
      // A word starts where a space ends; the paragraph's first piece starts at its start.
      scanned = measure.wordStart(after: scanned, before: range.upperBound)
      pieceEnds.append(scanned)
    }
    return pieceEnds.count
  }

  /// Whether `range` fits the line, measured by prefixes (``TextMeasure/fitting(_:maxWidth:)``):
  /// a 100,000-character word is known to be too wide after 64 of its characters, and a label
  /// showing three lines of it does not shape it whole.
  private func fits(_ range: Range<Int>) -> Bool {
    measure.fitting([.characters(measure.trimmingTrailingSpaces(range))], maxWidth: maxWidth).fits
  }

  private mutating func step() {
    // The rest of a word being cut is cut on before anything else.
    if cutting { return cutIfTooWide(tooWide: true) }
    guard findPieces(nextPiece + 1) > nextPiece else {
      if !current.isEmpty || !handedOut && ready.isEmpty {
        ready.append(measure.trimmingTrailingSpaces(current))
      }
      finished = true
      return
    }
    if current.isEmpty {
      current = start(of: nextPiece)..<pieceEnds[nextPiece]
      lineFirstPiece = nextPiece
      nextPiece += 1
    } else {
      // The most following pieces that fit on the line, searched among a few more than the
      // last line took.
      let known = findPieces(nextPiece + 2 * guess + 2) - nextPiece
      let lineStart = current.lowerBound
      let first = nextPiece
      let fitting = TextLayout.longestFitting(known, near: guess, maxWidth: maxWidth) {
        measure.width([
          .characters(measure.trimmingTrailingSpaces(lineStart..<pieceEnds[first + $0 - 1]))
        ])
      }
      if fitting > 0 { current = lineStart..<pieceEnds[first + fitting - 1] }
      nextPiece += fitting
      // Every piece searched fits: the line may take more.
      guard fitting == known else {
        ready.append(measure.trimmingTrailingSpaces(current))
        guess = max(nextPiece - lineFirstPiece, 1)
        current = measure.trimmingLeadingSpaces(start(of: nextPiece)..<pieceEnds[nextPiece])
        lineFirstPiece = nextPiece
        nextPiece += 1
        cutIfTooWide()
        return
      }
    }
    cutIfTooWide()
  }

  /// A line of one piece too wide for the line is cut into lines that fit, a batch of them at
  /// a time (``cutting``): a label that shows three lines of a 100,000-character word cuts a few
  /// dozen, not thousands. Each batch of one word is four times the last, so a word wrapped
  /// whole is cut in a few. `tooWide` says that the line is known not to fit.
  private mutating func cutIfTooWide(tooWide: Bool = false) {
    guard tooWide || (!fits(current) && current.count > 1) else { return }
    if !cutting { linesPerCut = 64 }
    let cut = TextLayout.cutToFit(
      current, of: range, maxWidth: maxWidth, measure: measure, limit: linesPerCut)
    ready += cut.lines
    // The rest is the end of the line's last piece.
    current = cut.rest
    lineFirstPiece = nextPiece - 1
    cutting = !cut.restFits
    linesPerCut = min(linesPerCut, 1 << 24) * 4
  }
}
