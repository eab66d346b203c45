/// One row of the More list: the tab's image, its title, a chevron, and a separator below.
@MainActor
final class MoreListRow: UIControl {
  private let icon = UIImageView()
  private let titleLabel = UILabel()
  private let chevron = UILabel()
  private let separator = UIView()
  private let item: UITabBarItem

  init(item: UITabBarItem, onSelect: @escaping () -> Void) {
    self.item = item
    super.init(frame: .zero)
    icon.contentMode = .center
    refreshIcon()
    titleLabel.text = item.title
    titleLabel.font = .systemFont(ofSize: 17)
    chevron.text = ">"
    chevron.font = .systemFont(ofSize: 17)
    chevron.textColor = .tertiaryLabel
    separator.backgroundColor = .separator
    for view in [icon, titleLabel, chevron, separator] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    addAction(UIAction { _ in onSelect() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("More list rows are made by the list")
  }

  override func controlStateDidChange() {
    super.controlStateDidChange()
    backgroundColor = isHighlighted ? .systemGray5 : nil
  }

  /// Matches UIKit: the list draws the tabs' images in the tint colour, unless an image asks
  /// to be drawn as it is.
  private func refreshIcon() {
    let color = DisplayColor(tintColor.resolvedColor(with: traitCollection).cgColor)
    icon.image = item.image.map {
      $0.drawsAsTemplate(byDefault: true) ? $0.tinted(with: color) : $0
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    refreshIcon()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    icon.frame = CGRect(x: 16, y: (height - 30) / 2, width: 30, height: 30)
    titleLabel.frame = CGRect(x: 60, y: 0, width: bounds.width - 100, height: height)
    chevron.frame = CGRect(x: bounds.width - 28, y: 0, width: 16, height: height)
    let pixel = 1 / max(traitCollection.displayScale, 1)
    separator.frame = CGRect(x: 60, y: height - pixel, width: bounds.width - 60, height: pixel)
  }
}
