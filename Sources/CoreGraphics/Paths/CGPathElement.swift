/// The kind of one element of a path, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a new subpath at one point.
  case moveToPoint = 0
  /// A straight line to one point.
  case addLineToPoint = 1
  /// A quadratic Bézier curve: a control point, then the end point.
  case addQuadCurveToPoint = 2
  /// A cubic Bézier curve: two control points, then the end point.
  case addCurveToPoint = 3
  /// Closes the subpath with a line back to its start.
  case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out, as Core Graphics'
/// `CGPathElement`: its type and a pointer to its points (valid only during the call).
public struct CGPathElement {
  /// The element's kind, which says how many `points` it has (1, 1, 2, 3 or 0).
  public var type: CGPathElementType
  /// The element's points, control points first.
  public var points: UnsafeMutablePointer<CGPoint>

  /// Makes an element; paths make these for `applyWithBlock(_:)`.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

/// How the inside of a path is decided, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case winding = 0
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd = 1
}

/// The shape at the ends of stroked open subpaths, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
  /// Square ends, flush with the end points.
  case butt = 0
  /// Half-disc ends.
  case round = 1
  /// Square ends extended by half the line width.
  case square = 2
}

/// The shape of the corners of stroked paths, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
  /// Sharp corners, bevelled past the miter limit.
  case miter = 0
  /// Rounded corners.
  case round = 1
  /// Cut-off corners.
  case bevel = 2
}

/// One segment of a path, as the path stores it.
package enum PathSegment: Equatable, Sendable {
  case move(CGPoint)
  case line(CGPoint)
  case quad(CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint)
  case close

  /// The segment with every point mapped by `t`.
  package func applying(_ t: CGAffineTransform) -> PathSegment {
    switch self {
    case .move(let p): .move(p.applying(t))
    case .line(let p): .line(p.applying(t))
    case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
    case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
    case .close: .close
    }
  }

  /// The segment's points, control points first.
  var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quad(let c, let p): [c, p]
    case .cubic(let c1, let c2, let p): [c1, c2, p]
    case .close: []
    }
  }

  /// The same kind of segment with other points (same count), for interpolating paths.
  func with(points: [CGPoint]) -> PathSegment {
    switch self {
    case .move: .move(points[0])
    case .line: .line(points[0])
    case .quad: .quad(points[0], points[1])
    case .cubic: .cubic(points[0], points[1], points[2])
    case .close: .close
    }
  }

  /// Whether `other` has the same kind, so the two can be interpolated.
  func hasSameKind(as other: PathSegment) -> Bool {
    switch (self, other) {
    case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close):
      true
    default: false
    }
  }
}
