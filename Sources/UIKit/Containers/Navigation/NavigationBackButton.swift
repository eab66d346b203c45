/// The back button of a navigation bar: a chevron and the previous item's back title, in the
/// tint colour. It is a control like any other, so Tab reaches it and Return presses it.
@MainActor
final class NavigationBackButton: UIControl {
  let titleLabel = UILabel()
  private let upperStroke = UIView()
  private let lowerStroke = UIView()

  /// The chevron's size, and the gap between it and the title.
  static let chevronSize = CGSize(width: 12, height: 21)
  static let gap: CGFloat = 6

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 17)
    for stroke in [upperStroke, lowerStroke] {
      stroke.layer.cornerRadius = 1.5
      stroke.isUserInteractionEnabled = false
      addSubview(stroke)
    }
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
      setNeedsLayout()
    }
  }

  /// The parts a bar fades one by one during a transition.
  var fadingParts: [UIView] { [titleLabel, upperStroke, lowerStroke] }

  /// The width the chevron and the whole title need.
  var fittingWidth: CGFloat {
    Self.chevronSize.width + Self.gap + ceil(titleLabel.intrinsicContentSize.width)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // Two strokes 3 pt thick, meeting at the chevron's point on the left.
    let size = Self.chevronSize
    let length = (size.height / 2) * 2.squareRoot() * 0.78
    let tip = CGPoint(x: 2, y: bounds.midY)
    for (stroke, angle) in [(upperStroke, -CGFloat.pi / 4), (lowerStroke, CGFloat.pi / 4)] {
      UIView.performWithoutAnimation {
        stroke.transform = .identity
        stroke.bounds = CGRect(x: 0, y: 0, width: length, height: 3)
        stroke.transform = CGAffineTransform(rotationAngle: angle)
        let direction = CGPoint(x: cos(angle), y: sin(angle))
        stroke.center = CGPoint(
          x: tip.x + direction.x * length / 2, y: tip.y + direction.y * length / 2)
      }
    }
    let x = size.width + Self.gap
    titleLabel.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
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
    upperStroke.backgroundColor = color
    lowerStroke.backgroundColor = color
  }

  override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }
}
