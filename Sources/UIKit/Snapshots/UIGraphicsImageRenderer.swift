/// Makes images by drawing: the UIKit way to snapshot views headless.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(bounds: window.bounds)
/// let png = renderer.pngData { _ in window.drawHierarchy(in: window.bounds, afterScreenUpdates: true) }
/// ```
///
/// Matches UIKit's API: `actions` draw into a Core Graphics context (``UIGraphicsImageRendererContext/cgContext``,
/// also current for `UIGraphicsGetCurrentContext()`, `UIBezierPath` and string drawing), y-down
/// in points. `drawHierarchy` renders views through the application's
/// ``DisplayListRasterizer`` (the SDL host installs one when it starts; tests call
/// `SDLRasterizer.install()`), so snapshots show exactly what a window would.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
  /// The scale images are made at.
  public let format: UIGraphicsImageRendererFormat
  /// The area drawn, in the coordinates the actions draw in; images are its size.
  public let bounds: CGRect

  /// Matches UIKit: a renderer for `bounds` with the given format.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Matches UIKit: a renderer for `bounds` at the main screen's scale.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// Matches UIKit: a renderer for a rectangle of `size` at the origin, with the given format.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// Matches UIKit: a renderer for a rectangle of `size` at the origin, at the main screen's scale.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// Runs `actions` with a fresh context and returns what it drew.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(renderer: self)
    UIGraphicsPushContext(context.cgContext)
    actions(context)
    UIGraphicsPopContext()
    return context.currentImage
  }

  /// Matches UIKit: PNG data of what `actions` draw (empty if encoding fails).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Matches UIKit: JPEG data of what `actions` draw, at a quality from 0 to 1 (empty if encoding
  /// fails).
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
  }
}

/// The scale and opacity of images a renderer makes.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
  /// Pixels per point; by default the main screen's.
  open var scale: CGFloat
  /// Stored for source compatibility; images always keep their alpha channel, and untouched pixels
  /// are transparent.
  open var opaque = false

  /// Makes a format at the main screen's scale.
  public init() {
    scale = UIScreen.main.scale
  }

  /// Matches UIKit: a new format at the main screen's scale.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// Where an image renderer's `actions` draw.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
  private unowned let renderer: UIGraphicsImageRenderer
  /// Matches UIKit: the Core Graphics context the actions draw into, y-down in points with its
  /// origin at the renderer's bounds' origin.
  public let cgContext: CGContext

  init(renderer: UIGraphicsImageRenderer) {
    self.renderer = renderer
    let scale = renderer.format.scale
    cgContext = CGContext(size: renderer.bounds.size, scale: scale)
    cgContext.translateBy(x: -renderer.bounds.minX, y: -renderer.bounds.minY)
  }

  /// The format of the renderer this context draws for.
  public var format: UIGraphicsImageRendererFormat { renderer.format }

  /// What has been drawn so far.
  open var currentImage: UIImage {
    UIImage(bitmap: cgContext.bitmap(), scale: renderer.format.scale)
  }

  /// Fills a rectangle with the current fill colour.
  open func fill(_ rect: CGRect) {
    cgContext.fill(rect)
  }

  /// Matches UIKit: fills a rectangle with the current fill colour in `blendMode`.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Outlines a rectangle, one point wide, inside its edge, with the current stroke colour.
  open func stroke(_ rect: CGRect) {
    cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
  }

  /// Matches UIKit: clips further drawing to `rect`.
  open func clip(to rect: CGRect) {
    cgContext.clip(to: rect)
  }
}

extension UIColor {
  /// Matches UIKit: makes this the fill colour of the current context.
  @preconcurrency @MainActor public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Matches UIKit: makes this the stroke colour of the current context.
  @preconcurrency @MainActor public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Matches UIKit: sets both the fill and the stroke colour.
  @preconcurrency @MainActor public func set() {
    setFill()
    setStroke()
  }
}

extension UIView {
  /// Draws the view and its subtree, as they look on screen, into `rect` of the current image
  /// renderer context. Returns `false` when there is no context to draw into.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if afterUpdates { layoutIfNeeded() }
    let bounds = self.bounds
    guard bounds.width > 0, bounds.height > 0 else { return true }
    let scale = max(context.ctm.a, context.ctm.d, 1)
    // Shapes, gradients and shadows are drawn at the image's scale, not the screen's.
    let items = DisplayScale.building(at: scale) { DisplayListBuilder.items(of: layer) }
    let content = CompositedLayer(
      id: displayID, version: DisplayStamp.next(), contentRect: bounds,
      transform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY), opacity: 1,
      cornerRadius: 0, content: DisplayList(items: items))
    guard
      let bitmap = UIApplication.shared.rasterizer?.rasterize(
        DisplayList(items: [.layer(content)]), size: bounds.size, scale: scale)
    else {
      AssetDiagnostics.report(
        "drawHierarchy: no rasterizer is installed, so the view draws blank. The SDL host "
          + "installs one when it starts; in tests, import SDLHost and call "
          + "SDLRasterizer.install().")
      return true
    }
    context.drawUpright(CGImage(bitmap: bitmap), in: rect)
    return true
  }
}
