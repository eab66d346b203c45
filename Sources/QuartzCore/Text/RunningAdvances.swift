/// A word shaped whole, for cutting it into lines without shaping each candidate line again:
/// the advance of each prefix, and where the word may be cut.
///
/// HarfBuzz marks a glyph "unsafe to break" where cutting the text before its cluster and
/// shaping the two sides apart would shape them differently (a kerning pair or a ligature
/// across the cut). Where the mark is clear, the piece between two such cuts shapes exactly as
/// it does inside the whole, so its width is the difference of two running sums: the same
/// number, to the bit, that shaping the piece alone gives (``FontLibrary/width(of:face:scale:)``).
struct RunningAdvances {
  /// `sums[i]`: the advance of the first `i` characters, in 26.6 fixed-point pixels.
  let sums: [Int]
  /// `safe[i]`: whether the word may be cut before character `i` (always at either end).
  let safe: [Bool]
  /// Pixels per point, as the width is divided by it.
  let scale: CGFloat

  /// The width in points of characters `start..<end` when both ends are safe cuts, exactly as
  /// measuring them alone gives it; `nil` when either is not.
  func exactWidth(_ start: Int, _ end: Int) -> CGFloat? {
    guard end < sums.count, safe[start], safe[end] else { return nil }
    return width(start, end)
  }

  /// Whether the text may be cut before character `index`; `false` past its end.
  func isSafeCut(_ index: Int) -> Bool { index < safe.count && safe[index] }

  /// The width in points of the whole text, exactly as measuring it gives it.
  var width: CGFloat { width(0, sums.count - 1) }

  /// The width in points of characters `start..<end` by the sums, with the arithmetic of
  /// `FontLibrary.place` (26.6 pixels over 64, the glyph scale of 1, over the scale), so that
  /// it is the same to the bit.
  private func width(_ start: Int, _ end: Int) -> CGFloat {
    CGFloat(sums[end] - sums[start]) / 64 * 1 / scale
  }

  /// About how many characters from `start` fit `maxWidth`, by the running sums alone: exact
  /// where the cuts are safe, within a kerning pair's adjustment where they are not. A search
  /// for the exact count starts here. It gallops from `guess` (the last line's length), so a
  /// line costs a few sums read, not a bisection of the whole word.
  func estimatedFitting(from start: Int, maxWidth: CGFloat, near guess: Int) -> Int {
    // The sums never fall (the advances are checked to be at least 0), so the widths from
    // `start` grow with the count.
    TextLayout.longestFitting(sums.count - 1 - start, near: guess, maxWidth: maxWidth) {
      width(start, start + $0)
    }
  }
}
