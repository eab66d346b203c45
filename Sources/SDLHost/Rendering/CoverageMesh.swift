import UIKit

/// The target pixels a ``TransformedShape`` touches, row by row: runs of pixels it covers
/// wholly, and single pixels it covers in part, with how much.
///
/// Both have their corners on whole pixels, so every SDL renderer, including the software one
/// that moves triangle corners to whole pixels, draws them exactly where they are: the runs as
/// they are, and each partly covered pixel faded by its coverage. Only pixels near the outline
/// are measured one by one; the rows' middles are known to be covered.
struct CoverageMesh {
  /// `width` pixels from (x, y) rightwards, covered `coverage` of 255.
  struct Span: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var coverage: UInt8
  }

  /// Runs of wholly covered pixels (coverage 255) whose centres lie `depth` pixels or more
  /// inside the shape.
  private(set) var covered: [Span] = []
  /// Single pixels covered in part (coverage 1 to 254), and wholly covered ones nearer the
  /// outline than `depth`.
  private(set) var partial: [Span] = []

  /// The pixels of `shape` inside `bounds` (target pixels; whole pixels of it are used). Runs
  /// take only pixels at least `depth` pixels inside (0.5 at least: any wholly covered one).
  init(_ shape: TransformedShape, within bounds: CGRect, depth: CGFloat = 0.5) {
    guard let columns = Self.pixels(bounds.minX, bounds.maxX),
      let rows = Self.pixels(bounds.minY, bounds.maxY)
    else { return }
    for y in rows {
      let centre = CGFloat(y) + 0.5
      guard let reach = shape.reach(y: centre),
        let touched = Self.indices(of: reach, within: columns)
      else { continue }
      let known: (range: ClosedRange<Int>, full: Bool)? = shape.known(y: centre, depth: depth)
        .flatMap {
          known in Self.indices(of: known.centres, within: touched).map { ($0, known.full) }
        }
      var runStart: Int?
      func endRun(at end: Int) {
        if let start = runStart, end > start {
          covered.append(Span(x: start, y: y, width: end - start, coverage: 255))
        }
        runStart = nil
      }
      var x = touched.lowerBound
      while x <= touched.upperBound {
        if let known, known.range.contains(x) {
          if known.full {
            runStart = runStart ?? x
          } else {
            endRun(at: x)
          }
          x = known.range.upperBound + 1
          continue
        }
        let point = (x: CGFloat(x) + 0.5, y: centre)
        let coverage = ShapeMask.byte(Double(shape.coverage(x: point.x, y: point.y)))
        if coverage == 255 && (depth <= 0.5 || shape.depth(x: point.x, y: point.y) >= depth) {
          runStart = runStart ?? x
        } else {
          endRun(at: x)
          if coverage > 0 { partial.append(Span(x: x, y: y, width: 1, coverage: coverage)) }
        }
        x += 1
      }
      endRun(at: touched.upperBound + 1)
    }
  }

  /// The wholly covered runs as rectangles, each the part that up to `rows` consecutive rows
  /// share, and the rest of the runs beside them: a few large pieces, and short runs along the
  /// outline.
  func blocks(rows: Int) -> (rectangles: [PixelRegion], rest: [Span]) {
    var rectangles: [PixelRegion] = []
    var rest: [Span] = []
    var band: [Span] = []
    func endBand() {
      defer { band = [] }
      guard let first = band.first else { return }
      let left = band.map(\.x).max() ?? first.x
      let right = band.map { $0.x + $0.width }.min() ?? first.x
      guard right > left else {
        rest += band
        return
      }
      rectangles.append(PixelRegion(x: left, y: first.y, width: right - left, height: band.count))
      for run in band {
        if run.x < left {
          rest.append(Span(x: run.x, y: run.y, width: left - run.x, coverage: 255))
        }
        if run.x + run.width > right {
          rest.append(
            Span(x: right, y: run.y, width: run.x + run.width - right, coverage: 255))
        }
      }
    }
    for run in covered {
      // A band takes one run from each of consecutive rows.
      if let last = band.last, last.y + 1 != run.y || band.count == rows { endBand() }
      band.append(run)
    }
    endBand()
    return (rectangles, rest)
  }

  /// The whole pixels from `start` to `end`, or `nil` if there are none or they are not finite.
  private static func pixels(_ start: CGFloat, _ end: CGFloat) -> ClosedRange<Int>? {
    guard start.isFinite, end.isFinite else { return nil }
    let first = Int(start.rounded(.down))
    let last = Int(end.rounded(.up)) - 1
    return first <= last ? first...last : nil
  }

  /// The indices of the pixels within `pixels` whose centres lie in `centres`.
  private static func indices(of centres: ClosedRange<CGFloat>, within pixels: ClosedRange<Int>)
    -> ClosedRange<Int>?
  {
    let lowest = CGFloat(pixels.lowerBound)
    let highest = CGFloat(pixels.upperBound)
    let first = max((centres.lowerBound - 0.5).rounded(.up), lowest)
    let last = min((centres.upperBound - 0.5).rounded(.down), highest)
    guard first <= last else { return nil }
    return Int(first)...Int(last)
  }
}
