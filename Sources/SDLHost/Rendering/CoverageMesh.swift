import UIKit

/// The target pixels a ``TransformedShape`` touches, row by row: runs of pixels it covers
/// wholly, and runs of pixels it covers in part, with how much.
///
/// Both have their corners on whole pixels, so every SDL renderer, including the software one
/// that moves triangle corners to whole pixels, draws them exactly where they are: the covered
/// runs as they are, and the others faded by their coverage. Along a straight edge a row's
/// coverage changes by the same step from pixel to pixel, so such pixels make one run whose
/// fading is interpolated between its ends: a few runs a row, however shallow the edge. Only
/// pixels near the outline are measured one by one; the rows' middles are known to be covered.
struct CoverageMesh {
  /// `width` pixels from (x, y) rightwards, covered `start` (0 to 1) at its left edge and `end`
  /// at its right edge, linearly between: at each pixel's centre, that pixel's coverage.
  struct Span {
    var x: Int
    var y: Int
    var width: Int
    var start: Float = 1
    var end: Float = 1
  }

  /// Runs of wholly covered pixels.
  private(set) var covered: [Span] = []
  /// Runs of pixels covered in part.
  private(set) var partial: [Span] = []

  /// How far a pixel's coverage may stray from its run's line: less than half a level of 255.
  private static let tolerance: CGFloat = 0.45 / 255

  /// The pixels of `shape` inside `bounds` (target pixels; whole pixels of it are used).
  init(_ shape: TransformedShape, within bounds: CGRect) {
    guard let columns = Self.pixels(bounds.minX, bounds.maxX),
      let rows = Self.pixels(bounds.minY, bounds.maxY)
    else { return }
    for y in rows {
      let centre = CGFloat(y) + 0.5
      guard let reach = shape.reach(y: centre),
        let touched = Self.indices(of: reach, within: columns)
      else { continue }
      let known: (range: ClosedRange<Int>, full: Bool)? = shape.known(y: centre)
        .flatMap {
          known in Self.indices(of: known.centres, within: touched).map { ($0, known.full) }
        }
      var runStart: Int?
      var faded: Ramp?
      func endRuns(at end: Int) {
        if let start = runStart, end > start {
          covered.append(Span(x: start, y: y, width: end - start))
        }
        runStart = nil
        if let ramp = faded { partial.append(ramp.span(y: y)) }
        faded = nil
      }
      var x = touched.lowerBound
      while x <= touched.upperBound {
        if let known, known.range.contains(x) {
          if !known.full || faded != nil { endRuns(at: x) }
          if known.full { runStart = runStart ?? x }
          x = known.range.upperBound + 1
          continue
        }
        let point = (x: CGFloat(x) + 0.5, y: centre)
        let coverage = shape.coverage(x: point.x, y: point.y)
        let level = ShapeMask.byte(Double(coverage))
        if level == 255 {
          if faded != nil { endRuns(at: x) }
          runStart = runStart ?? x
        } else if level == 0 {
          endRuns(at: x)
        } else if faded?.extend(x: x, coverage: coverage) != true {
          endRuns(at: x)
          faded = Ramp(x: x, first: coverage)
        }
        x += 1
      }
      endRuns(at: touched.upperBound + 1)
    }
  }

  /// Pixels in a row whose coverage changes by one step from each to the next.
  private struct Ramp {
    var x: Int
    var first: CGFloat
    var last: CGFloat
    var count = 1

    init(x: Int, first: CGFloat) {
      self.x = x
      self.first = first
      last = first
    }

    var step: CGFloat { count > 1 ? (last - first) / CGFloat(count - 1) : 0 }

    /// Takes the pixel at `x` into the run if it is the next one, on the run's line, and the
    /// line stays within 0 to 1 at the run's edges; returns whether it did.
    mutating func extend(x next: Int, coverage: CGFloat) -> Bool {
      guard next == x + count else { return false }
      let step = count > 1 ? self.step : coverage - first
      guard abs(last + step - coverage) <= CoverageMesh.tolerance else { return false }
      let edges = (first - step / 2, coverage + step / 2)
      guard min(edges.0, edges.1) >= -CoverageMesh.tolerance,
        max(edges.0, edges.1) <= 1 + CoverageMesh.tolerance
      else { return false }
      last = coverage
      count += 1
      return true
    }

    func span(y: Int) -> Span {
      let half = step / 2
      return Span(
        x: x, y: y, width: count, start: Float(min(max(first - half, 0), 1)),
        end: Float(min(max(last + half, 0), 1)))
    }
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
