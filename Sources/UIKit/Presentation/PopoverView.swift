/// A popover's bubble: rounded, with a shadow and an arrow pointing at its anchor. It is the
/// popover's `presentedView`, at the content's frame; the arrow sticks out of its bounds.
@MainActor
final class PopoverView: UIView {
  /// Holds the presented controller's view, clipped to the rounded corners.
  let bubble = UIView()
  /// A square turned 45°, half hidden under the bubble: the arrow's tip shows.
  let arrow = UIView()
  /// The side the arrow points from, and where along it (in this view's coordinates).
  var arrowPlacement: (direction: UIPopoverArrowDirection, position: CGFloat) = (.up, 0) {
    didSet { setNeedsLayout() }
  }

  /// Matches iOS: popovers round their corners by 13 points; the arrow is 13 points long.
  static let cornerRadius: CGFloat = 13
  static let arrowLength: CGFloat = 13

  init() {
    super.init(frame: .zero)
    layer.shadowOpacity = 0.18
    layer.shadowRadius = 12
    layer.shadowOffset = CGSize(width: 0, height: 4)
    arrow.transform = CGAffineTransform(rotationAngle: .pi / 4)
    arrow.isUserInteractionEnabled = false
    addSubview(arrow)
    bubble.layer.cornerRadius = Self.cornerRadius
    bubble.clipsToBounds = true
    addSubview(bubble)
    setColor(nil)
  }

  required init?(coder: NSCoder) {
    fatalError("PopoverView is made by popovers")
  }

  /// The bubble's colour; `nil` is the system background.
  func setColor(_ color: UIColor?) {
    bubble.backgroundColor = color ?? .systemBackground
    arrow.backgroundColor = color ?? .systemBackground
  }

  /// Puts `view` in the bubble, filling it.
  func hold(_ view: UIView) {
    UIView.performWithoutAnimation { view.frame = bounds }
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    bubble.addSubview(view)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bubble.frame = bounds
    // The square's half-diagonal is the arrow's length.
    let side = Self.arrowLength * 2 / 2.squareRoot()
    arrow.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    let position = arrowPlacement.position
    switch arrowPlacement.direction {
    case .down: arrow.center = CGPoint(x: position, y: bounds.maxY)
    case .left: arrow.center = CGPoint(x: 0, y: position)
    case .right: arrow.center = CGPoint(x: bounds.maxX, y: position)
    default: arrow.center = CGPoint(x: position, y: 0)
    }
  }
}
