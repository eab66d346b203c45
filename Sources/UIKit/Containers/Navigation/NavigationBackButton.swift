/// The back button of a navigation bar: a chevron and the previous item's back title, in the
/// tint colour. It is a control like any other, so Tab reaches it and Return presses it.
///
/// It nests as iOS 15's Auto Layout logs of a back button show it (the public FlowStacks
/// iOS 15 bug report, 2021, and a 2022 log of the same constraints): a `_UIButtonBarButton`
/// directly holding
/// - the back indicator, a `_UIModernBarButton` at its leading edge (`BIB_Leading_Leading`);
/// - the title's `_UIModernBarButton`, 6 points after the indicator
///   (`BIB_Trailing_CB_Leading`), holding the title's `UIButtonLabel`;
/// - a `_UIBackButtonMaskView` across the whole button (`Mask_Leading_Leading`,
///   `Mask_Trailing_Trailing`), whose plain `UIView` runs from the indicator's trailing edge to
///   the mask's (`MaskEV_Leading_BIB_Trailing`). iOS composites the title through it while the
///   title slides under the indicator; here the mask draws nothing, and its `UIImageView` (iOS's
///   runtime headers name it `maskImageView`) lies over the indicator. No public log shows
///   the order of the three, so the mask is put last.
@MainActor
final class NavigationBackButton: UIControl {
  let titleLabel: UILabel = UIButtonLabel()
  private let chevron = Chevron()
  /// The `_UIModernBarButton` that holds the title.
  private let titleButton = BackTitleButton()
  private let mask = BackButtonMaskView()

  /// The chevron's size, and the gap between it and the title.
  static let chevronSize = CGSize(width: 12, height: 21)
  static let gap: CGFloat = 6

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 17)
    chevron.isUserInteractionEnabled = false
    titleButton.isUserInteractionEnabled = false
    titleButton.addSubview(titleLabel)
    for part in [chevron, titleButton, mask] as [UIView] { addSubview(part) }
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
    titleButton.frame = CGRect(
      x: mirrored ? 0 : x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
    titleLabel.untransformedFrame = titleButton.bounds
    mask.frame = bounds
    mask.place(indicator: chevron.frame, mirrored: mirrored)
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

/// The `_UIModernBarButton` that holds a back button's title, as iOS names it.
@MainActor
private final class BackTitleButton: UIView, IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIModernBarButton" }
}

/// The back button's `_UIBackButtonMaskView`: on iOS a compositing mask that hides the title
/// where it slides under the indicator. It draws nothing here; it is kept so that the back
/// button nests as iOS's does, and it takes no touches, as on iOS.
@MainActor
private final class BackButtonMaskView: UIView, IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIBackButtonMaskView" }

  private let maskImageView = UIImageView()
  private let extensionView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    addSubview(maskImageView)
    addSubview(extensionView)
  }

  required init?(coder: NSCoder) {
    fatalError("back buttons are made by their bar")
  }

  /// Lays the image over the indicator at `indicator` (in this view's coordinates, which are
  /// the button's) and the extension from the indicator's trailing edge to this view's.
  func place(indicator: CGRect, mirrored: Bool) {
    maskImageView.frame = indicator
    extensionView.frame =
      mirrored
      ? CGRect(x: 0, y: 0, width: max(0, indicator.minX), height: bounds.height)
      : CGRect(
        x: indicator.maxX, y: 0, width: max(0, bounds.width - indicator.maxX),
        height: bounds.height)
  }
}
