/// A layer that draws a path, as Core Animation's `CAShapeLayer`.
///
/// Matches Core Animation: the path is in the layer's coordinates and may reach outside its
/// bounds; it is filled (black by default, with ``fillRule``), then stroked between
/// ``strokeStart`` and ``strokeEnd``. The path, colours, line width, stroke ends and dash phase
/// animate. The shape is drawn with cairo at the scale the tree is drawn at (the screen's, or a
/// snapshot's: `drawHierarchy(in:afterScreenUpdates:)` at 2x draws it at 2x) and kept until
/// something that shapes it, or that scale, changes.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.lineWidth = 8
/// ring.strokeEnd = 0.25
/// ```
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// Matches Core Animation: the shape; `nil` draws nothing. Animatable between paths with the
  /// same kinds of elements.
  open var path: CGPath? {
    get { modelState.shape.path }
    set { set(\.shape.path, newValue?.copy(), key: "path", property: nil) }
  }

  /// Matches Core Animation: the fill, black by default; `nil` fills nothing. Animatable.
  open var fillColor: CGColor? {
    get { modelState.shape.fillColor }
    set { set(\.shape.fillColor, newValue, key: "fillColor", property: nil) }
  }

  /// Matches Core Animation: the stroke colour; `nil` (the default) strokes nothing. Animatable.
  open var strokeColor: CGColor? {
    get { modelState.shape.strokeColor }
    set { set(\.shape.strokeColor, newValue, key: "strokeColor", property: nil) }
  }

  /// Matches Core Animation: the stroke width, 1 by default. Animatable.
  open var lineWidth: CGFloat {
    get { modelState.shape.lineWidth }
    set { set(\.shape.lineWidth, max(0, newValue), key: "lineWidth", property: nil) }
  }

  /// Matches Core Animation: where the stroke starts, as a fraction of the path's length.
  /// Animatable.
  open var strokeStart: CGFloat {
    get { modelState.shape.strokeStart }
    set { set(\.shape.strokeStart, min(max(newValue, 0), 1), key: "strokeStart", property: nil) }
  }

  /// Matches Core Animation: where the stroke ends, as a fraction of the path's length; 1 by
  /// default. Animatable: the classic progress ring.
  open var strokeEnd: CGFloat {
    get { modelState.shape.strokeEnd }
    set { set(\.shape.strokeEnd, min(max(newValue, 0), 1), key: "strokeEnd", property: nil) }
  }

  /// Matches Core Animation: how far into the dash pattern the stroke starts. Animatable.
  open var lineDashPhase: CGFloat {
    get { modelState.shape.lineDashPhase }
    set { set(\.shape.lineDashPhase, newValue, key: "lineDashPhase", property: nil) }
  }

  /// Matches Core Animation: the dash lengths, alternating on and off; `nil` strokes solid.
  /// Patterns longer than 1,024 lengths are cut, with a log.
  open var lineDashPattern: [NSNumber]? {
    get { modelState.shape.lineDashPattern?.map { NSNumber(value: Double($0)) } }
    set {
      set(
        \.shape.lineDashPattern, newValue?.map { CGFloat($0.doubleValue) },
        key: "lineDashPattern", property: nil)
    }
  }

  /// Matches Core Animation: the miter limit, 10 by default. Animatable.
  open var miterLimit: CGFloat {
    get { modelState.shape.miterLimit }
    set { set(\.shape.miterLimit, newValue, key: "miterLimit", property: nil) }
  }

  /// Matches Core Animation: the shape of line ends.
  open var lineCap: CAShapeLayerLineCap {
    get { CAShapeLayerLineCap(modelState.shape.lineCap) }
    set { set(\.shape.lineCap, newValue.cgLineCap, key: "lineCap", property: nil) }
  }

  /// Matches Core Animation: the shape of corners.
  open var lineJoin: CAShapeLayerLineJoin {
    get { CAShapeLayerLineJoin(modelState.shape.lineJoin) }
    set { set(\.shape.lineJoin, newValue.cgLineJoin, key: "lineJoin", property: nil) }
  }

  /// Matches Core Animation: how the inside of the path is decided.
  open var fillRule: CAShapeLayerFillRule {
    get { modelState.shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
    set {
      set(
        \.shape.fillRule, newValue == .evenOdd ? .evenOdd : .winding, key: "fillRule",
        property: nil)
    }
  }

  package override func contentItems(_ state: LayerState) -> [DisplayItem] {
    super.contentItems(state) + ShapeRasterizer.items(for: state.shape, slot: displayID)
  }
}

/// Draws a shape layer's path with cairo into a bitmap covering the path and its stroke.
@MainActor
enum ShapeRasterizer {
  static func items(for shape: LayerState.ShapeState, slot: UInt64) -> [DisplayItem] {
    guard let path = shape.path, !path.isEmpty else { return [] }
    let fills = (shape.fillColor?.alpha ?? 0) > 0
    let strokes =
      (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0
      && shape.strokeEnd > shape.strokeStart
    guard fills || strokes else { return [] }
    var box = path.boundingBoxOfPath
    if strokes {
      let reach = shape.lineWidth / 2 * (shape.lineJoin == .miter ? min(shape.miterLimit, 4) : 1)
      box = box.insetBy(dx: -reach - 1, dy: -reach - 1)
    }
    guard !box.isNull, box.width.isFinite, box.height.isFinite, box.width > 0, box.height > 0
    else { return [] }
    // A runaway path (coordinates in the millions) is drawn only where it can be seen.
    box = box.intersection(CGRect(x: -8192, y: -8192, width: 16384, height: 16384))
    guard !box.isNull, box.width > 0, box.height > 0 else { return [] }
    let scale = DisplayScale.current
    let context = CGContext(size: box.size, scale: scale)
    context.translateBy(x: -box.minX, y: -box.minY)
    if fills, let fill = shape.fillColor {
      context.setFillColor(fill)
      context.addPath(path)
      context.fillPath(using: shape.fillRule)
    }
    if strokes, let stroke = shape.strokeColor {
      context.setStrokeColor(stroke)
      context.setLineWidth(shape.lineWidth)
      context.setLineCap(shape.lineCap)
      context.setLineJoin(shape.lineJoin)
      context.setMiterLimit(shape.miterLimit)
      if let pattern = shape.lineDashPattern {
        context.setLineDash(phase: shape.lineDashPhase, lengths: pattern)
      }
      context.addPath(path.trimmed(from: shape.strokeStart, to: shape.strokeEnd))
      context.strokePath()
    }
    let rect = CGRect(
      origin: box.origin,
      size: CGSize(
        width: CGFloat(context.pixelWidth) / scale, height: CGFloat(context.pixelHeight) / scale))
    return [.image(ImageRun(bitmap: context.layerBitmap(), rect: rect, slot: slot))]
  }
}
