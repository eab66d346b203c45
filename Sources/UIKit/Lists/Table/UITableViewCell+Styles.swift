extension UITableViewCell {
  /// Places the backgrounds, the accessory, the content view, the style's labels and image,
  /// and the separator; right to left, everything is mirrored.
  func layOutParts() {
    let bounds = self.bounds
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    func flipped(_ rect: CGRect) -> CGRect {
      mirrored ? rect.mirrored(across: bounds.width) : rect
    }
    let hairline = 1 / max(1, traitCollection.displayScale)
    let contentHeight = max(0, bounds.height - (placement.listHasSeparators ? hairline : 0))
    let margin = placement.margin
    // Matches UIKit's `insetsContentViewsToSafeArea`: the content view, accessories and
    // controls keep inside the safe area; the backgrounds reach the cell's edges.
    let safeArea = placement.safeArea(mirrored: mirrored)

    UIView.performWithoutAnimation {
      for view in [
        automaticBackgroundView, backgroundView, selectedBackgroundView,
        multipleSelectionBackgroundView,
      ] {
        view?.frame = bounds
      }
      layOutBackgroundConfiguration()
      var contentWidth = bounds.width - safeArea.trailing
      (accessoryView ?? standardAccessoryView)?.isHidden = isEditing
      if let reorderControl {
        let size = ReorderControl.size
        let x = bounds.width - safeArea.trailing - margin - size.width
        reorderControl.frame = flipped(
          CGRect(x: x, y: (contentHeight - size.height) / 2, width: size.width, height: size.height)
        )
        contentWidth = max(0, x - CellStyleLayout.accessoryGap)
      }
      if let accessory = shownAccessory {
        let size = accessory.bounds.size
        let x = bounds.width - safeArea.trailing - margin - size.width
        accessory.frame = flipped(
          CGRect(x: x, y: (contentHeight - size.height) / 2, width: size.width, height: size.height)
        )
        contentWidth = max(0, x - CellStyleLayout.accessoryGap)
      }
      let indent = editingIndent
      if let editingControl {
        let size = EditingControl.diameter
        editingControl.frame = flipped(
          CGRect(
            x: safeArea.leading + margin, y: (contentHeight - size) / 2, width: size,
            height: size))
      }
      contentWidth = max(0, contentWidth - safeArea.leading - indent)
      contentView.frame = flipped(
        CGRect(x: safeArea.leading + indent, y: 0, width: contentWidth, height: contentHeight))

      let layout = styleLayout(width: contentWidth, height: contentHeight)
      let parts = builtInViews
      for (view, frame) in [
        (parts.image, layout.image), (parts.text, layout.text), (parts.detail, layout.detail),
      ] {
        guard let view else { continue }
        view.isHidden = frame == nil
        guard let frame else { continue }
        view.frame =
          mirrored
          ? CGRect(
            x: contentWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
          : frame
      }

      let inset = separatorInset
      separatorView.isHidden = !placement.showsSeparator
      separatorView.backgroundColor = placement.separatorColor
      separatorView.frame = flipped(
        CGRect(
          x: safeArea.leading + inset.left, y: bounds.height - hairline,
          width: max(0, bounds.width - safeArea.leading - inset.left - inset.right),
          height: hairline))
    }
    // Matches iOS: an `.insetGrouped` section's first and last rows round their outer
    // corners, selection included.
    roundedCorners = roundListCorners(
      placement.roundedCorners, radius: CellStyleLayout.insetGroupedCornerRadius,
      previous: roundedCorners)
  }

  /// Where the text starts, from the cell's leading edge: the default separator inset, which
  /// moves aside with the content in edit mode.
  var automaticSeparatorLeading: CGFloat {
    let textLeading =
      configuredContent.listView?.textLeading
      ?? styleLayout(width: contentView.bounds.width, height: contentView.bounds.height)
      .textLeading
    return textLeading + editingIndent
  }

  /// The layout of the style's labels and image in a content view of this size.
  func styleLayout(width: CGFloat, height: CGFloat?) -> CellStyleLayout {
    let parts = builtInViews
    return CellStyleLayout(
      style: cellStyle, width: width, height: height, leading: placement.margin,
      trailing: shownAccessory == nil ? placement.margin : 0,
      text: parts.text, detail: parts.detail, image: parts.image)
  }

  /// The height the cell needs at `width`, as UIKit's self-sizing measures it: content laid out
  /// with Auto Layout is fitted at the content view's width; otherwise a list content
  /// configuration's view, or the style's labels and image, are; either way at least 44 points
  /// with the separator. A content view whose constraints give it no height gets 44 points, as
  /// UIKit falls back to the standard height. A pending configuration update runs first, so
  /// that the content measured is the one shown.
  func fittingHeight(width: CGFloat) -> CGFloat {
    runPendingConfigurationUpdate()
    let hairline = 1 / max(1, traitCollection.displayScale)
    let separator = placement.listHasSeparators ? hairline : 0
    let sides = placement.safeAreaSides
    var contentWidth = width - sides.left - sides.right
    if let accessory = shownAccessory {
      contentWidth = max(
        0,
        contentWidth - placement.margin - accessory.bounds.width - CellStyleLayout.accessoryGap)
    }
    if contentUsesAutoLayout {
      // Matches UIKit's two passes: the content is laid out at the row's width first, so
      // that wrapping labels know their width when the height is fitted.
      UIView.performWithoutAnimation {
        frame.size.width = width
        setNeedsLayout()
        layoutIfNeeded()
      }
      let fitted = contentView.systemLayoutSizeFitting(
        CGSize(width: contentWidth, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      return fitted.height > 0
        ? fitted.height + separator : CellStyleLayout.minimumRowHeight
    }
    let needed =
      configuredContent.listView?.contentHeight(width: contentWidth)
      ?? styleLayout(width: contentWidth, height: nil).fittingHeight
    return max(CellStyleLayout.minimumRowHeight, needed + separator)
  }

  /// Whether the content view's own subviews are laid out by constraints.
  private var contentUsesAutoLayout: Bool {
    !contentView.constraints.isEmpty
      || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
  }

  /// Matches iOS: the style's colour behind the content, unless a background view, colour or
  /// configuration was set.
  func refreshAutomaticBackground() {
    automaticBackgroundView.isHidden =
      backgroundView != nil || backgroundColor != nil
      || configuredBackground.configuration != nil
    automaticBackgroundView.backgroundColor = placement.rowBackgroundColor
  }

  /// Matches iOS: the classic labels' fonts follow the text size of the table's traits, as
  /// long as the label keeps the font its style gave it (a font you set stays as it is), and
  /// the row is measured again.
  func followTextSize() {
    let (text, detail, _) = builtInViews
    textLabelStyleFont = follow(text, keeping: textLabelStyleFont, primary: true)
    detailLabelStyleFont = follow(detail, keeping: detailLabelStyleFont, primary: false)
    setNeedsLayout()
  }

  /// Gives `label` its style's font at the cell's text size if it still has `styleFont`;
  /// returns the style font it now has.
  private func follow(_ label: UILabel?, keeping styleFont: UIFont?, primary: Bool) -> UIFont? {
    guard let label, let styleFont, label.font === styleFont else { return styleFont }
    let font = CellStyleLayout.labelLook(for: cellStyle, primary: primary, traits: traitCollection)
      .font
    label.font = font
    return font
  }

  func placementDidChange() {
    refreshAutomaticBackground()
    refreshContentMargins()
    setNeedsLayout()
  }

  /// Matches iOS: the content view's margins are the list's: 11 points above and below, the
  /// list margin at the sides (none on the side of an accessory). Set before the cell is
  /// measured, so that content pinned to them sizes the row.
  func refreshContentMargins() {
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: CellStyleLayout.verticalPadding, leading: placement.margin,
      bottom: CellStyleLayout.verticalPadding,
      trailing: shownAccessory == nil ? placement.margin : 0)
  }
}

/// Where the classic cell styles put their labels and image, in a content view's coordinates
/// (left to right; the cell mirrors them), and iOS's list metrics.
@MainActor
struct CellStyleLayout {
  /// iOS's minimum row height.
  static let minimumRowHeight: CGFloat = 44
  /// The space above and below a cell's content: the content view's top and bottom margins.
  static let verticalPadding: CGFloat = 11
  /// Between the main label and the subtitle under it.
  static let subtitleSpacing: CGFloat = 3
  /// Between the content view and the accessory.
  static let accessoryGap: CGFloat = 10
  /// The least space between a `.value1` cell's label and its detail.
  static let valueSpacing: CGFloat = 8
  /// The width of a `.value2` cell's label column, and the gap after it.
  static let value2Column: CGFloat = 84
  static let value2Gap: CGFloat = 6
  /// iOS's corner radius for `.insetGrouped` sections.
  static let insetGroupedCornerRadius: CGFloat = 10

  var image: CGRect?
  var text: CGRect?
  var detail: CGRect?
  /// Where the text starts: after the image, or at the leading margin.
  var textLeading: CGFloat
  /// The height the content needs, padding included.
  var fittingHeight: CGFloat

  /// Lays out for a content view `width` wide and, when given, `height` tall (the content is
  /// centred in it); without a height, only ``fittingHeight`` is meaningful.
  init(
    style: UITableViewCell.CellStyle, width: CGFloat, height: CGFloat?, leading: CGFloat,
    trailing: CGFloat, text: UILabel?, detail: UILabel?, image: UIImageView?,
    imageSize: CGSize? = nil, imageToText: CGFloat? = nil,
    subtitleSpacing: CGFloat = CellStyleLayout.subtitleSpacing,
    verticalPadding: (top: CGFloat, bottom: CGFloat) = (
      CellStyleLayout.verticalPadding, CellStyleLayout.verticalPadding
    )
  ) {
    let shownImage = image?.image.map { imageSize ?? $0.size }
    textLeading = leading
    var needed: CGFloat = 0
    if let size = shownImage {
      textLeading = leading + size.width + (imageToText ?? leading)
      needed = size.height
    }
    let available = max(0, width - textLeading - trailing)
    func measure(_ label: UILabel?, _ width: CGFloat) -> CGSize? {
      guard let label, !(label.text ?? "").isEmpty else { return nil }
      let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      return CGSize(width: min(ceil(size.width), width), height: ceil(size.height))
    }
    var textFrame: CGRect?
    var detailFrame: CGRect?
    switch style {
    case .default:
      if let size = measure(text, available) {
        textFrame = CGRect(x: textLeading, y: 0, width: available, height: size.height)
      }
    case .subtitle:
      if let size = measure(text, available) {
        textFrame = CGRect(x: textLeading, y: 0, width: available, height: size.height)
      }
      if let size = measure(detail, available) {
        let y = textFrame.map { $0.maxY + subtitleSpacing } ?? 0
        detailFrame = CGRect(x: textLeading, y: y, width: available, height: size.height)
      }
    case .value1:
      let textSize = measure(text, available)
      let textWidth = textSize?.width ?? 0
      if let textSize {
        textFrame = CGRect(x: textLeading, y: 0, width: textWidth, height: textSize.height)
      }
      let room = max(0, available - textWidth - (textSize == nil ? 0 : Self.valueSpacing))
      if let size = measure(detail, room), size.width > 0 {
        detailFrame = CGRect(
          x: width - trailing - size.width, y: 0, width: size.width, height: size.height)
      }
    case .value2:
      let column = min(Self.value2Column, available)
      if let size = measure(text, column) {
        textFrame = CGRect(x: textLeading, y: 0, width: column, height: size.height)
      }
      let detailX = textLeading + column + Self.value2Gap
      let room = max(0, width - trailing - detailX)
      if let size = measure(detail, room) {
        detailFrame = CGRect(x: detailX, y: 0, width: room, height: size.height)
      }
    }
    // The labels stack (subtitle) or sit side by side, and the block is centred.
    let stacked = style == .subtitle
    let textBlock =
      stacked
      ? (detailFrame?.maxY ?? textFrame?.maxY ?? 0)
      : max(textFrame?.height ?? 0, detailFrame?.height ?? 0)
    needed = max(needed, textBlock)
    fittingHeight = needed + verticalPadding.top + verticalPadding.bottom
    if let height {
      func centred(_ rect: CGRect?, blockHeight: CGFloat) -> CGRect? {
        rect.map {
          let free = height - verticalPadding.top - verticalPadding.bottom - blockHeight
          return $0.offsetBy(dx: 0, dy: (verticalPadding.top + free / 2).rounded(.down))
        }
      }
      if stacked {
        textFrame = centred(textFrame, blockHeight: textBlock)
        detailFrame = centred(detailFrame, blockHeight: textBlock)
      } else {
        textFrame = centred(textFrame, blockHeight: textFrame?.height ?? 0)
        detailFrame = centred(detailFrame, blockHeight: detailFrame?.height ?? 0)
      }
      if let size = shownImage {
        let free = height - verticalPadding.top - verticalPadding.bottom - size.height
        self.image = CGRect(
          x: leading, y: (verticalPadding.top + free / 2).rounded(.down), width: size.width,
          height: size.height)
      }
    }
    self.text = textFrame
    self.detail = detailFrame
  }

  /// The font, colour (`nil` for the tint colour) and alignment of a style's label.
  /// Matches iOS: the font, colour (`nil`: the tint colour) and alignment of a style's label,
  /// the font at the content size category of `traits`. The fonts are Dynamic Type fonts:
  /// text styles, and `.value2`'s semibold label scaled as `.subheadline` is.
  static func labelLook(
    for style: UITableViewCell.CellStyle, primary: Bool, traits: UITraitCollection?
  ) -> (font: UIFont, color: UIColor?, alignment: NSTextAlignment) {
    func preferred(_ textStyle: UIFont.TextStyle) -> UIFont {
      .preferredFont(forTextStyle: textStyle, compatibleWith: traits)
    }
    return switch (style, primary) {
    case (.value2, true):
      (
        UIFontMetrics(forTextStyle: .subheadline).scaledFont(
          for: .systemFont(ofSize: 15, weight: .semibold), compatibleWith: traits), nil, .right
      )
    case (.value2, false): (preferred(.subheadline), .label, .natural)
    case (.subtitle, false): (preferred(.subheadline), .secondaryLabel, .natural)
    case (.value1, false): (preferred(.body), .secondaryLabel, .natural)
    default: (preferred(.body), .label, .natural)
    }
  }

  /// UIKit's default selected background: a view filled with `systemGray4`.
  static func makeSelectedBackground() -> UIView {
    let view = UIView()
    view.backgroundColor = .systemGray4
    view.isUserInteractionEnabled = false
    return view
  }
}
