/// Makes images by drawing: the UIKit way to snapshot views headless.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(bounds: window.bounds)
/// let png = renderer.pngData { _ in window.drawHierarchy(in: window.bounds, afterScreenUpdates: true) }
/// ```
///
/// Matches UIKit's API. Drawing is recorded as a display list and rasterised by the
/// application's ``DisplayListRasterizer`` (the SDL host installs one when it starts; tests call
/// `SDLRasterizer.install()`), so snapshots show exactly what a window would. Core Graphics
/// contexts do not exist here: `drawHierarchy`, `fill` and `stroke` are what can be drawn.
@MainActor
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
    UIGraphicsImageRendererContext.stack.append(context)
    actions(context)
    UIGraphicsImageRendererContext.stack.removeLast()
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

  /// Rasterises recorded items into an image of the renderer's size.
  func rasterize(_ items: [DisplayItem]) -> UIImage {
    let size = bounds.size
    let content = items.map { $0.offsetBy(dx: -bounds.minX, dy: -bounds.minY) }
    guard let rasterizer = UIApplication.shared.rasterizer else {
      AssetDiagnostics.report(
        "UIGraphicsImageRenderer: no rasterizer is installed, so the image is blank. The SDL "
          + "host installs one when it starts; in tests, import SDLHost and call "
          + "SDLRasterizer.install().")
      return UIImage(bitmap: Self.blank(size: size, scale: format.scale), scale: format.scale)
    }
    let bitmap =
      rasterizer.rasterize(DisplayList(items: content), size: size, scale: format.scale)
      ?? Self.blank(size: size, scale: format.scale)
    return UIImage(bitmap: bitmap, scale: format.scale)
  }

  private static func blank(size: CGSize, scale: CGFloat) -> ImageBitmap {
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    return ImageBitmap(
      width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
  }
}

/// The scale and opacity of images a renderer makes.
@MainActor
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
@MainActor
open class UIGraphicsImageRendererContext {
  /// The context of the innermost `image(actions:)` being run.
  static var stack: [UIGraphicsImageRendererContext] = []
  static var current: UIGraphicsImageRendererContext? { stack.last }

  private unowned let renderer: UIGraphicsImageRenderer
  var items: [DisplayItem] = []
  var fillColor = DisplayColor(red: 0, green: 0, blue: 0, alpha: 1)
  var strokeColor = DisplayColor(red: 0, green: 0, blue: 0, alpha: 1)

  init(renderer: UIGraphicsImageRenderer) {
    self.renderer = renderer
  }

  /// The format of the renderer this context draws for.
  public var format: UIGraphicsImageRendererFormat { renderer.format }

  /// What has been drawn so far.
  open var currentImage: UIImage { renderer.rasterize(items) }

  /// Fills a rectangle with the colour last set with `UIColor.setFill()`.
  open func fill(_ rect: CGRect) {
    items.append(.fill(rect, fillColor))
  }

  /// Outlines a rectangle, one point wide, with the colour last set with `setStroke()`.
  open func stroke(_ rect: CGRect) {
    items.append(.border(rect, cornerRadius: 0, width: 1, strokeColor))
  }
}

extension UIColor {
  /// Makes this the fill colour of the current image renderer context.
  @MainActor public func setFill() {
    UIGraphicsImageRendererContext.current?.fillColor = DisplayColor(cgColor)
  }

  /// Makes this the stroke colour of the current image renderer context.
  @MainActor public func setStroke() {
    UIGraphicsImageRendererContext.current?.strokeColor = DisplayColor(cgColor)
  }

  /// Sets both the fill and the stroke colour.
  @MainActor public func set() {
    setFill()
    setStroke()
  }
}

extension UIView {
  /// Draws the view and its subtree, as they look on screen, into `rect` of the current image
  /// renderer context. Returns `false` when there is no context to draw into.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsImageRendererContext.current else { return false }
    if afterUpdates { layoutIfNeeded() }
    let bounds = self.bounds
    guard bounds.width > 0, bounds.height > 0 else { return true }
    let mapping = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(
        CGAffineTransform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height)
      )
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    context.items.append(
      .layer(
        CompositedLayer(
          id: displayID, version: DisplayStamp.next(), contentRect: bounds, transform: mapping,
          opacity: 1, cornerRadius: 0,
          content: DisplayList(items: DisplayListBuilder.items(of: self)))))
    return true
  }
}
