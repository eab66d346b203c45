/// A view that shows an image, fitted to its bounds by ``UIView/contentMode``.
///
/// Matches UIKit: the intrinsic size is the image's size in points, and user interaction is
/// off by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown; changing it redraws and invalidates the intrinsic size.
  open var image: UIImage? {
    didSet {
      guard oldValue !== image else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// Matches UIKit: a view sized to the image, with user interaction off.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Makes an empty image view, with user interaction off.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's image and content mode
  /// (an empty image view for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    (coder as? NibDecoder)?.decodeView(self)
  }

  /// Matches UIKit: the image's size in points, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size in points, whatever size is offered; zero without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    guard let image, image.size.width > 0, image.size.height > 0 else { return }
    let rect = ImagePlacement.rect(for: image.size, in: bounds, mode: contentMode)
    let overflows = !bounds.contains(rect.integral)
    // Matches UIKit: aspect-fill and the unscaled modes spill over unless the view clips;
    // the clip here only keeps the drawing inside the layer when the view asks for it.
    if overflows && clipsToBounds { items.append(.pushClip(bounds)) }
    items.append(.image(ImageRun(bitmap: image.bitmap, rect: rect)))
    if overflows && clipsToBounds { items.append(.popClip) }
  }
}

/// Where `UIView.ContentMode` puts content of a given size inside bounds.
enum ImagePlacement {
  static func rect(for size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
    switch mode {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let scaled = CGSize(width: size.width * s, height: size.height * s)
      return CGRect(
        x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
        width: scaled.width, height: scaled.height)
    default:
      let x: CGFloat =
        switch mode {
        case .left, .topLeft, .bottomLeft: bounds.minX
        case .right, .topRight, .bottomRight: bounds.maxX - size.width
        default: bounds.midX - size.width / 2
        }
      let y: CGFloat =
        switch mode {
        case .top, .topLeft, .topRight: bounds.minY
        case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
        default: bounds.midY - size.height / 2
        }
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}
