/// The control that shows one ``UITabBarItem`` in a tab bar: its image (or a stand-in for a
/// system item's symbol) in the icon colour, its title, and its badge. A click, or Return while
/// it has keyboard focus, selects it.
///
/// Matches UIKit's layouts: stacked (a 30-point image area over a 10-point title) in compact
/// width, inline (image beside a 13-point title) in regular width.
@MainActor
final class TabBarButton: UIControl {
  let item: UITabBarItem
  /// Whether the image sits above the title (compact width) or beside it.
  var isStacked = true {
    didSet {
      guard isStacked != oldValue else { return }
      refresh()
    }
  }
  private let iconView = TabBarImageView()
  private let titleLabel = TabBarButtonLabel()
  private let badge = TabBarBadgeView()
  private unowned let bar: UITabBar

  init(item: UITabBarItem, bar: UITabBar) {
    self.item = item
    self.bar = bar
    super.init(frame: .zero)
    titleLabel.textAlignment = .center
    badge.textAlignment = .center
    badge.font = .systemFont(ofSize: 13)
    badge.clipsToBounds = true
    badge.isUserInteractionEnabled = false
    for view in [iconView, titleLabel] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    addAction(
      UIAction { [unowned self] _ in self.bar.userDidSelect(self.item) }, for: .touchUpInside)
    refresh()
  }

  required init?(coder: NSCoder) {
    fatalError("tab bar buttons are made by their bar")
  }

  /// The item's look in its state, from the item's appearance or the bar's.
  private var stateAppearance: UITabBarItemStateAppearance {
    let appearance = item.standardAppearance ?? bar.standardAppearance
    let layout = appearance.itemAppearance(
      stacked: isStacked, compactHeight: traitCollection.verticalSizeClass == .compact)
    if !item.isEnabled { return layout.disabled }
    return isSelected ? layout.selected : layout.normal
  }

  /// Reads the item, the bar's colours and the appearance again.
  func refresh() {
    let state = stateAppearance
    let traits = traitCollection
    let fallback: UIColor =
      !item.isEnabled
      ? .tertiaryLabel : isSelected ? bar.tintColor : bar.unselectedItemTintColor ?? .systemGray
    let iconColor = (state.iconColor ?? fallback).resolvedColor(with: traits)
    let shown = isSelected ? item.selectedImage ?? item.image : item.image
    // Matches UIKit: a tab's image is a template unless it asks to be drawn as it is.
    iconView.image = shown.map {
      $0.drawsAsTemplate(byDefault: true) ? $0.tinted(with: DisplayColor(iconColor.cgColor)) : $0
    }
    iconView.systemItem = shown == nil ? item.systemItem : nil
    iconView.color = iconColor
    titleLabel.text = item.title
    let itemAttributes = item.effectiveTitleTextAttributes(
      for: !item.isEnabled ? .disabled : isSelected ? .selected : .normal)
    titleLabel.textColor =
      itemAttributes[.foregroundColor] as? UIColor ?? state.titleColor ?? iconColor
    titleLabel.font =
      itemAttributes[.font] as? UIFont ?? state.titleFont
      ?? .systemFont(ofSize: isStacked ? 10 : 13, weight: .medium)
    // Matches iOS: the badge view is in the button, after the title, only while there is a badge.
    if item.badgeValue == nil {
      badge.removeFromSuperview()
    } else if badge.superview !== self {
      addSubview(badge)
    }
    badge.text = item.badgeValue
    badge.textColor = state.badgeTextColor ?? .white
    badge.backgroundColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
    showLargeContent(of: item, image: shown)
    setNeedsLayout()
  }

  /// The width the button wants in an inline layout.
  var inlineWidth: CGFloat {
    let image = iconView.image?.size.width ?? (iconView.systemItem == nil ? 0 : 25)
    let title = titleLabel.intrinsicContentSize.width
    return image + (image > 0 && title > 0 ? 6 : 0) + title + 24
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let imageSize = iconView.image?.size ?? CGSize(width: 25, height: 25)
    let title = titleLabel.intrinsicContentSize
    let imageFrame: CGRect
    if isStacked {
      imageFrame = CGRect(
        x: ((bounds.width - imageSize.width) / 2).rounded(),
        y: (4 + (30 - imageSize.height) / 2).rounded(), width: imageSize.width,
        height: imageSize.height)
      titleLabel.frame = CGRect(x: 0, y: 35, width: bounds.width, height: ceil(title.height))
    } else {
      let hasImage = iconView.image != nil || iconView.systemItem != nil
      let total = (hasImage ? imageSize.width + 6 : 0) + title.width
      let left = ((bounds.width - total) / 2).rounded()
      imageFrame = CGRect(
        x: left, y: ((bounds.height - imageSize.height) / 2).rounded(), width: imageSize.width,
        height: imageSize.height)
      titleLabel.frame = CGRect(
        x: left + (hasImage ? imageSize.width + 6 : 0),
        y: ((bounds.height - title.height) / 2).rounded(), width: ceil(title.width),
        height: ceil(title.height))
    }
    iconView.frame = imageFrame
    layOutBadge(beside: imageFrame)
  }

  /// Matches UIKit: the badge's left edge sits near the image's horizontal centre, its middle
  /// at the image's top; an empty badge is a small dot.
  private func layOutBadge(beside image: CGRect) {
    let text = badge.text ?? ""
    let height: CGFloat = text.isEmpty ? 8 : 18
    let width = text.isEmpty ? 8 : max(height, ceil(badge.intrinsicContentSize.width) + 10)
    badge.frame = CGRect(
      x: image.midX + (text.isEmpty ? 6 : 4), y: image.minY - height / 2 + 2, width: width,
      height: height)
    badge.layer.cornerRadius = height / 2
  }

  override func controlStateDidChange() {
    super.controlStateDidChange()
    refresh()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    refresh()
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    refresh()
  }
}
