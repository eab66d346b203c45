/// One action's button: its colour, with its image above its title in white.
@MainActor
final class SwipeActionButton: UIControl {
  let action: UIContextualAction
  private let titleLabel = UILabel()
  private let imageView = UIImageView()
  let naturalWidth: CGFloat

  init(action: UIContextualAction, onTap: @escaping (UIContextualAction, UIView) -> Void) {
    self.action = action
    titleLabel.text = action.title
    titleLabel.font = .systemFont(ofSize: 15)
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    imageView.image = action.image
    imageView.tintColor = .white
    let titleSize = titleLabel.intrinsicContentSize
    let imageSize = action.image?.size ?? .zero
    naturalWidth = max(
      SwipeActionPullView.minimumButtonWidth,
      (max(titleSize.width, imageSize.width) + 2 * SwipeActionPullView.buttonPadding).rounded(.up))
    super.init(frame: .zero)
    backgroundColor = action.backgroundColor
    clipsToBounds = true
    if action.image != nil { addSubview(imageView) }
    if action.title != nil { addSubview(titleLabel) }
    addAction(UIAction { [unowned self] _ in onTap(self.action, self) }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  /// Centres the image and title in a natural-width box at the edge next to the row, so they
  /// stay by the row as the button stretches.
  func layOutContent(innerEdgeIsLeft: Bool) {
    let boxWidth = min(naturalWidth, bounds.width)
    let boxX = innerEdgeIsLeft ? 0 : bounds.width - boxWidth
    let titleSize = action.title == nil ? .zero : titleLabel.intrinsicContentSize
    let imageSize = action.image?.size ?? .zero
    let gap: CGFloat = action.title != nil && action.image != nil ? 4 : 0
    var y = ((bounds.height - titleSize.height - imageSize.height - gap) / 2).rounded()
    let midX = boxX + boxWidth / 2
    imageView.frame = CGRect(
      x: (midX - imageSize.width / 2).rounded(), y: y, width: imageSize.width,
      height: imageSize.height)
    y += imageSize.height + gap
    titleLabel.frame = CGRect(
      x: (midX - titleSize.width / 2).rounded(), y: y, width: titleSize.width.rounded(.up),
      height: titleSize.height.rounded(.up))
  }
}
