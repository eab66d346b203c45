/// A path with its own line style that draws into the current context, as UIKit's
/// `UIBezierPath`.
///
/// Matches UIKit: coordinates are y-down, so `clockwise: true` arcs turn clockwise on screen;
/// ``fill()`` and ``stroke()`` draw into `UIGraphicsGetCurrentContext()` (inside `draw(_:)`,
/// an image renderer or an image context) with the path's own line width, caps, joins and
/// dashes; ``cgPath`` is what layers take (`shapeLayer.path`, `layer.shadowPath`).
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
  private var path = CGMutablePath()

  /// Matches UIKit: an empty path.
  public override init() {
    super.init()
  }

  /// Matches UIKit: a closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// Matches UIKit: the ellipse inside `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// Matches UIKit: a rectangle with all four corners rounded by `cornerRadius` (at most half
  /// the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// Matches UIKit: a rectangle with the chosen corners rounded by `cornerRadii` (each at most
  /// half the side it lies along): the rounded top of a bottom sheet, say.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let r = rect.standardized
    let rx = min(max(cornerRadii.width, 0), r.width / 2)
    let ry = min(max(cornerRadii.height, 0), r.height / 2)
    func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) {
      corners.contains(corner) && rx > 0 && ry > 0 ? (rx, ry) : (0, 0)
    }
    let steps: [(UIRectCorner, CGPoint, CGFloat)] = [
      (.topRight, CGPoint(x: r.maxX, y: r.minY), -.pi / 2),
      (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), 0),
      (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), .pi / 2),
      (.topLeft, CGPoint(x: r.minX, y: r.minY), .pi),
    ]
    let (tlx, _) = radii(.topLeft)
    path.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
    for (corner, point, start) in steps {
      let (cx, cy) = radii(corner)
      guard cx > 0 else {
        path.addLine(to: point)
        continue
      }
      let center = CGPoint(
        x: point.x + (point.x == r.minX ? cx : -cx), y: point.y + (point.y == r.minY ? cy : -cy))
      let arc = CGAffineTransform(scaleX: cx, y: cy)
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
      path.addRelativeArc(
        center: .zero, radius: 1, startAngle: start, delta: .pi / 2, transform: arc)
    }
    path.closeSubpath()
  }

  /// Matches UIKit: an arc; `clockwise` is as seen on the y-down screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Matches UIKit: a path with `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// Matches UIKit: the path as an immutable Core Graphics path; setting replaces the elements.
  open var cgPath: CGPath {
    get { path.copy() ?? CGPath(rect: .zero, transform: nil) }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  // MARK: Building

  /// Matches UIKit: starts a new subpath.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// Matches UIKit: a line from the current point.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Matches UIKit: a cubic Bézier curve from the current point.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Matches UIKit: a quadratic Bézier curve from the current point.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Matches UIKit: an arc joined to the current point by a line; `clockwise` as seen on screen.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Matches UIKit: closes the current subpath.
  open func close() { path.closeSubpath() }
  /// Matches UIKit: removes every element.
  open func removeAllPoints() { path = CGMutablePath() }
  /// Matches UIKit: appends another path's elements.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Matches UIKit: maps every point through `transform`.
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(segments: path.segments.map { $0.applying(transform) })
  }

  /// Matches UIKit: whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }
  /// Matches UIKit: the bounds of the path's points, control points included.
  open var bounds: CGRect { path.boundingBox }
  /// Matches UIKit: where the next element starts.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Matches UIKit: whether `point` is inside the path by its fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  // MARK: Style

  /// Matches UIKit: the stroke width, 1 by default.
  open var lineWidth: CGFloat = 1
  /// Matches UIKit: the shape of line ends.
  open var lineCapStyle = CGLineCap.butt
  /// Matches UIKit: the shape of corners.
  open var lineJoinStyle = CGLineJoin.miter
  /// Matches UIKit: the miter limit, 10 by default.
  open var miterLimit: CGFloat = 10
  /// Stored for source compatibility; curves are drawn by cairo's own tolerance.
  open var flatness: CGFloat = 0.6
  /// Matches UIKit: fill with the even-odd rule instead of non-zero winding.
  open var usesEvenOddFillRule = false
  private var dash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

  /// Matches UIKit: the dash pattern, `count` lengths from `pattern`, starting `phase` in.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    let lengths = pattern.map { p in (0..<max(count, 0)).map { p[$0] } } ?? []
    dash = (lengths, phase)
  }

  /// Matches UIKit: copies the dash pattern out.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern { for (index, length) in dash.lengths.enumerated() { pattern[index] = length } }
    count?.pointee = dash.lengths.count
    phase?.pointee = dash.phase
  }

  // MARK: Drawing

  /// Matches UIKit: fills the path in the current context's fill colour.
  open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Matches UIKit: fills the path with a blend mode and opacity.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    fill()
    context.restoreGState()
  }

  /// Matches UIKit: strokes the path with its own line style in the current stroke colour.
  open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dash.phase, lengths: dash.lengths)
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }

  /// Matches UIKit: strokes the path with a blend mode and opacity.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    stroke()
    context.restoreGState()
  }

  /// Matches UIKit: intersects the current context's clip with the path.
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Makes corners from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension UIBezierPath: @MainActor CGPathConvertible {}
