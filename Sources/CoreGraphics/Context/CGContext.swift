@_implementationOnly import CCairo

/// A drawing destination, as Core Graphics' `CGContext`, drawn with cairo.
///
/// Matches Core Graphics' model: a current transformation matrix (CTM), a path built in user
/// space and fixed in device space as it is built, and a graphics state (colours, line style,
/// alpha, blend mode, shadow, clip) saved and restored as a stack. Contexts that UIKit makes
/// (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`, `UIView.draw(_:)`,
/// `CALayer.draw(in:)`) are y-down with their origin at the top left and one unit per point;
/// a bitmap context made with ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)``
/// is y-up with one unit per pixel, as on iOS.
open class CGContext {
  struct GraphicsState {
    var ctm: CGAffineTransform
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
    var antialias = true
    var interpolation = CGInterpolationQuality.default
  }

  let cairo: OpaquePointer
  let surface: OpaquePointer
  /// The size of the backing store, in pixels.
  package let pixelWidth: Int
  /// The size of the backing store, in pixels.
  package let pixelHeight: Int
  /// The base transform: from user space at the start to pixels.
  let baseTransform: CGAffineTransform
  /// Whether y grows downwards in user space, as in UIKit's contexts.
  let isFlipped: Bool
  var state: GraphicsState
  var savedStates: [GraphicsState] = []
  /// The current path, in device pixels.
  var devicePath: [PathSegment] = []
  /// Whether anything has been drawn: a view whose `draw(_:)` draws nothing keeps no bitmap.
  package private(set) var hasDrawn = false

  /// The longest side of a backing store, in pixels; a larger one is cut to it (what lies
  /// beyond is clipped away).
  package static let maximumSide = 16384
  /// The most pixels a backing store holds (256 MB): a larger one keeps its width and loses
  /// rows from the bottom, which are clipped away.
  package static let maximumArea = 1 << 26

  /// A context of `pixelWidth × pixelHeight` pixels, transparent, whose user space is y-down
  /// points at `scale` pixels each: the context UIKit hands to drawing code. The size is held
  /// to ``maximumSide`` and ``maximumArea``.
  package init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
    let width = min(max(pixelWidth, 1), Self.maximumSide)
    let height = min(max(pixelHeight, 1), Self.maximumSide, Self.maximumArea / width)
    surface = SurfacePool.surface(width: Int32(width), height: Int32(height))
    cairo = cairo_create(surface)
    self.pixelWidth = width
    self.pixelHeight = height
    isFlipped = true
    baseTransform = CGAffineTransform(scaleX: scale, y: scale)
    state = GraphicsState(ctm: baseTransform)
  }

  /// A context covering `size` points at `scale` pixels each, its pixel size rounded up: the
  /// backing store of a view, a layer or an image renderer. A size of any magnitude (a view
  /// 10²⁰ points wide, an infinite or NaN length) gets a context held to the limits instead of
  /// trapping where the length becomes a whole number of pixels.
  package convenience init(size: CGSize, scale: CGFloat) {
    func pixels(_ points: CGFloat) -> Int {
      let length = (points * scale).rounded(.up)
      guard length > 1 else { return 1 }
      return length < CGFloat(Self.maximumSide) ? Int(length) : Self.maximumSide
    }
    self.init(pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), scale: scale)
  }

  /// Matches Core Graphics' bitmap context: `width × height` pixels, transparent, user space
  /// y-up in pixels. Pixels are kept in the context's own memory: `data` must be `nil` (a
  /// caller's buffer is not drawn into here; use ``makeImage()``). Sizes outside 1...16384
  /// give `nil`.
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    guard (1...16384).contains(width), (1...16384).contains(height) else { return nil }
    if data != nil {
      GraphicsLog.report(
        "CGContext: drawing into a caller's buffer is not supported; pass nil and use makeImage()")
    }
    surface = SurfacePool.surface(width: Int32(width), height: Int32(height))
    cairo = cairo_create(surface)
    pixelWidth = width
    pixelHeight = height
    isFlipped = false
    baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    state = GraphicsState(ctm: baseTransform)
  }

  deinit {
    cairo_destroy(cairo)
    SurfacePool.release(surface)
  }

  /// Matches Core Graphics: the width in pixels.
  public var width: Int { pixelWidth }
  /// Matches Core Graphics: the height in pixels.
  public var height: Int { pixelHeight }
  /// Matches Core Graphics: 8.
  public var bitsPerComponent: Int { 8 }
  /// Matches Core Graphics: bytes per row of the backing store.
  public var bytesPerRow: Int { pixelWidth * 4 }

  // MARK: Graphics state

  /// Matches Core Graphics: pushes a copy of the graphics state (clip included).
  public func saveGState() {
    savedStates.append(state)
    cairo_save(cairo)
  }

  /// Matches Core Graphics: pops the graphics state saved last; unbalanced calls are ignored.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
    cairo_restore(cairo)
  }

  /// Matches Core Graphics: the current transformation matrix, from user space to pixels.
  public var ctm: CGAffineTransform { state.ctm }

  /// Matches Core Graphics: scales user space.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    concatenate(CGAffineTransform(scaleX: sx, y: sy))
  }

  /// Matches Core Graphics: moves the origin of user space.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  /// Matches Core Graphics: rotates user space by `angle` radians.
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Matches Core Graphics: applies `transform` before the current CTM. Non-finite transforms are
  /// ignored with a log.
  public func concatenate(_ transform: CGAffineTransform) {
    guard
      [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        .allSatisfy(\.isFinite)
    else {
      GraphicsLog.report("CGContext: ignored a transform that is not finite")
      return
    }
    state.ctm = transform.concatenating(state.ctm)
  }

  /// Matches Core Graphics: the fill colour.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  /// Matches Core Graphics: the stroke colour.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

  /// Matches Core Graphics: the fill colour from sRGB components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Matches Core Graphics: the stroke colour from sRGB components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Matches Core Graphics: a grey fill colour.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(gray: gray, alpha: alpha)
  }

  /// Matches Core Graphics: a grey stroke colour.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(gray: gray, alpha: alpha)
  }

  /// Matches Core Graphics: the opacity multiplied into everything drawn, 0 to 1.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
  /// Matches Core Graphics: how drawing combines with what is there.
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

  /// Matches Core Graphics: the stroke width in user space; negative or non-finite widths are
  /// ignored.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite, width >= 0 else { return }
    state.lineWidth = width
  }

  /// Matches Core Graphics: the shape of line ends.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// Matches Core Graphics: the shape of corners.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  /// Matches Core Graphics: how long a miter may be before it is bevelled.
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  /// Matches Core Graphics: dashes for strokes, `lengths` alternating on and off from `phase`.
  /// An empty array (or one without a positive length) strokes solid.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.dash = (phase, lengths)
  }

  /// Matches Core Graphics: a shadow under everything drawn afterwards. The offset is not scaled
  /// by the CTM; in UIKit's contexts a positive height goes down.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, color.alpha > 0 else {
      state.shadow = nil
      return
    }
    state.shadow = (offset, max(0, blur), color)
  }

  /// Matches Core Graphics: a shadow in black at a third opacity.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
  }

  /// Matches Core Graphics: whether shapes are drawn antialiased.
  public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialias = shouldAntialias }
  /// Stored for source compatibility: antialiasing follows ``setShouldAntialias(_:)``.
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

  /// Matches Core Graphics: how scaled images are resampled.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolation }
    set { state.interpolation = newValue }
  }

  /// Matches Core Graphics: drawing here is immediate, so this does nothing.
  public func flush() {}

  // MARK: Pixels

  /// Matches Core Graphics: an image of what has been drawn.
  public func makeImage() -> CGImage? { CGImage(bitmap: bitmap()) }

  /// What has been drawn, as straight-alpha RGBA.
  package func bitmap() -> ImageBitmap {
    cairo_surface_flush(surface)
    return CairoPixels.bitmap(from: surface)
  }

  /// What has been drawn, for a layer's content, which only the host reads: the pixels stay
  /// in this context's surface and are converted when the host fills its texture (or when
  /// first read). Nothing may be drawn into the context afterwards.
  package func layerBitmap() -> ImageBitmap {
    ImageBitmap(deferred: SurfacePixels(surface: surface))
  }

  func markDrawn() { hasDrawn = true }
}
