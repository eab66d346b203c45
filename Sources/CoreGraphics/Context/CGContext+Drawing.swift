@_implementationOnly import CCairo

extension CGContext {
  // MARK: Paths

  /// Matches Core Graphics: fills the current path by `rule`, then discards it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    drawPath(using: rule == .winding ? .fill : .eoFill)
  }

  /// Matches Core Graphics: strokes the current path, then discards it.
  public func strokePath() { drawPath(using: .stroke) }

  /// Matches Core Graphics: fills and/or strokes the current path, then discards it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let path = devicePath
    devicePath = []
    guard !path.isEmpty else { return }
    let state = self.state
    perform { cr in
      if mode != .stroke {
        Self.setSource(cr, state.fillColor)
        Self.replay(path, on: cr)
        cairo_set_fill_rule(
          cr,
          mode == .eoFill || mode == .eoFillStroke
            ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
      }
      if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
        Self.stroke(path, state: state, on: cr)
      }
    }
  }

  /// Matches Core Graphics: fills a rectangle with the fill colour.
  public func fill(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    fillPath()
  }

  /// Matches Core Graphics: fills rectangles with the fill colour.
  public func fill(_ rects: [CGRect]) {
    beginPath()
    addRects(rects)
    fillPath()
  }

  /// Matches Core Graphics: strokes a rectangle's outline.
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    strokePath()
  }

  /// Matches Core Graphics: strokes a rectangle's outline `width` wide.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Matches Core Graphics: fills the ellipse inside `rect`.
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    fillPath()
  }

  /// Matches Core Graphics: strokes the ellipse inside `rect`.
  public func strokeEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    strokePath()
  }

  /// Matches Core Graphics: strokes separate lines between pairs of points.
  public func strokeLineSegments(between points: [CGPoint]) {
    beginPath()
    var index = 0
    while index + 1 < points.count {
      move(to: points[index])
      addLine(to: points[index + 1])
      index += 2
    }
    strokePath()
  }

  /// Matches Core Graphics: makes a rectangle transparent.
  public func clear(_ rect: CGRect) {
    let path = CGPath(rect: rect, transform: nil).segments.map { $0.applying(state.ctm) }
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    Self.replay(path, on: cairo)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  // MARK: Clipping

  /// Matches Core Graphics: intersects the clip with the current path, then discards it.
  public func clip(using rule: CGPathFillRule = .winding) {
    let path = devicePath
    devicePath = []
    Self.replay(path, on: cairo)
    cairo_set_fill_rule(
      cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cairo)
  }

  /// Matches Core Graphics: intersects the clip with a rectangle.
  public func clip(to rect: CGRect) { clip(to: [rect]) }

  /// Matches Core Graphics: intersects the clip with the union of rectangles.
  public func clip(to rects: [CGRect]) {
    let saved = devicePath
    beginPath()
    addRects(rects)
    clip()
    devicePath = saved
  }

  /// Matches iOS 16's `resetClip()`: the clip goes back to the whole context.
  public func resetClip() { cairo_reset_clip(cairo) }

  /// Matches Core Graphics: the clip's bounds in user space.
  public var boundingBoxOfClipPath: CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_identity_matrix(cairo)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(state.ctm.inverted())
  }

  // MARK: Images and gradients

  /// Matches Core Graphics: draws `image` scaled into `rect`. As in Core Graphics the image's
  /// first row lands at `rect.maxY` in user space, so in a y-down UIKit context it appears
  /// upside down; `UIImage.draw(in:)` draws it upright.
  public func draw(_ image: CGImage, in rect: CGRect) {
    guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0,
      let source = CairoPixels.surface(from: image.bitmap)
    else { return }
    defer { cairo_surface_destroy(source) }
    let imageToUser = CGAffineTransform(
      a: rect.width / CGFloat(image.width), b: 0, c: 0,
      d: -rect.height / CGFloat(image.height), tx: rect.minX, ty: rect.maxY)
    paint(source, through: imageToUser, clippedTo: rect)
  }

  /// Draws `image` upright into `rect` (its first row at `rect.minY` in a y-down context): what
  /// `UIImage.draw(in:)` does.
  package func drawUpright(_ image: CGImage, in rect: CGRect) {
    guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0,
      let source = CairoPixels.surface(from: image.bitmap)
    else { return }
    defer { cairo_surface_destroy(source) }
    let imageToUser = CGAffineTransform(
      a: rect.width / CGFloat(image.width), b: 0, c: 0,
      d: rect.height / CGFloat(image.height), tx: rect.minX, ty: rect.minY)
    paint(source, through: imageToUser, clippedTo: rect)
  }

  /// Fills `rect` with `color` wherever `alpha` (8-bit coverage, `width × height`, stretched over
  /// `rect`) covers it: how UIKit's string drawing lays glyphs into a context.
  package func fillMask(
    _ alpha: [UInt8], width: Int, height: Int, in rect: CGRect, color: CGColor
  ) {
    guard let mask = CairoPixels.alphaSurface(alpha, width: width, height: height) else { return }
    defer { cairo_surface_destroy(mask) }
    let maskToUser = CGAffineTransform(
      a: rect.width / CGFloat(width), b: 0, c: 0, d: rect.height / CGFloat(height),
      tx: rect.minX, ty: rect.minY)
    let toDevice = maskToUser.concatenating(state.ctm)
    perform { cr in
      Self.setSource(cr, color)
      var matrix = Self.cairoMatrix(toDevice)
      cairo_set_matrix(cr, &matrix)
      cairo_mask_surface(cr, mask, 0, 0)
    }
  }

  /// Matches Core Graphics: fills the clip with a gradient along the line from `start` to `end`.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else {
      return
    }
    fill(with: pattern, gradient: gradient, options: options)
  }

  /// Matches Core Graphics: fills the clip with a gradient between two circles.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    guard
      let pattern = cairo_pattern_create_radial(
        startCenter.x, startCenter.y, max(0, startRadius), endCenter.x, endCenter.y,
        max(0, endRadius))
    else { return }
    fill(with: pattern, gradient: gradient, options: options)
  }

  /// Fills the clip with a conic gradient around `center`, starting at `startAngle` and turning
  /// clockwise on a y-down screen: what `CAGradientLayer`'s `.conic` type draws.
  package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat) {
    guard let pattern = cairo_pattern_create_mesh() else { return }
    let radius = CGFloat(pixelWidth + pixelHeight) * 4
    let sectors = 96
    for index in 0..<sectors {
      let f0 = CGFloat(index) / CGFloat(sectors)
      let f1 = CGFloat(index + 1) / CGFloat(sectors)
      let a0 = startAngle + f0 * 2 * .pi
      let a1 = startAngle + f1 * 2 * .pi
      let c0 = Self.color(of: gradient, at: f0)
      let c1 = Self.color(of: gradient, at: f1)
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, center.x, center.y)
      cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
      cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
      cairo_mesh_pattern_line_to(pattern, center.x, center.y)
      for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(
          pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    let toDevice = state.ctm
    perform { cr in
      var matrix = Self.cairoMatrix(toDevice)
      cairo_set_matrix(cr, &matrix)
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
    }
    cairo_pattern_destroy(pattern)
  }

  private func fill(
    with pattern: OpaquePointer, gradient: CGGradient, options: CGGradientDrawingOptions
  ) {
    for (color, location) in zip(gradient.colors, gradient.locations) {
      cairo_pattern_add_color_stop_rgba(
        pattern, location, color.red, color.green, color.blue, color.alpha)
    }
    cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
    let toDevice = state.ctm
    perform { cr in
      var matrix = Self.cairoMatrix(toDevice)
      cairo_set_matrix(cr, &matrix)
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
    }
    cairo_pattern_destroy(pattern)
  }

  /// The gradient's colour at `fraction`, interpolated between its stops.
  static func color(of gradient: CGGradient, at fraction: CGFloat) -> CGColor {
    let stops = Array(zip(gradient.locations, gradient.colors))
    guard let first = stops.first else { return .clear }
    if fraction <= first.0 { return first.1 }
    for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.0 {
      let t = b.0 > a.0 ? (fraction - a.0) / (b.0 - a.0) : 1
      return CGColor(
        red: a.1.red + (b.1.red - a.1.red) * t, green: a.1.green + (b.1.green - a.1.green) * t,
        blue: a.1.blue + (b.1.blue - a.1.blue) * t, alpha: a.1.alpha + (b.1.alpha - a.1.alpha) * t)
    }
    return stops[stops.count - 1].1
  }

  private func paint(
    _ source: OpaquePointer, through imageToUser: CGAffineTransform, clippedTo rect: CGRect
  ) {
    let toDevice = imageToUser.concatenating(state.ctm)
    let clip = CGPath(rect: rect, transform: nil).segments.map { $0.applying(state.ctm) }
    let filter = state.interpolation.cairoFilter
    perform { cr in
      Self.replay(clip, on: cr)
      cairo_clip(cr)
      var matrix = Self.cairoMatrix(toDevice)
      cairo_set_matrix(cr, &matrix)
      cairo_set_source_surface(cr, source, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), filter)
      cairo_paint(cr)
    }
  }

  // MARK: Compositing

  /// Runs one drawing operation with the state's alpha, blend mode and shadow. The operation
  /// draws with an identity matrix onto the cairo context it is given and may change its state
  /// freely; it runs inside a save/restore.
  func perform(_ operation: (OpaquePointer) -> Void) {
    markDrawn()
    let alpha = state.alpha
    guard alpha > 0 else { return }
    let antialias = state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE
    if alpha >= 1 && state.shadow == nil {
      cairo_save(cairo)
      cairo_identity_matrix(cairo)
      cairo_set_antialias(cairo, antialias)
      cairo_set_operator(cairo, state.blendMode.cairoOperator)
      operation(cairo)
      cairo_restore(cairo)
      return
    }
    // Drawn apart first, so that the shadow comes from the operation's own alpha and the
    // opacity applies to the operation as a whole.
    guard
      let scratch = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else { return }
    defer { cairo_surface_destroy(scratch) }
    let scratchContext = cairo_create(scratch)
    cairo_set_antialias(scratchContext, antialias)
    operation(scratchContext!)
    cairo_destroy(scratchContext)
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_operator(cairo, state.blendMode.cairoOperator)
    if let shadow = state.shadow {
      let scale = (abs(baseTransform.a * baseTransform.d - baseTransform.b * baseTransform.c))
        .squareRoot()
      let blurred = CairoPixels.blurAlpha(scratch, sigma: shadow.blur * scale / 2)
      if let mask = CairoPixels.alphaSurface(blurred, width: pixelWidth, height: pixelHeight) {
        let dy = shadow.offset.height * scale * (isFlipped ? 1 : -1)
        Self.setSource(cairo, shadow.color, alpha: alpha)
        cairo_mask_surface(cairo, mask, shadow.offset.width * scale, dy)
        cairo_surface_destroy(mask)
      }
    }
    cairo_set_source_surface(cairo, scratch, 0, 0)
    cairo_paint_with_alpha(cairo, alpha)
    cairo_restore(cairo)
  }

  static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat = 1) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
  }

  /// Adds device-space segments to a cairo context's path (whose matrix is the identity).
  static func replay(_ segments: [PathSegment], on cr: OpaquePointer) {
    cairo_new_path(cr)
    var current = CGPoint.zero
    for segment in segments {
      switch segment {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quad(let c, let p):
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .cubic(let c1, let c2, let p):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .close:
        cairo_close_path(cr)
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        current = CGPoint(x: x, y: y)
      }
    }
  }

  /// Strokes device-space segments with the state's line style, which is in user space.
  static func stroke(_ segments: [PathSegment], state: GraphicsState, on cr: OpaquePointer) {
    setSource(cr, state.strokeColor)
    replay(segments, on: cr)
    var matrix = cairoMatrix(state.ctm)
    cairo_set_matrix(cr, &matrix)
    cairo_set_line_width(cr, state.lineWidth)
    cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(state.lineCap.rawValue)))
    cairo_set_line_join(cr, cairo_line_join_t(UInt32(state.lineJoin.rawValue)))
    cairo_set_miter_limit(cr, state.miterLimit)
    let lengths = state.dash.lengths
    if lengths.contains(where: { $0 > 0 }), lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) {
      if lengths.count > 1024 {
        GraphicsLog.report(
          "CGContext: a dash pattern of \(lengths.count) lengths was cut to its first 1024")
      }
      let kept = lengths.prefix(1024).map { Double($0) }
      cairo_set_dash(cr, kept, Int32(kept.count), state.dash.phase)
    }
    cairo_stroke(cr)
  }

  static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
  }
}
