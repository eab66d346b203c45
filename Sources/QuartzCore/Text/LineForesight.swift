import Foundation

/// The candidate lines that cutting a long word is about to shape, foreseen from the word's
/// running advances and shaped ahead on two processors a batch of lines at a time
/// (``TextMeasure/runningAdvances(ofPieces:)``), for ``TextLayout`` to cut them by.
///
/// ``TextLayout/cutToFit(_:of:maxWidth:measure:limit:)`` measures a candidate line by the
/// word's running sums when both its ends are safe cuts and shapes it otherwise, and each line
/// depends on where the one before it ended; shaped one after another, those candidates are
/// most of the time a long word takes to cut (a third of the lines of a random word of base64
/// in Inter). The sums foresee where each line ends, exactly where they measure exactly and
/// almost always otherwise, so the candidates of the next lines are shaped together, half on
/// each processor. A line that ends other than foreseen leaves the candidates foreseen after
/// it unused, and the next batch is foreseen from where it did end.
struct LineForesight {
  /// The candidates shaped ahead, by the start of their line: a line foreseen to be measured
  /// by the sums alone has none.
  private var prepared: [Int: [RunningAdvances]] = [:]
  /// How many lines turned out as foreseen, and how many did not.
  private var right = 0
  private var wrong = 0

  /// The most lines foreseen at a time. In a random word of base64 one line in about 140
  /// ends other than foreseen (a kerning pair at its end moves its cut), and the batch after it
  /// is wasted: a longer batch wastes more, a shorter one waits for the other processor more
  /// often (measured: 64 cut a 100,000-character word fastest, 32 and 16 slower).
  static let mostLines = 64

  /// The candidates shaped ahead for the line that starts at character `start`, foreseeing
  /// the next batch when none were: `running` are the advances of the text from
  /// `runningStart`, the word ends at `wordEnd`, and at most `linesLeft` lines are cut.
  ///
  /// A batch foresees about half as many lines as turned out as foreseen for each that did
  /// not, so that little of what is shaped ahead is left unused: a random word of base64 (one
  /// line in 140 ends other than foreseen), the most; a word of kerning pairs and ligatures
  /// (one line in ten), about five, often too few candidates to be shaped on two processors,
  /// when they are shaped as the lines ask for them.
  mutating func candidates(
    forLineAt start: Int, running: RunningAdvances, runningStart: Int, wordEnd: Int,
    maxWidth: CGFloat, linesLeft: Int, measure: TextMeasure
  ) -> [RunningAdvances] {
    if let shaped = prepared.removeValue(forKey: start) {
      right += 1
      return shaped
    }
    // The lines foreseen are all cut, or one ended other than foreseen.
    if !prepared.isEmpty { wrong += 1 }
    leaveUnused()
    // As if one line in 32 had turned out other than foreseen before any: the first batch
    // foresees 16 lines, and a word's own record soon outweighs that.
    let rate = CGFloat(wrong + 1) / CGFloat(right + wrong + 32)
    let lines = Int(min(max(1 / (2 * rate), 1), CGFloat(min(Self.mostLines, linesLeft))))
    let foreseen = Self.foreseenLines(
      from: start - runningStart, to: wordEnd - runningStart, running: running,
      maxWidth: maxWidth, lines: lines)
    let pieces = foreseen.flatMap { line in
      line.lengths.map { (runningStart + line.start)..<(runningStart + line.start + $0) }
    }
    // Shaped ahead only on two processors: one would shape the same candidates as the lines
    // ask for them, and the ones a line that ends other than foreseen leaves besides.
    let shaped = measure.runningAdvances(ofPieces: pieces)
    var next = shaped?.makeIterator()
    for line in foreseen {
      prepared[runningStart + line.start] = line.lengths.compactMap { _ in next?.next() ?? nil }
    }
    return prepared.removeValue(forKey: start) ?? []
  }

  /// Drops the candidates shaped ahead that no line took, counting their bytes
  /// (``FontLibrary/unusedAheadBytes``): when a line ends other than foreseen, and when the
  /// cutting stops.
  mutating func leaveUnused() {
    let bytes = prepared.values.joined().reduce(0) { $0 + $1.sums.count - 1 }
    if bytes > 0 { FontLibrary.shared.countUnusedAhead(bytes) }
    prepared = [:]
  }

  /// The lines that cutting a word from character `from` of `running`'s text up to `end` is
  /// foreseen to make, at most `lines` of them, each with the lengths of the candidates the
  /// cut will shape for it. The cut asks for the width of as many characters as the sums say
  /// fit, then one more; it measures a candidate by the sums when both its ends are safe cuts,
  /// and otherwise shapes it, one character longer when the word may be cut after it, which
  /// then measures the shorter one too. Foreseeing, each line is as long as the sums say
  /// (``RunningAdvances/estimatedFitting(from:maxWidth:near:)``) and a candidate shaped alone may be
  /// cut where the word may. It stops where the sums end or the rest fits one line.
  static func foreseenLines(
    from: Int, to end: Int, running: RunningAdvances, maxWidth: CGFloat, lines: Int
  ) -> [(start: Int, lengths: [Int])] {
    var foreseen: [(start: Int, lengths: [Int])] = []
    var start = from
    var fitting = 32
    while foreseen.count < lines {
      fitting = running.estimatedFitting(from: start, maxWidth: maxWidth, near: fitting)
      guard start + fitting < min(end, running.sums.count - 1) else { break }
      let cut = max(fitting, 1)
      var lengths: [Int] = []
      for length in fitting == 0 ? [cut] : [cut, cut + 1]
      where running.exactWidth(start, start + length) == nil {
        let covered = lengths.contains {
          $0 == length || $0 > length && running.isSafeCut(start + length)
        }
        if covered { continue }
        let longer = start + length < end && running.isSafeCut(start + length)
        lengths.append(longer ? length + 1 : length)
      }
      foreseen.append((start, lengths))
      start += cut
    }
    return foreseen
  }
}
