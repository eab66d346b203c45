extension CGContext {
  /// Builds part of the current path in user space with a scratch path, then fixes it in device
  /// space through the CTM, as Core Graphics does when each element is added.
  private func build(_ body: (CGMutablePath) -> Void) {
    let scratch = CGMutablePath(segments: [])
    if let last = devicePath.last, last != .close {
      scratch.move(to: currentPointOfPath)
    }
    let before = scratch.segments.count
    body(scratch)
    devicePath += scratch.segments.dropFirst(before).map { $0.applying(state.ctm) }
  }

  /// Matches Core Graphics: discards the current path.
  public func beginPath() { devicePath = [] }

  /// Matches Core Graphics: starts a subpath at `point`.
  public func move(to point: CGPoint) { build { $0.move(to: point) } }

  /// Matches Core Graphics: a line from the current point.
  public func addLine(to point: CGPoint) { build { $0.addLine(to: point) } }

  /// Matches Core Graphics: connected lines through `points`, as a new subpath.
  public func addLines(between points: [CGPoint]) { build { $0.addLines(between: points) } }

  /// Matches Core Graphics: a cubic Bézier curve from the current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    build { $0.addCurve(to: end, control1: control1, control2: control2) }
  }

  /// Matches Core Graphics: a quadratic Bézier curve from the current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    build { $0.addQuadCurve(to: end, control: control) }
  }

  /// Matches Core Graphics: closes the current subpath.
  public func closePath() {
    guard !devicePath.isEmpty, devicePath.last != .close else { return }
    devicePath.append(.close)
  }

  /// Matches Core Graphics: a closed rectangle.
  public func addRect(_ rect: CGRect) { build { $0.addRect(rect) } }

  /// Matches Core Graphics: closed rectangles.
  public func addRects(_ rects: [CGRect]) { build { $0.addRects(rects) } }

  /// Matches Core Graphics: the ellipse inside `rect`.
  public func addEllipse(in rect: CGRect) { build { $0.addEllipse(in: rect) } }

  /// Matches Core Graphics: an arc; `clockwise` is in the y-up sense, as in Core Graphics.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    build {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }
  }

  /// Matches Core Graphics: an arc tangent to two lines.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    build { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
  }

  /// Matches Core Graphics: appends `path`, in user space.
  public func addPath(_ path: CGPath) { build { $0.addPath(path) } }

  /// Matches Core Graphics: whether the current path is empty.
  public var isPathEmpty: Bool { devicePath.isEmpty }

  /// Matches Core Graphics: the current path in user space, or `nil` when it is empty.
  public var path: CGPath? {
    guard !devicePath.isEmpty else { return nil }
    let inverse = state.ctm.inverted()
    return CGPath(segments: devicePath.map { $0.applying(inverse) })
  }

  /// Matches Core Graphics: the current point in user space.
  public var currentPointOfPath: CGPoint {
    CGPath(segments: devicePath).currentPoint.applying(state.ctm.inverted())
  }

  /// Matches Core Graphics: the bounds of the current path in user space.
  public var boundingBoxOfPath: CGRect {
    path?.boundingBoxOfPath ?? .null
  }
}
