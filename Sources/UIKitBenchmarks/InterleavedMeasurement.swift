/// Measures the framework and its raw baseline frame by frame in alternation.
///
/// This machine's two cores are shared with other work that comes and goes in bursts.
/// Alternating single frames (and swapping which side goes first every frame) makes a burst
/// land on both sides alike instead of skewing the ratio; the median over repetitions drops a
/// repetition that was hit anyway.
@MainActor
enum InterleavedMeasurement {
  /// One side's frames, by repetition.
  struct Side {
    var repetitions: [[FramePhases]]

    /// The median over repetitions of each repetition's median frame time, in seconds.
    var frameTime: Double {
      Samples(repetitions.map { FramePhases.median(ofTotals: $0) }).median
    }

    /// The same for each phase separately, for "where time goes".
    var phases: FramePhases {
      FramePhases.median(of: repetitions.map { FramePhases.median(of: $0) })
    }

    /// Every timed frame's total, for percentiles.
    var totals: Samples { Samples(repetitions.flatMap { $0.map(\.total) }) }

    /// How much longer this side's frames take than `other`'s, in seconds: the median over
    /// repetitions of each repetition's median difference between the two frames drawn one
    /// after the other at the same index. A burst of other work lands on one frame of a pair
    /// and drops out with the pair, where a difference of two medians would keep it whenever
    /// more than half of one side's frames were hit (the longer side is hit more often).
    func medianExcess(over other: Side) -> Double {
      Samples(
        zip(repetitions, other.repetitions).map { mine, theirs in
          Samples(zip(mine, theirs).map { $0.total - $1.total }).median
        }
      ).median
    }

    /// The repetitions of both, as one side: for measurements taken in several rounds.
    func merged(with other: Side) -> Side {
      Side(repetitions: repetitions + other.repetitions)
    }
  }

  /// Runs one untimed warm-up repetition, then `repetitions` timed ones of `frames` frames
  /// each. `begin` runs before each repetition and `end` after it, both untimed (a slide
  /// starts and settles there); `framework` and `raw` draw frame `index` of the repetition.
  static func measure(
    repetitions: Int, frames: Int, begin: () -> Void = {}, end: () -> Void = {},
    framework: (_ index: Int) -> FramePhases, raw: (_ index: Int) -> FramePhases
  ) -> (framework: Side, raw: Side) {
    var frameworkRuns: [[FramePhases]] = []
    var rawRuns: [[FramePhases]] = []
    for repetition in 0...repetitions {
      begin()
      var frameworkFrames: [FramePhases] = []
      var rawFrames: [FramePhases] = []
      for index in 0..<frames {
        if index.isMultiple(of: 2) {
          frameworkFrames.append(framework(index))
          rawFrames.append(raw(index))
        } else {
          rawFrames.append(raw(index))
          frameworkFrames.append(framework(index))
        }
      }
      end()
      guard repetition > 0 else { continue }
      frameworkRuns.append(frameworkFrames)
      rawRuns.append(rawFrames)
    }
    return (Side(repetitions: frameworkRuns), Side(repetitions: rawRuns))
  }
}
