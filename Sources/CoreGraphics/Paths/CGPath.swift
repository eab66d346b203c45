/// An immutable path of lines and curves, as Core Graphics' `CGPath`.
///
/// Shape layers draw one, `shadowPath` casts a shadow along one, `UIBezierPath` wraps one, and a
/// `CGContext` fills, strokes and clips with them. Paths are values in spirit: `CGMutablePath`
/// builds one, `copy()` freezes it. Points are stored as given (in y-down UIKit coordinates when
/// they come from UIKit code). Non-finite coordinates are dropped when added, as Core Graphics
/// would leave the path unusable; each drop is logged once.
open class CGPath: Equatable, Hashable, @unchecked Sendable {
  /// The segments, in order. Mutated only by `CGMutablePath` while it is being built.
  package var segments: [PathSegment]

  package init(segments: [PathSegment]) {
    self.segments = segments
  }

  /// Matches Core Graphics: a path of one closed rectangle, mapped by `transform`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(segments: path.segments)
  }

  /// Matches Core Graphics: a path of the ellipse inside `rect`, mapped by `transform`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(segments: path.segments)
  }

  /// Matches Core Graphics: a rounded rectangle, mapped by `transform`. Corner sizes are clamped
  /// to half the rectangle's sides.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(segments: path.segments)
  }

  /// Matches Core Graphics: an immutable copy.
  public func copy() -> CGPath? { CGPath(segments: segments) }

  /// Matches Core Graphics: an immutable copy with every point mapped by `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let t = transform?.pointee else { return copy() }
    return CGPath(segments: segments.map { $0.applying(t) })
  }

  /// Matches Core Graphics: a mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

  /// Matches Core Graphics: a mutable copy with every point mapped by `transform`.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    CGMutablePath(segments: copy(using: transform)?.segments ?? segments)
  }

  /// Matches Core Graphics: whether the path has no elements.
  public var isEmpty: Bool { segments.isEmpty }

  /// Matches Core Graphics: the end point of the last element, or `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for segment in segments {
      switch segment {
      case .move(let p):
        start = p
        current = p
      case .close: current = start
      default: current = segment.points.last ?? current
      }
    }
    return current
  }

  /// Matches Core Graphics: the smallest rectangle holding every point, control points included;
  /// `.null` for an empty path.
  public var boundingBox: CGRect {
    Self.bounds(of: segments.flatMap(\.points))
  }

  /// Matches Core Graphics: the smallest rectangle holding the path itself (curves, not their
  /// control points); `.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    // The points a flattening of the path holds, without building it: a line's end is its own
    // bound, and only curves are sampled (a changed shape layer's path is bounded every time).
    var (minX, minY) = (CGFloat.infinity, CGFloat.infinity)
    var (maxX, maxY) = (-CGFloat.infinity, -CGFloat.infinity)
    var any = false
    func include(_ p: CGPoint) {
      (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
      any = true
    }
    var start = CGPoint.zero
    var current = CGPoint.zero
    var inSubpath = false
    for segment in segments {
      switch segment {
      case .move(let p):
        (start, current, inSubpath) = (p, p, true)
        include(p)
      case .close:
        (current, inSubpath) = (start, true)
        include(start)
      case .line(let p):
        if !inSubpath { include(current) }
        inSubpath = true
        include(p)
        current = p
      case .quad(_, let p), .cubic(_, _, let p):
        if !inSubpath { include(current) }
        inSubpath = true
        PathFlattening.sample(segment, from: current, tolerance: 0.25).forEach(include)
        current = p
      }
    }
    guard any else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Matches Core Graphics: whether the path is exactly one axis-aligned rectangle, and which.
  public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
    var kinds = segments
    if kinds.count == 6, case .line(let p) = kinds[4], case .move(let start) = kinds[0], p == start
    {
      kinds.remove(at: 4)
    }
    guard kinds.count == 5, case .close = kinds[4] else { return false }
    var corners: [CGPoint] = []
    for (index, segment) in kinds.prefix(4).enumerated() {
      switch (index, segment) {
      case (0, .move(let p)), (1..., .line(let p)): corners.append(p)
      default: return false
      }
    }
    let box = Self.bounds(of: corners)
    let onCorners = corners.allSatisfy {
      ($0.x == box.minX || $0.x == box.maxX) && ($0.y == box.minY || $0.y == box.maxY)
    }
    guard onCorners, Set(corners.map { "\($0.x),\($0.y)" }).count == 4 else { return false }
    rect?.pointee = box
    return true
  }

  /// Matches Core Graphics: whether `point` (mapped by `transform`'s inverse) is inside the path
  /// by `rule`. Open subpaths count as closed.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    let p = transform.isIdentity ? point : point.applying(transform.inverted())
    guard p.x.isFinite, p.y.isFinite else { return false }
    var winding = 0
    for subpath in PathFlattening(segments).subpaths {
      let points = subpath.points
      guard points.count > 2 else { continue }
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        if a.y <= p.y {
          if b.y > p.y && Self.cross(a, b, p) > 0 { winding += 1 }
        } else if b.y <= p.y && Self.cross(a, b, p) < 0 {
          winding -= 1
        }
      }
    }
    return rule == .winding ? winding != 0 : winding % 2 != 0
  }

  /// Matches Core Graphics: calls `block` with each element in order.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    for segment in segments {
      var points = segment.points
      let type: CGPathElementType =
        switch segment {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .cubic: .addCurveToPoint
        case .close: .closeSubpath
        }
      if points.isEmpty { points = [.zero] }
      points.withUnsafeMutableBufferPointer { buffer in
        var element = CGPathElement(type: type, points: buffer.baseAddress!)
        block(&element)
      }
    }
  }

  /// Equal when the elements are, as `CGPathEqualToPath`.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs === rhs || lhs.segments == rhs.segments
  }

  /// Hashes the element count and end point, consistent with equality.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(segments.count)
    hasher.combine(currentPoint.x)
    hasher.combine(currentPoint.y)
  }

  private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  static func bounds(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// A path being built, as Core Graphics' `CGMutablePath`.
open class CGMutablePath: CGPath, @unchecked Sendable {
  /// Matches Core Graphics: an empty path.
  public init() {
    super.init(segments: [])
  }

  override package init(segments: [PathSegment]) {
    super.init(segments: segments)
  }
}
