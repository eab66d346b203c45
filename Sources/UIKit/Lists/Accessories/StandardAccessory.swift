/// The views of a table view cell's standard accessories, as iOS draws them.
@MainActor
enum StandardAccessory {
  /// The view for `type`, sized; `nil` for `.none`. `buttonTapped` runs when the ⓘ button of
  /// `.detailButton` or `.detailDisclosureButton` is clicked.
  static func make(
    _ type: UITableViewCell.AccessoryType, buttonTapped: @escaping () -> Void
  ) -> UIView? {
    switch type {
    case .none:
      return nil
    case .disclosureIndicator:
      return ListGlyphView(.disclosureChevron)
    case .checkmark:
      return ListGlyphView(.checkmark)
    case .detailButton:
      return DetailButton(tapped: buttonTapped)
    case .detailDisclosureButton:
      return DetailDisclosure(tapped: buttonTapped)
    }
  }
}

/// The ⓘ button of a cell's detail accessories: a control, so a click on it does not select
/// the row.
@MainActor
final class DetailButton: UIControl {
  private let glyph = ListGlyphView(.info)

  init(tapped: @escaping () -> Void) {
    super.init(frame: CGRect(origin: .zero, size: glyph.glyphSize))
    addSubview(glyph)
    addAction(UIAction { _ in tapped() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("detail buttons are made by their cell")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    glyph.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  override func controlStateDidChange() {
    super.controlStateDidChange()
    // Matches iOS: a pressed button dims.
    glyph.alpha = isHighlighted ? 0.3 : 1
  }
}

/// `.detailDisclosureButton`: the ⓘ button, then the chevron toward the trailing edge.
@MainActor
final class DetailDisclosure: UIView {
  private let button: DetailButton
  private let chevron = ListGlyphView(.disclosureChevron)
  /// The gap between the button and the chevron.
  private static let gap: CGFloat = 14

  init(tapped: @escaping () -> Void) {
    button = DetailButton(tapped: tapped)
    super.init(frame: .zero)
    addSubview(button)
    addSubview(chevron)
    bounds.size = CGSize(
      width: button.bounds.width + Self.gap + chevron.glyphSize.width,
      height: button.bounds.height)
  }

  required init?(coder: NSCoder) {
    fatalError("detail disclosure accessories are made by their cell")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let buttonX = mirrored ? bounds.width - button.bounds.width : 0
    button.frame.origin = CGPoint(x: buttonX, y: 0)
    let size = chevron.glyphSize
    chevron.center = CGPoint(
      x: mirrored ? size.width / 2 : bounds.width - size.width / 2, y: bounds.midY)
  }
}
