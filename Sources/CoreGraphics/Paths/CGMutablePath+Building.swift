extension CGMutablePath {
  /// Appends a segment; one with a non-finite point is dropped with a log, as a NaN would leave
  /// Core Graphics' path unusable.
  private func append(_ segment: PathSegment, _ transform: CGAffineTransform) {
    let mapped = transform.isIdentity ? segment : segment.applying(transform)
    guard mapped.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      GraphicsLog.report("CGMutablePath: ignored a point that is not finite (\(mapped))")
      return
    }
    if case .move = mapped, case .move = segments.last {
      segments[segments.count - 1] = mapped
    } else {
      segments.append(mapped)
    }
  }

  /// Whether the last subpath is open and has a current point.
  private var hasCurrentPoint: Bool { !segments.isEmpty }

  /// Matches Core Graphics: starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.move(point), transform)
  }

  /// Matches Core Graphics: a straight line from the current point to `point`; with no current
  /// point, it starts a subpath there instead.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(hasCurrentPoint ? .line(point) : .move(point), transform)
  }

  /// Matches Core Graphics: connected lines through `points`, starting a new subpath.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Matches Core Graphics: a quadratic Bézier curve to `end` through `control`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    if !hasCurrentPoint { move(to: control, transform: transform) }
    append(.quad(control, end), transform)
  }

  /// Matches Core Graphics: a cubic Bézier curve to `end` with two control points.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    if !hasCurrentPoint { move(to: control1, transform: transform) }
    append(.cubic(control1, control2, end), transform)
  }

  /// Matches Core Graphics: closes the current subpath with a line to its start.
  public func closeSubpath() {
    guard hasCurrentPoint else { return }
    if case .close = segments.last { return }
    segments.append(.close)
  }

  /// Matches Core Graphics: a closed rectangle, clockwise on screen from its top-left corner.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// Matches Core Graphics: one closed rectangle per element of `rects`.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Matches Core Graphics: the ellipse inside `rect`, as four cubic curves.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    let scale = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
      .concatenating(transform)
    move(to: CGPoint(x: 1, y: 0), transform: scale)
    for segment in ArcApproximation.cubics(from: 0, sweep: 2 * .pi) {
      append(segment, scale)
    }
    closeSubpath()
  }

  /// Matches Core Graphics: a rounded rectangle; corner sizes are clamped to half the sides.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let cw = min(max(cornerWidth, 0), r.width / 2)
    let ch = min(max(cornerHeight, 0), r.height / 2)
    guard cw > 0, ch > 0 else {
      addRect(r, transform: transform)
      return
    }
    move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
    let corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: r.maxX - cw, y: r.minY + ch), -.pi / 2),
      (CGPoint(x: r.maxX - cw, y: r.maxY - ch), 0),
      (CGPoint(x: r.minX + cw, y: r.maxY - ch), .pi / 2),
      (CGPoint(x: r.minX + cw, y: r.minY + ch), .pi),
    ]
    for (center, start) in corners {
      let corner = CGAffineTransform(scaleX: cw, y: ch)
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        .concatenating(transform)
      addLine(to: CGPoint(x: cos(start), y: sin(start)), transform: corner)
      for segment in ArcApproximation.cubics(from: start, sweep: .pi / 2) {
        append(segment, corner)
      }
    }
    closeSubpath()
  }

  /// Matches Core Graphics: an arc around `center` from `startAngle` to `endAngle`, joined to
  /// the current point by a line. `clockwise` is in Core Graphics' y-up sense, so on a y-down
  /// UIKit screen `clockwise: true` turns counterclockwise (UIBezierPath flips it back).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
      if sweep == -2 * .pi && endAngle - startAngle > 0 { sweep = 0 }
      sweep = max(sweep, -2 * .pi)
    } else {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
      sweep = min(sweep, 2 * .pi)
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
  }

  /// Matches Core Graphics: an arc around `center` turning `delta` radians from `startAngle`.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard radius.isFinite, startAngle.isFinite, delta.isFinite else {
      GraphicsLog.report("CGMutablePath: ignored an arc with a non-finite radius or angle")
      return
    }
    let arc = CGAffineTransform(scaleX: radius, y: radius)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
      .concatenating(transform)
    let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
    if hasCurrentPoint {
      append(.line(start), arc)
    } else {
      append(.move(start), arc)
    }
    for segment in ArcApproximation.cubics(from: startAngle, sweep: delta) {
      append(segment, arc)
    }
  }

  /// Matches Core Graphics: an arc of `radius` tangent to the lines from the current point to
  /// `tangent1End` and from there to `tangent2End`, joined by a line.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let inverse = transform.inverted()
    let p0 = hasCurrentPoint ? currentPoint.applying(inverse) : tangent1End
    let p1 = tangent1End
    let p2 = tangent2End
    let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
    let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
    let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v1.x * v2.y - v1.y * v2.x
    guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else {
      addLine(to: p1, transform: transform)
      return
    }
    let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
    let distance = radius / tan(angle / 2)
    let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
    let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
    let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
    let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let centerDistance = radius / sin(angle / 2)
    let center = CGPoint(
      x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
    let start = atan2(t1.y - center.y, t1.x - center.x)
    let end = atan2(t2.y - center.y, t2.x - center.x)
    var sweep = end - start
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    addLine(to: t1, transform: transform)
    addRelativeArc(
      center: center, radius: radius, startAngle: start, delta: sweep, transform: transform)
  }

  /// Matches Core Graphics: appends `path`'s elements, mapped by `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for segment in path.segments { append(segment, transform) }
  }
}

/// Cubic Bézier approximations of unit-circle arcs, at most a quarter turn each.
enum ArcApproximation {
  static func cubics(from start: CGFloat, sweep: CGFloat) -> [PathSegment] {
    guard sweep != 0 else { return [] }
    let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    var segments: [PathSegment] = []
    var angle = start
    for _ in 0..<count {
      let next = angle + step
      let p0 = CGPoint(x: cos(angle), y: sin(angle))
      let p3 = CGPoint(x: cos(next), y: sin(next))
      segments.append(
        .cubic(
          CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x),
          CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x), p3))
      angle = next
    }
    return segments
  }
}
