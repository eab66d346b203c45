/// The back button of a navigation bar: a chevron and the previous item's back title, in the
/// tint colour. It is a control like any other, so Tab reaches it and Return presses it.
///
/// It prints as iOS's `_UIButtonBarButton`, its chevron as the `_UIModernBarButton` iOS shows
/// the back indicator in, and its title as a `UIButtonLabel` (iOS puts that label in a second
/// `_UIModernBarButton`, under a `_UIBackButtonMaskView`; that level is not modelled).
@MainActor
final class NavigationBackButton: UIControl {
  let titleLabel: UILabel = UIButtonLabel()
  private let chevron = Chevron()

  /// The chevron's size, and the gap between it and the title.
  static let chevronSize = CGSize(width: 12, height: 21)
  static let gap: CGFloat = 6

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 17)
    chevron.isUserInteractionEnabled = false
    addSubview(chevron)
    addSubview(titleLabel)
    refreshColors()
  }

  required init?(coder: NSCoder) {
    fatalError("back buttons are made by their bar")
  }

  var title: String? {
    get { titleLabel.text }
    set {
      titleLabel.text = newValue
      // Matches iOS: a long press at accessibility text sizes shows the back title large.
      showsLargeContentViewer = true
      largeContentTitle = newValue
      setNeedsLayout()
    }
  }

  /// The parts a bar fades one by one during a transition.
  var fadingParts: [UIView] { [titleLabel, chevron] }

  /// The width the chevron and the whole title need.
  var fittingWidth: CGFloat {
    Self.chevronSize.width + Self.gap + ceil(titleLabel.intrinsicContentSize.width)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = Self.chevronSize
    // Matches UIKit: right to left, the chevron points right and sits after the title.
    let mirrored = isRightToLeft
    UIView.performWithoutAnimation {
      chevron.frame = CGRect(
        x: mirrored ? bounds.width - size.width : 0, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
      chevron.transform = mirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity
    }
    let x = size.width + Self.gap
    titleLabel.untransformedFrame = CGRect(
      x: mirrored ? 0 : x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshColors()
  }

  override func controlStateDidChange() {
    super.controlStateDidChange()
    refreshColors()
  }

  private func refreshColors() {
    // Pressed, the button dims: its parts' colours, so a bar's fade (their alpha) stays.
    let color: UIColor = (isEnabled ? (tintColor ?? .systemBlue) : .systemGray)
      .withAlphaComponent(isHighlighted ? 0.3 : 1)
    titleLabel.textColor = color
    chevron.shape.strokeColor = color.cgColor
  }

  override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }
}

/// The back chevron, as the `chevron.backward` symbol draws it: two 3-point strokes with round
/// ends meeting at a point on the left. A shape layer, so it is rasterised once and a bar's
/// fade only changes its opacity.
@MainActor
private final class Chevron: UIView, IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIModernBarButton" }

  override class var layerClass: AnyClass { CAShapeLayer.self }

  var shape: CAShapeLayer { layer as! CAShapeLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    let size = NavigationBackButton.chevronSize
    let path = UIBezierPath()
    path.move(to: CGPoint(x: size.width - 2, y: 1.5))
    path.addLine(to: CGPoint(x: 2, y: size.height / 2))
    path.addLine(to: CGPoint(x: size.width - 2, y: size.height - 1.5))
    shape.path = path.cgPath
    shape.fillColor = nil
    shape.lineWidth = 3
    shape.lineCap = .round
    shape.lineJoin = .round
  }

  required init?(coder: NSCoder) {
    fatalError("back buttons are made by their bar")
  }
}
