import Assets
import Synchronization

/// An immutable bitmap image with a scale: `size` is in points.
///
/// Matches UIKit: ``init(named:)`` looks in the bundled `Assets` images (or a given bundle)
/// and picks the `@2x`/`@3x` variant for the screen's scale when one exists; a missing image
/// gives `nil`. Here the miss is also logged, naming the files that were looked for, because a
/// silent `nil` is the classic cause of an empty image view.
open class UIImage: NSObject, @unchecked Sendable {
  /// The decoded pixels.
  public let bitmap: ImageBitmap
  /// Pixels per point.
  public let scale: CGFloat

  /// Matches UIKit: the edges that stay unscaled when the image fills a larger area; zero for
  /// an image that is not resizable. Set by `resizableImage(withCapInsets:resizingMode:)`.
  public internal(set) var capInsets: UIEdgeInsets = .zero
  /// Matches UIKit: how the inner parts of a resizable image fill their area.
  public internal(set) var resizingMode: ResizingMode = .tile
  /// Matches UIKit: whether the image draws as it is or as a template in the tint colour;
  /// `.automatic` lets where it is drawn decide. Set by ``withRenderingMode(_:)``.
  public internal(set) var renderingMode: RenderingMode = .automatic
  /// The nine parts of a resizable image, cut once when first drawn (images are shared across
  /// threads, so the cache is locked).
  let nineParts = Mutex<[ImageBitmap]?>(nil)
  /// The image tinted as a template, by colour (see `tinted(with:)`), locked for the same reason.
  let tints = Mutex<[DisplayColor: UIImage]>([:])

  /// Makes an image from decoded pixels; `scale` is pixels per point (at least 0.01).
  public init(bitmap: ImageBitmap, scale: CGFloat = 1) {
    self.bitmap = bitmap
    self.scale = max(scale, 0.01)
    super.init()
  }

  /// Matches UIKit: an empty image, zero points wide and high, that draws nothing.
  public convenience override init() {
    self.init(bitmap: ImageBitmap(width: 0, height: 0, pixels: []), scale: 1)
  }

  /// Matches UIKit: an image of a Core Graphics image's pixels at `scale` (orientation is
  /// accepted for source compatibility; images are drawn as stored).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(bitmap: cgImage.bitmap, scale: scale)
  }

  /// Matches UIKit: an image of a Core Graphics image's pixels at scale 1.
  public convenience init(cgImage: CGImage) {
    self.init(bitmap: cgImage.bitmap, scale: 1)
  }

  /// Matches UIKit: the image's pixels as a Core Graphics image.
  open var cgImage: CGImage? { CGImage(bitmap: bitmap) }

  /// Matches UIKit's `UIImage.Orientation`; images here are always drawn as stored.
  public enum Orientation: Int, Sendable {
    /// As stored.
    case up = 0
    /// Turned 180°.
    case down = 1
    /// Turned 90° counterclockwise.
    case left = 2
    /// Turned 90° clockwise.
    case right = 3
    /// Mirrored.
    case upMirrored = 4
    /// Mirrored and turned 180°.
    case downMirrored = 5
    /// Mirrored and turned 90° counterclockwise.
    case leftMirrored = 6
    /// Mirrored and turned 90° clockwise.
    case rightMirrored = 7
  }

  /// The image's size in points.
  open var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// Matches UIKit: the bundled image named `name`, at the screen's scale, or `nil` (logged) when
  /// there is none.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// Matches UIKit: the image named `name` in `bundle`'s resources (the bundled `Assets` images for
  /// `nil`), choosing the `@2x`/`@3x` variant for `traitCollection`'s display scale (the screen's
  /// for `nil`). Found images are cached.
  @preconcurrency @MainActor
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    let wanted = traitCollection.map { $0.displayScale } ?? UIScreen.main.scale
    guard
      let directory = bundle?.resourceURL ?? AssetCatalog.imagesDirectory,
      let image = UIImage.lookUp(name, in: directory, scale: wanted > 0 ? wanted : 1)
    else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale)
  }

  /// Matches UIKit: decodes a PNG or JPEG file, taking the scale from an `@2x` or `@3x` in its
  /// name; a missing or undecodable file gives `nil`, logged.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else {
      AssetDiagnostics.report("UIImage(contentsOfFile:): no file at '\(path)'")
      return nil
    }
    let scale = UIImage.scale(inFileName: (path as NSString).lastPathComponent)
    self.init(data: data, scale: scale, name: path)
  }

  /// Matches UIKit: decodes PNG or JPEG data at scale 1; undecodable data gives `nil`, logged.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1, name: "data")
  }

  /// Matches UIKit: decodes PNG or JPEG data at the given scale; undecodable data gives `nil`,
  /// logged.
  public convenience init?(data: Data, scale: CGFloat) {
    self.init(data: data, scale: scale, name: "data")
  }

  private convenience init?(data: Data, scale: CGFloat, name: String) {
    switch ImageCodec.decode(data, name: name) {
    case .success(let bitmap): self.init(bitmap: bitmap, scale: scale)
    case .failure(let failure):
      AssetDiagnostics.report(failure.description)
      return nil
    }
  }

  /// Matches UIKit: PNG data of the image's pixels.
  open func pngData() -> Data? { ImageCodec.pngData(bitmap) }

  /// Matches UIKit: JPEG data of the image's pixels; `compressionQuality` runs from 0 (smallest) to
  /// 1 (best).
  open func jpegData(compressionQuality: CGFloat) -> Data? {
    ImageCodec.jpegData(bitmap, quality: compressionQuality)
  }

  // MARK: Named lookup

  private static let cache = Mutex<[String: UIImage]>([:])

  /// Finds `name` in `directory`, preferring the variant for `scale`, and caches the result
  /// as UIKit does for named images.
  private static func lookUp(_ name: String, in directory: URL, scale: CGFloat) -> UIImage? {
    let key = "\(directory.path)/\(name)@\(scale)"
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let candidates = candidateFiles(for: name, scale: scale)
    for file in candidates {
      let path = directory.appendingPathComponent(file).path
      guard FileManager.default.fileExists(atPath: path) else { continue }
      guard let image = UIImage(contentsOfFile: path) else { return nil }
      cache.withLock { $0[key] = image }
      return image
    }
    AssetDiagnostics.report(
      "UIImage(named: \"\(name)\"): no such image in \(directory.path) "
        + "(looked for \(candidates.joined(separator: ", ")))")
    return nil
  }

  /// File names to try, best first: the wanted scale's variant, then 1x, then the others.
  static func candidateFiles(for name: String, scale: CGFloat) -> [String] {
    let nsName = name as NSString
    let base = nsName.pathExtension.isEmpty ? name : nsName.deletingPathExtension
    let extensions = nsName.pathExtension.isEmpty ? ["png", "jpg", "jpeg"] : [nsName.pathExtension]
    let wanted = max(1, Int(scale.rounded()))
    let scales = [wanted] + [1, 2, 3].filter { $0 != wanted }
    return scales.flatMap { s in
      extensions.map { s == 1 ? "\(base).\($0)" : "\(base)@\(s)x.\($0)" }
    }
  }

  /// The scale a file name declares with `@2x` or `@3x`.
  static func scale(inFileName file: String) -> CGFloat {
    let stem = (file as NSString).deletingPathExtension
    for candidate in [3, 2] where stem.hasSuffix("@\(candidate)x") { return CGFloat(candidate) }
    return 1
  }
}

extension UIImage: CGImageConvertible {}
