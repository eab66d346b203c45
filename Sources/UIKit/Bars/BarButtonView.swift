/// The button that shows a ``UIBarButtonItem`` in a bar: its title (bold for `.done`) or
/// image in the tint colour, dimmed while pressed or disabled. A click performs the item's
/// primary action, or shows its menu.
///
/// It prints as iOS's `_UIButtonBarButton`, and shows its title or image inside a
/// ``ModernBarButton`` (`_UIModernBarButton`), as iOS 13 and 17 logs nest them.
@MainActor
final class BarButtonView: UIButton {
  let item: UIBarButtonItem
  /// The `_UIModernBarButton` the title or image is in.
  private let modern = ModernBarButton()
  /// The room a navigation bar leaves on a title's trailing side when it pads that edge,
  /// inside the title's `_UIModernBarButton` (see `NavigationBarContent`).
  static let titleTrailingInset: CGFloat = 3
  /// How far the `_UIModernBarButton` reaches past the title's trailing edge:
  /// ``titleTrailingInset`` or 0.
  var trailingInsetInModernButton: CGFloat = 0 {
    didSet { if trailingInsetInModernButton != oldValue { setNeedsLayout() } }
  }

  /// The room left and right of the title or image, in points: 12 on each side in a toolbar;
  /// a navigation bar gives its buttons iOS's (see `NavigationBarContent`). A custom view or
  /// a space has none.
  var sidePadding: (left: CGFloat, right: CGFloat) = (12, 12) {
    didSet {
      contentEdgeInsets = UIEdgeInsets(
        top: 0, left: sidePadding.left, bottom: 0, right: sidePadding.right)
      invalidateIntrinsicContentSize()
    }
  }

  init(item: UIBarButtonItem) {
    self.item = item
    super.init(type: .system)
    contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
    addAction(
      UIAction { [unowned self] _ in activate() }, for: .primaryActionTriggered)
    refresh()
  }

  required init?(coder: NSCoder) {
    fatalError("bar buttons are made by their bar")
  }

  /// Reads the item again: title, style, colour, enabled state, custom view.
  func refresh() {
    if let custom = item.customView {
      if custom.superview !== self {
        subviews.filter { $0 !== modern }.forEach { $0.removeFromSuperview() }
        addSubview(custom)
      }
      setTitle(nil, for: .normal)
      setImage(nil, for: .normal)
    } else {
      // Matches UIKit: an item with an image shows the image alone, a template in the tint
      // colour unless it asks to be drawn as it is.
      setTitle(item.image == nil ? item.title : nil, for: .normal)
      setImage(item.image, for: .normal)
    }
    tintColor = item.tintColor
    titleLabel?.font = item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    setTitleColor(item.tintColor, for: .normal)
    isEnabled = item.isEnabled
    showLargeContent(of: item, image: item.image)
    showsLargeContentViewer = !item.isSpace && item.customView == nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  override var intrinsicContentSize: CGSize {
    if item.systemItem == .fixedSpace { return CGSize(width: item.width, height: 44) }
    if let custom = item.customView { return CGSize(width: custom.bounds.width, height: 44) }
    let content = item.image?.size ?? titleLabel?.intrinsicContentSize ?? .zero
    let width =
      item.width > 0 ? item.width : ceil(content.width) + sidePadding.left + sidePadding.right
    return CGSize(width: width, height: 44)
  }

  override var contentHost: UIView { modern }

  override func placeContent(title: CGRect, image: CGRect) {
    let image = currentImage == nil ? image : raisedOnePixel(image)
    var shown = ModernBarButton.frame(
      title: (currentTitle ?? "").isEmpty ? nil : title, image: currentImage == nil ? nil : image)
    if currentImage == nil, !(currentTitle ?? "").isEmpty {
      shown.size.width += trailingInsetInModernButton
      if isRightToLeft { shown.origin.x -= trailingInsetInModernButton }
    }
    modern.frame = shown
    super.placeContent(
      title: title.offsetBy(dx: -shown.minX, dy: -shown.minY),
      image: image.offsetBy(dx: -shown.minX, dy: -shown.minY))
  }

  /// `image` one pixel higher, on the pixel grid.
  ///
  /// Matches UIKitCore: a bar button's image insets are the image's alignment insets less one
  /// pixel at top and bottom (`UIRoundToScale(1 / scale)` in
  /// `-[_UIButtonBarButtonVisualProviderIOS _imageInsetsForBarButtonItem:compact:isBackButton:]`),
  /// and the image is centred on the button offset by the top one
  /// (`_addVerticalConstraintsForImageWithInsets:`). iOS 17 logs a 24-point image in a 44-point
  /// button at y = 9.66667 at 3×, where centring alone gives 10.
  private func raisedOnePixel(_ image: CGRect) -> CGRect {
    let scale = max(traitCollection.displayScale, 1)
    var raised = image
    raised.origin.y = ((image.minY - 1 / scale) * scale).rounded() / scale
    return raised
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if let custom = item.customView {
      custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
  }

  private func activate() {
    if let action = item.primaryAction {
      action.perform(sender: item)
    } else if let menu = item.menu {
      MenuView.show(menu, from: self)
    }
  }
}
