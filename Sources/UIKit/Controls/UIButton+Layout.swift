extension UIButton {
  // MARK: Images

  /// Matches UIKit: a state without its own image uses the normal one's, or `nil`.
  public func image(for state: State) -> UIImage? {
    images[state]
  }

  /// Matches UIKit: the image in the current state.
  public var currentImage: UIImage? { image(for: state) }

  /// Matches UIKit: the image stretched behind the title and image in one state.
  public func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages.set(image, for: state)
    refreshContentForImages()
  }

  /// Matches UIKit: a state without its own background image uses the normal one's.
  public func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state]
  }

  /// Matches UIKit: the background image in the current state.
  public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// Matches UIKit: the view that shows ``currentImage``, made when first asked for; its own
  /// properties may be changed.
  public var imageView: UIImageView? { ensureImageView() }

  private func ensureImageView() -> UIImageView {
    if let storedImageView { return storedImageView }
    let imageView = UIImageView()
    imageView.contentMode = .center
    contentHost.insertSubview(imageView, belowSubview: label)
    storedImageView = imageView
    return imageView
  }

  func refreshContentForImages() {
    refreshImage(tint: tintColor ?? .systemBlue, dims: isHighlighted)
    contentLayoutDidChange()
    setNeedsDisplay()
  }

  /// Shows the current image, tinted as a template (by default for a system button, always for
  /// a template image) and dimmed while pressed.
  func refreshImage(tint: UIColor, dims: Bool) {
    guard storedImageView != nil || currentImage != nil else { return }
    let imageView = ensureImageView()
    var image = currentImage
    if let original = image, original.drawsAsTemplate(byDefault: buttonType != .custom) {
      let color = isEnabled ? tint : .systemGray
      image = original.tinted(
        with: DisplayColor(color.resolvedColor(with: traitCollection).cgColor))
    }
    imageView.image = image
    imageView.alpha = dims ? 0.4 : 1
  }

  // MARK: Size and placement

  /// UIKit's empty button.
  static let emptySize = CGSize(width: 30, height: 34)
  /// The space UIKit leaves above and below a title.
  static let titlePadding: CGFloat = 6

  private var hasTitle: Bool { !(label.text ?? "").isEmpty }

  /// The title's and image's sizes, as laid out side by side.
  private var partSizes: (title: CGSize, image: CGSize) {
    let title = hasTitle ? label.intrinsicContentSize : .zero
    let image = configuration == nil ? currentImage?.size ?? buttonType.glyphSize ?? .zero : .zero
    return (title, image)
  }

  /// The size that fits the content: see `intrinsicContentSize`.
  var contentFittingSize: CGSize {
    if let configuration {
      let insets = configuration.contentInsets
      let text = hasTitle ? configurationTitleSize(insets: insets) : .zero
      return CGSize(
        width: text.width + insets.leading + insets.trailing,
        height: max(text.height + insets.top + insets.bottom, Self.emptySize.height))
    }
    let (title, image) = partSizes
    var size: CGSize
    if title == .zero && image == .zero {
      size = Self.emptySize
    } else {
      size = CGSize(
        width: title.width + image.width,
        height: max(image.height, title == .zero ? 0 : title.height + 2 * Self.titlePadding))
    }
    size.width += contentEdgeInsets.left + contentEdgeInsets.right
    size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
    return size
  }

  /// A configuration's title on one line, or, when Auto Layout has made the button narrower than
  /// that line, as tall as the title wrapped at the width inside the insets: matches iOS 15,
  /// whose configured buttons wrap their titles onto more lines (and grow taller) rather than
  /// truncate them, as a title at an accessibility text size needs. The width asked for stays
  /// the line's, so that a button given more room unwraps.
  private func configurationTitleSize(insets: NSDirectionalEdgeInsets) -> CGSize {
    let line = label.intrinsicContentSize
    let width = LayoutEngine.shared.laidOutWidth(of: self)
    guard width > 0 else { return line }
    let available = max(width - insets.leading - insets.trailing, 1)
    guard line.width > available + 0.5 else { return line }
    let wrapped = label.sizeThatFits(CGSize(width: available, height: 0))
    return CGSize(width: line.width, height: max(line.height, wrapped.height))
  }

  /// Places the title and image where ``titleRect(forContentRect:)`` and
  /// ``imageRect(forContentRect:)`` say, in ``contentRect(forBounds:)``, as UIKit's classic
  /// button lays out through those open methods; a configured button places its title inside
  /// the configuration's insets.
  func layOutContent() {
    if let configuration {
      let insets = configuration.contentInsets
      placeContent(
        title: CGRect(
          x: insets.leading, y: insets.top, width: bounds.width - insets.leading - insets.trailing,
          height: bounds.height - insets.top - insets.bottom), image: .zero)
      return
    }
    let content = contentRect(forBounds: bounds)
    placeContent(
      title: titleRect(forContentRect: content), image: imageRect(forContentRect: content))
  }

  /// The image, then the title after it, as one group aligned in `content` by
  /// ``contentHorizontalAlignment`` and ``contentVerticalAlignment``; each is then moved by its
  /// edge insets, as UIKit moves them (half an inset when centred).
  func defaultPartRects(in content: CGRect) -> (title: CGRect, image: CGRect) {
    var (title, image) = partSizes
    title.width = min(title.width, max(0, content.width - image.width))
    let horizontal = effectiveContentHorizontalAlignment
    let groupWidth = title.width + image.width
    let startX: CGFloat =
      switch horizontal {
      case .left, .fill, .leading: content.minX
      case .right, .trailing: content.maxX - groupWidth
      case .center: content.midX - groupWidth / 2
      }
    func y(for height: CGFloat) -> (CGFloat, CGFloat) {
      switch contentVerticalAlignment {
      case .top: (content.minY, height)
      case .bottom: (content.maxY - height, height)
      case .fill: (content.minY, content.height)
      case .center: (content.midY - height / 2, height)
      }
    }
    let imageY = y(for: image.height)
    let imageRect = CGRect(x: startX, y: imageY.0, width: image.width, height: imageY.1)
    // Matches UIKit: with no content insets, a title aligned to the top or bottom keeps the
    // padding that sizing gave it, so `sizeToFit()` then top alignment leaves the title where
    // centring puts it.
    var titleY = y(for: title.height)
    if title.height > 0, contentEdgeInsets == .zero {
      switch contentVerticalAlignment {
      case .top: titleY.0 += Self.titlePadding
      case .bottom: titleY.0 -= Self.titlePadding
      case .center, .fill: break
      }
    }
    let titleWidth = horizontal == .fill ? max(0, content.maxX - imageRect.maxX) : title.width
    let titleRect = CGRect(x: imageRect.maxX, y: titleY.0, width: titleWidth, height: titleY.1)
    return (
      onPixelGrid(moved(titleRect, by: titleEdgeInsets)),
      onPixelGrid(moved(imageRect, by: imageEdgeInsets))
    )
  }

  /// Matches UIKit: parts start on the screen's pixels, at the nearest one, half a pixel
  /// rounding down the screen and to the right. iOS logs a title 26.5 points tall centred in a
  /// 39-point button at y = 6.5 (2x), and one 21.6667 tall in a 40-point button at
  /// y = 9.33333 (3x): 6.25 and 9.1667 rounded to the nearest pixel, halves up.
  private func onPixelGrid(_ rect: CGRect) -> CGRect {
    let scale = max(traitCollection.displayScale, 1)
    func snapped(_ value: CGFloat) -> CGFloat {
      (value * scale + 0.5).rounded(.down) / scale
    }
    return CGRect(origin: CGPoint(x: snapped(rect.minX), y: snapped(rect.minY)), size: rect.size)
  }

  /// A part's rectangle moved by its edge insets: by the leading inset against the left, the
  /// trailing one against the right, and half their difference when centred.
  private func moved(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
    let dx: CGFloat =
      switch effectiveContentHorizontalAlignment {
      case .left, .leading: insets.left
      case .right, .trailing: -insets.right
      case .fill: insets.left
      case .center: (insets.left - insets.right) / 2
      }
    let dy: CGFloat =
      switch contentVerticalAlignment {
      case .top: insets.top
      case .bottom: -insets.bottom
      case .fill: insets.top
      case .center: (insets.top - insets.bottom) / 2
      }
    var moved = rect.offsetBy(dx: dx, dy: dy)
    if effectiveContentHorizontalAlignment == .fill {
      moved.size.width = max(0, rect.width - insets.left - insets.right)
    }
    if contentVerticalAlignment == .fill {
      moved.size.height = max(0, rect.height - insets.top - insets.bottom)
    }
    return moved
  }
}
