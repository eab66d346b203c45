/// One of the small symbols lists draw beside a row: the disclosure chevron, the checkmark, the
/// ⓘ of the detail button. Drawn as stroked paths, as the SF Symbols iOS uses are
/// (`chevron.forward`, `checkmark`, `info.circle`), in a shape layer, so it is rasterised once
/// and a highlight or fade only changes its opacity.
@MainActor
final class ListGlyphView: UIView {
  enum Glyph {
    /// iOS's disclosure indicator: a chevron pointing to the trailing edge, in the tertiary
    /// label colour.
    case disclosureChevron
    /// iOS's checkmark accessory, in the tint colour.
    case checkmark
    /// The ⓘ of the detail button, in the tint colour.
    case info
  }

  let glyph: Glyph
  /// A colour that replaces the chevron's tertiary label colour (a cell accessory's
  /// `tintColor` option).
  var chevronColor: UIColor? {
    didSet { refreshColor() }
  }

  /// Whether the chevron points down: an expanded outline item's disclosure. Drawn as its own
  /// path, not turned, so it stays crisp.
  var pointsDown = false {
    didSet {
      guard pointsDown != oldValue else { return }
      bounds.size = glyphSize
      shape.path = path().cgPath
      superview?.setNeedsLayout()
    }
  }

  /// Whether the chevron points to the leading edge, as a calendar's "previous month" chevron
  /// does; mirrored, not redrawn.
  var pointsBackward = false {
    didSet { setNeedsLayout() }
  }

  override class var layerClass: AnyClass { CAShapeLayer.self }

  private var shape: CAShapeLayer { layer as! CAShapeLayer }

  /// The glyph's size in points, as iOS draws it at the default text size.
  var glyphSize: CGSize {
    switch glyph {
    case .disclosureChevron:
      pointsDown ? CGSize(width: 13, height: 8) : CGSize(width: 8, height: 13)
    case .checkmark: CGSize(width: 14, height: 13)
    case .info: CGSize(width: 22, height: 22)
    }
  }

  init(_ glyph: Glyph) {
    self.glyph = glyph
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    bounds.size = glyphSize
    shape.fillColor = nil
    shape.lineCap = .round
    shape.lineJoin = .round
    shape.path = path().cgPath
    switch glyph {
    case .disclosureChevron: shape.lineWidth = 2
    case .checkmark: shape.lineWidth = 2.2
    case .info: shape.lineWidth = 1.6
    }
    refreshColor()
  }

  required init?(coder: NSCoder) {
    fatalError("list glyphs are made by their cell")
  }

  private func path() -> UIBezierPath {
    let size = glyphSize
    let path = UIBezierPath()
    switch glyph {
    case .disclosureChevron where pointsDown:
      path.move(to: CGPoint(x: 1, y: 1.5))
      path.addLine(to: CGPoint(x: size.width / 2, y: size.height - 1.5))
      path.addLine(to: CGPoint(x: size.width - 1, y: 1.5))
    case .disclosureChevron:
      path.move(to: CGPoint(x: 1.5, y: 1))
      path.addLine(to: CGPoint(x: size.width - 1.5, y: size.height / 2))
      path.addLine(to: CGPoint(x: 1.5, y: size.height - 1))
    case .checkmark:
      path.move(to: CGPoint(x: 1.2, y: 7.2))
      path.addLine(to: CGPoint(x: 5.2, y: 11.8))
      path.addLine(to: CGPoint(x: size.width - 1.2, y: 1.2))
    case .info:
      path.append(UIBezierPath(ovalIn: CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1)))
      // The "i": a dot and a stem, drawn as strokes with round ends.
      path.move(to: CGPoint(x: size.width / 2, y: 7))
      path.addLine(to: CGPoint(x: size.width / 2, y: 7.01))
      path.move(to: CGPoint(x: size.width / 2, y: 10))
      path.addLine(to: CGPoint(x: size.width / 2, y: 16))
    }
    return path
  }

  /// Matches iOS: right to left, the chevron points left, toward the trailing edge (right, for
  /// one that points backward).
  override func layoutSubviews() {
    super.layoutSubviews()
    if glyph == .disclosureChevron {
      let mirrored = (effectiveUserInterfaceLayoutDirection == .rightToLeft) != pointsBackward
      UIView.performWithoutAnimation {
        transform = mirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity
      }
    }
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshColor()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    refreshColor()
    setNeedsLayout()
  }

  private func refreshColor() {
    let color: UIColor = glyph == .disclosureChevron ? chevronColor ?? .tertiaryLabel : tintColor
    shape.strokeColor = color.resolvedColor(with: traitCollection).cgColor
  }
}
