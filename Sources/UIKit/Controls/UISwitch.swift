/// An on/off switch: a click toggles it, sliding the thumb, and sends `.valueChanged`.
///
/// Matches UIKit's size (51 × 31 points) and colours: green when on, grey when off.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  private let thumb = UIView()

  /// Matches UIKit: whether the switch is on. Setting it is ``setOn(_:animated:)`` without
  /// animation, and, as there, sends no actions.
  open var isOn: Bool {
    get { storedIsOn }
    set { setOn(newValue, animated: false) }
  }
  private var storedIsOn = false

  /// The track's colour when on; `nil` uses system green.
  open var onTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The thumb's colour; `nil` is white.
  open var thumbTintColor: UIColor? {
    didSet { thumb.backgroundColor = thumbTintColor ?? .white }
  }

  /// Matches UIKit: makes a switch at `frame`'s origin, always 51 × 31 points.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    setUp()
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's state and colours (an off
  /// switch for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    addKnob(thumb, cornerRadius: 13.5, shadowOpacity: 0.25, shadowRadius: 2, shadowOffsetY: 2)
    placeThumb()
  }

  /// Matches UIKit's fixed size: 51 × 31 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
  /// The fixed 51 × 31 points, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Turns the switch on or off without sending actions (as in UIKit); animated, the thumb springs
  /// across.
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != storedIsOn else { return }
    storedIsOn = on
    if animated {
      UIView.animate(
        withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
        options: [.allowUserInteraction], animations: placeThumb)
    } else {
      UIView.performWithoutAnimation(placeThumb)
    }
    setNeedsDisplay()
  }

  /// Places the thumb at the on or off end.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeThumb()
  }

  private func placeThumb() {
    let size: CGFloat = 27
    // Right to left, on is at the left end, as in UIKit.
    thumb.frame = directional(
      CGRect(
        x: isOn ? bounds.width - size - 2 : 2, y: (bounds.height - size) / 2, width: size,
        height: size))
  }

  override var touchUpInsideEvents: Event { .touchUpInside }

  /// Toggles the switch when a press ends (wherever it ends) and sends `.valueChanged`.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    toggle()
  }

  override func performPrimaryActionFromKeyboard() {
    guard isEnabled else { return }
    toggle()
  }

  private func toggle() {
    setOn(!isOn, animated: true)
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    let on = (onTintColor ?? .systemGreen).resolvedColor(with: traitCollection).cgColor
    let off = UIColor.systemGray5.resolvedColor(with: traitCollection).cgColor
    var color = DisplayColor(isOn ? on : off)
    if isHighlighted { color.alpha *= 0.85 }
    if !isEnabled { color.alpha *= 0.5 }
    items.append(.roundedFill(bounds, cornerRadius: bounds.height / 2, color))
  }
}
