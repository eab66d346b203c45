/// A path as polylines: for hit testing, bounds, lengths, and trimming (`strokeStart`,
/// `strokeEnd`, dashes) without losing the curves of what is kept.
struct PathFlattening {
  /// One subpath as points, and whether it was closed.
  struct Subpath {
    var points: [CGPoint]
    var isClosed: Bool
  }

  /// A drawable piece of the path with its length, for trimming.
  struct Piece {
    var start: CGPoint
    var segment: PathSegment
    var length: CGFloat
    /// Starts a new subpath (the piece before it does not join it).
    var startsSubpath: Bool
  }

  private(set) var subpaths: [Subpath] = []
  private(set) var pieces: [Piece] = []

  init(_ segments: [PathSegment], tolerance: CGFloat = 0.25) {
    var start = CGPoint.zero
    var current = CGPoint.zero
    var points: [CGPoint] = []
    var newSubpath = true
    func flush(closed: Bool) {
      if !points.isEmpty { subpaths.append(Subpath(points: points, isClosed: closed)) }
      points = []
    }
    for segment in segments {
      switch segment {
      case .move(let p):
        flush(closed: false)
        start = p
        current = p
        points = [p]
        newSubpath = true
      case .close:
        if current != start {
          pieces.append(
            Piece(
              start: current, segment: .line(start), length: Self.distance(current, start),
              startsSubpath: newSubpath))
          newSubpath = false
        }
        flush(closed: true)
        current = start
        points = [start]
        newSubpath = true
      default:
        if points.isEmpty { points = [current] }
        let sampled = Self.sample(segment, from: current, tolerance: tolerance)
        var length: CGFloat = 0
        var previous = current
        for p in sampled {
          length += Self.distance(previous, p)
          previous = p
        }
        points += sampled
        pieces.append(
          Piece(start: current, segment: segment, length: length, startsSubpath: newSubpath))
        newSubpath = false
        current = segment.points.last ?? current
      }
    }
    flush(closed: false)
  }

  /// The length of every drawable piece together.
  var totalLength: CGFloat { pieces.reduce(0) { $0 + $1.length } }

  /// The part of the path between two distances along it, curves kept as curves.
  func trimmed(from startDistance: CGFloat, to endDistance: CGFloat) -> [PathSegment] {
    guard endDistance > startDistance else { return [] }
    var result: [PathSegment] = []
    var offset: CGFloat = 0
    var joined = false
    for piece in pieces {
      let pieceStart = offset
      let pieceEnd = offset + piece.length
      offset = pieceEnd
      if piece.startsSubpath { joined = false }
      guard pieceEnd > startDistance, pieceStart < endDistance, piece.length > 0 else {
        if pieceStart >= endDistance { break }
        continue
      }
      let t0 = max(0, (startDistance - pieceStart) / piece.length)
      let t1 = min(1, (endDistance - pieceStart) / piece.length)
      let part = Self.split(piece.segment, from: piece.start, t0: t0, t1: t1)
      if !joined || t0 > 0 { result.append(.move(part.start)) }
      result.append(part.segment)
      joined = t1 >= 1
    }
    return result
  }

  /// The path cut into dashes: `lengths` alternate on and off, starting `phase` into them.
  func dashed(phase: CGFloat, lengths: [CGFloat]) -> [PathSegment] {
    let pattern = lengths.map { max(0, $0) }
    let period = pattern.reduce(0, +)
    guard period > 0, pattern.allSatisfy(\.isFinite) else { return [] }
    var result: [PathSegment] = []
    var subpathStart: CGFloat = 0
    var offset: CGFloat = 0
    var groups: [(CGFloat, CGFloat)] = []
    for piece in pieces {
      if piece.startsSubpath && offset > subpathStart {
        groups.append((subpathStart, offset))
        subpathStart = offset
      }
      offset += piece.length
    }
    if offset > subpathStart { groups.append((subpathStart, offset)) }
    for (groupStart, groupEnd) in groups {
      var position = groupStart - phase.truncatingRemainder(dividingBy: period)
      var index = 0
      var dashCount = 0
      while position < groupEnd && dashCount < 100_000 {
        let length = pattern[index % pattern.count]
        if index % 2 == 0 {
          let from = max(position, groupStart)
          let to = min(position + length, groupEnd)
          if to > from { result += trimmed(from: from, to: to) }
          dashCount += 1
        }
        position += length
        index += 1
      }
    }
    return result
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// Points along a segment (its start excluded), close enough to the curve for `tolerance`.
  static func sample(_ segment: PathSegment, from start: CGPoint, tolerance: CGFloat)
    -> [CGPoint]
  {
    let control = [start] + segment.points
    var hull: CGFloat = 0
    for index in 1..<control.count { hull += distance(control[index - 1], control[index]) }
    let steps: Int
    switch segment {
    case .quad, .cubic: steps = min(max(Int((hull / max(tolerance, 0.01)).squareRoot()), 4), 256)
    default: steps = 1
    }
    return (1...steps).map { point(on: segment, from: start, at: CGFloat($0) / CGFloat(steps)) }
  }

  static func point(on segment: PathSegment, from p0: CGPoint, at t: CGFloat) -> CGPoint {
    let u = 1 - t
    switch segment {
    case .line(let p), .move(let p):
      return CGPoint(x: p0.x * u + p.x * t, y: p0.y * u + p.y * t)
    case .quad(let c, let p):
      return CGPoint(
        x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
        y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
    case .cubic(let c1, let c2, let p):
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      return CGPoint(
        x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
    case .close:
      return p0
    }
  }

  /// The part of a segment between two fractions of its length, approximated by its curve
  /// parameter (close for the gently curved segments paths are made of).
  static func split(_ segment: PathSegment, from p0: CGPoint, t0: CGFloat, t1: CGFloat)
    -> (start: CGPoint, segment: PathSegment)
  {
    let control = [p0] + segment.points
    func blossom(_ a: CGFloat, _ b: CGFloat) -> [CGPoint] {
      // The control points of the sub-curve on [a, b], by two de Casteljau splits.
      let right = deCasteljau(control, at: a).right
      let t = a < 1 ? (b - a) / (1 - a) : 0
      return deCasteljau(right, at: t).left
    }
    let points = blossom(t0, t1)
    return (points[0], segment.with(points: Array(points.dropFirst())))
  }

  private static func deCasteljau(_ points: [CGPoint], at t: CGFloat)
    -> (left: [CGPoint], right: [CGPoint])
  {
    var left = [points[0]]
    var right = [points[points.count - 1]]
    var level = points
    while level.count > 1 {
      level = (0..<(level.count - 1)).map { i in
        CGPoint(
          x: level[i].x + (level[i + 1].x - level[i].x) * t,
          y: level[i].y + (level[i + 1].y - level[i].y) * t)
      }
      left.append(level[0])
      right.insert(level[level.count - 1], at: 0)
    }
    return (left, right)
  }
}

extension CGPath {
  /// Matches Core Graphics: the path cut into dashes, `lengths` alternating on and off from
  /// `phase`. A pattern with no positive length gives the path unchanged, as Core Graphics does.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
  ) -> CGPath {
    let source = transform.isIdentity ? segments : segments.map { $0.applying(transform) }
    guard lengths.contains(where: { $0 > 0 }), lengths.allSatisfy(\.isFinite) else {
      return CGPath(segments: source)
    }
    return CGPath(segments: PathFlattening(source).dashed(phase: phase, lengths: lengths))
  }

  /// The part of the path between two fractions of its length (0 to 1), curves kept: what a
  /// shape layer strokes for `strokeStart` and `strokeEnd`.
  package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
    let from = min(max(start, 0), 1)
    let to = min(max(end, 0), 1)
    if from <= 0 && to >= 1 { return self }
    let flattening = PathFlattening(segments)
    let total = flattening.totalLength
    return CGPath(segments: flattening.trimmed(from: from * total, to: to * total))
  }

  /// The point at a fraction (0 to 1) of the path's length, and the direction there in radians:
  /// what a keyframe animation along a path follows.
  package func point(atFractionOfLength fraction: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
    let flattening = PathFlattening(segments)
    let points = flattening.subpaths.flatMap(\.points)
    guard let first = points.first else { return nil }
    let target =
      min(max(fraction, 0), 1)
      * flattening.subpaths.reduce(0) { sum, subpath in
        sum
          + zip(subpath.points, subpath.points.dropFirst()).reduce(0) {
            $0 + PathFlattening.distance($1.0, $1.1)
          }
      }
    var travelled: CGFloat = 0
    var angle: CGFloat = 0
    for subpath in flattening.subpaths {
      for (a, b) in zip(subpath.points, subpath.points.dropFirst()) {
        let length = PathFlattening.distance(a, b)
        guard length > 0 else { continue }
        angle = atan2(b.y - a.y, b.x - a.x)
        if travelled + length >= target {
          let t = (target - travelled) / length
          return (CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), angle)
        }
        travelled += length
      }
    }
    return (points.last ?? first, angle)
  }

  /// The path with each point moved `fraction` of the way to `other`'s, when both have the
  /// same kinds of elements; `nil` otherwise (Core Animation then switches at the midpoint).
  package func interpolated(to other: CGPath, fraction: CGFloat) -> CGPath? {
    guard segments.count == other.segments.count,
      zip(segments, other.segments).allSatisfy({ $0.hasSameKind(as: $1) })
    else { return nil }
    return CGPath(
      segments: zip(segments, other.segments).map { a, b in
        a.with(
          points: zip(a.points, b.points).map { p, q in
            CGPoint(x: p.x + (q.x - p.x) * fraction, y: p.y + (q.y - p.y) * fraction)
          })
      })
  }
}
