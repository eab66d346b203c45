/// The large content viewer's panel: a rounded, blurred square in the middle of its
/// superview, with the item's image above its title, as iOS draws it.
///
/// A template image is drawn in the label colour, as iOS draws it there (black, or white in
/// dark mode); any other image as it is.
///
/// Matches iOS's look closely, not exactly: the image fills an 80-point area when the item
/// scales it (at its own size otherwise, no larger than that area), the title is 28-point
/// text of up to three lines, and the panel is at least 150 points square.
@MainActor
final class LargeContentViewerView: UIView {
  private static let padding: CGFloat = 20
  private static let imageSide: CGFloat = 80
  private static let spacing: CGFloat = 10
  private static let minimumSide: CGFloat = 150

  private let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
  private let imageView = UIImageView()
  private let titleLabel = UILabel()
  /// The image's frame as the item asks for it (scaled or not, inset), within the image area.
  private var imageSize = CGSize.zero
  private var imageInsets = UIEdgeInsets.zero

  init() {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    background.layer.cornerRadius = 20
    background.clipsToBounds = true
    addSubview(background)
    imageView.tintColor = .label
    titleLabel.font = .systemFont(ofSize: 28)
    titleLabel.textColor = .label
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 3
    background.contentView.addSubview(imageView)
    background.contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("the large content viewer's panel is made by its interaction")
  }

  /// Shows `item`'s image and title, and centres the panel in its superview.
  func show(_ item: any UILargeContentViewerItem) {
    imageView.image = item.largeContentImage
    imageView.isHidden = item.largeContentImage == nil
    imageSize =
      item.largeContentImage.map { fitted($0.size, scaling: item.scalesLargeContentImage) }
      ?? .zero
    imageInsets = item.largeContentImageInsets
    titleLabel.text = item.largeContentTitle
    titleLabel.isHidden = item.largeContentTitle?.isEmpty ?? true
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// The image's size in the panel: scaled to fill the image area, or its own size no larger
  /// than the area; either keeps its proportions.
  private func fitted(_ size: CGSize, scaling: Bool) -> CGSize {
    guard size.width > 0, size.height > 0 else { return .zero }
    let side = Self.imageSide
    let scale =
      scaling
      ? min(side / size.width, side / size.height) : min(1, side / size.width, side / size.height)
    return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let host = superview else { return }
    let padding = Self.padding
    let hasImage = !imageView.isHidden
    let hasTitle = !titleLabel.isHidden
    let maximumTextWidth = max(0, min(host.bounds.width - 4 * padding, 300))
    let text =
      hasTitle
      ? titleLabel.sizeThatFits(CGSize(width: maximumTextWidth, height: .greatestFiniteMagnitude))
      : .zero
    let textSize = CGSize(width: min(ceil(text.width), maximumTextWidth), height: ceil(text.height))
    let imageArea = hasImage ? Self.imageSide : 0
    let contentWidth = max(imageArea, textSize.width)
    let contentHeight = imageArea + textSize.height + (hasImage && hasTitle ? Self.spacing : 0)
    let side = CGSize(
      width: max(Self.minimumSide, contentWidth + 2 * padding),
      height: max(Self.minimumSide, contentHeight + 2 * padding))
    frame = CGRect(
      x: ((host.bounds.width - side.width) / 2).rounded(),
      y: ((host.bounds.height - side.height) / 2).rounded(), width: side.width,
      height: side.height)
    background.frame = bounds
    var y = ((side.height - contentHeight) / 2).rounded()
    if hasImage {
      let area = CGRect(x: (side.width - imageArea) / 2, y: y, width: imageArea, height: imageArea)
      imageView.frame = CGRect(
        x: (area.midX - imageSize.width / 2).rounded(),
        y: (area.midY - imageSize.height / 2).rounded(), width: imageSize.width,
        height: imageSize.height
      ).inset(by: imageInsets)
      y += imageArea + Self.spacing
    }
    titleLabel.frame = CGRect(
      x: ((side.width - textSize.width) / 2).rounded(), y: y, width: textSize.width,
      height: textSize.height)
  }
}
