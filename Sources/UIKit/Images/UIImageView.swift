/// A view that shows an image, fitted to its bounds by ``UIView/contentMode``.
///
/// Matches UIKit: the intrinsic size is the image's size in points, and user interaction is
/// off by default. A template image (``UIImage/RenderingMode/alwaysTemplate``) is drawn in the
/// view's ``UIView/tintColor``; any other as it is.
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

  /// Matches UIKit: the image shown while ``isHighlighted`` is true; `nil` shows ``image``.
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted { setNeedsDisplay() } }
  }

  /// Matches UIKit: whether the view shows ``highlightedImage``.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }

  /// Matches UIKit: the images ``startAnimating()`` cycles through, in order. Setting them
  /// does not start an animation.
  open var animationImages: [UIImage]?

  /// Matches UIKit: the time one pass through ``animationImages`` takes; 0, the default, is
  /// 1/30 s an image.
  open var animationDuration: TimeInterval = 0

  /// Matches UIKit: how many passes the animation makes; 0, the default, repeats until
  /// ``stopAnimating()``.
  open var animationRepeatCount = 0

  /// Matches UIKit: whether the animation is running.
  open var isAnimating: Bool { animationLink != nil }

  /// Matches UIKit: shows ``animationImages`` one after another, each for an equal share of
  /// ``animationDuration``, from the next frame; nothing happens without images.
  open func startAnimating() {
    guard !isAnimating, let images = animationImages, !images.isEmpty else { return }
    startAnimationLink()
  }

  /// Matches UIKit: ends the animation, and the view shows ``image`` again.
  open func stopAnimating() {
    animationLink?.invalidate()
    animationLink = nil
    animationStart = nil
    guard animationFrame != nil else { return }
    animationFrame = nil
    setNeedsDisplay()
  }

  /// The link that runs the animation, while it runs.
  var animationLink: CADisplayLink?
  /// The frame time the animation's first pass started at.
  var animationStart: TimeInterval?
  /// The index of the animation's image shown; `nil` when no animation shows.
  var animationFrame: Int?

  /// Matches UIKit: a view sized to the image, with user interaction off.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    setUpImageView()
  }

  /// Matches UIKit: a view sized to `image`, showing `highlightedImage` while highlighted.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Makes an empty image view, with user interaction off.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpImageView()
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's image and content mode
  /// (an empty image view for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUpImageView()
    (coder as? NibDecoder)?.decodeView(self)
  }

  /// Matches UIKit: user interaction off, and not opaque, as iOS prints image views
  /// (`<UIImageView; frame = (0 0; 25 24); clipsToBounds = YES; opaque = NO;
  /// userInteractionEnabled = NO; layer = <CALayer>>` in swift-snapshot-testing's iOS
  /// recording `testUIView.recursiveDescription`).
  private func setUpImageView() {
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// Matches UIKit: the image's size in points, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size in points, whatever size is offered; zero without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  /// Matches UIKit: a template image follows the tint colour.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if image?.drawsAsTemplate(byDefault: false) == true { setNeedsDisplay() }
  }

  /// Matches UIKit: a template image's tint follows the appearance (a dynamic colour).
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if image?.drawsAsTemplate(byDefault: false) == true { setNeedsDisplay() }
  }

  /// The image as drawn: a template in the tint colour, or as it is.
  private func shownImage(_ image: UIImage) -> UIImage {
    guard image.drawsAsTemplate(byDefault: false) else { return image }
    return image.tinted(with: DisplayColor(tintColor.resolvedColor(with: traitCollection).cgColor))
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    guard let image = displayedImage.map(shownImage), image.size.width > 0, image.size.height > 0
    else { return }
    let rect = ImagePlacement.rect(
      for: image.size, in: bounds, gravity: contentMode.contentsGravity)
    let overflows = !bounds.contains(rect.integral)
    // Matches UIKit: aspect-fill and the unscaled modes spill over unless the view clips;
    // the clip here only keeps the drawing inside the layer when the view asks for it.
    if overflows && clipsToBounds { items.append(.pushClip(bounds)) }
    items += image.displayItems(filling: rect)
    if overflows && clipsToBounds { items.append(.popClip) }
  }
}
