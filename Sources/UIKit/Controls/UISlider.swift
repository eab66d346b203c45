/// A slider: dragging the thumb (or clicking the track) sets a value between a minimum and a
/// maximum, sending `.valueChanged` as it moves (or at the end, if not continuous).
@preconcurrency @MainActor
open class UISlider: UIControl {
  private let thumb = UIView()

  /// The lowest value; changing it clamps ``value``.
  open var minimumValue: Float = 0 {
    didSet { setValue(value, animated: false) }
  }

  /// The highest value; changing it clamps ``value``.
  open var maximumValue: Float = 1 {
    didSet { setValue(value, animated: false) }
  }

  /// The current value, between ``minimumValue`` and ``maximumValue``.
  open private(set) var value: Float = 0

  /// Matches UIKit: `true`; `false` sends `.valueChanged` only when the drag ends.
  open var isContinuous = true

  /// The track's colour left of the thumb; `nil` uses the tint colour.
  open var minimumTrackTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The track's colour right of the thumb; `nil` uses system gray 4.
  open var maximumTrackTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The thumb's colour; `nil` is white.
  open var thumbTintColor: UIColor? {
    didSet { thumb.backgroundColor = thumbTintColor ?? .white }
  }

  /// Makes a slider with the value 0 in 0...1.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's range, value and colours
  /// (the value 0 in 0...1 for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    addKnob(thumb, cornerRadius: 14, shadowOpacity: 0.25, shadowRadius: 3, shadowOffsetY: 2)
  }

  /// No intrinsic width; 34 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 34)
  }

  /// Sets the value, clamped to the range, without sending actions (as in UIKit); animated, the
  /// thumb slides for 0.2 seconds.
  open func setValue(_ value: Float, animated: Bool) {
    let clamped = min(max(value, minimumValue), maximumValue)
    self.value = clamped
    if animated {
      UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction]) {
        self.placeThumb()
      }
    } else {
      UIView.performWithoutAnimation(placeThumb)
    }
    setNeedsDisplay()
  }

  /// Places the thumb on the track for the current value.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeThumb()
  }

  /// How far along the range `value` is, 0 to 1 (0 for an empty range).
  private func fraction(of value: Float) -> CGFloat {
    let span = maximumValue - minimumValue
    return span > 0 ? CGFloat((value - minimumValue) / span) : 0
  }

  /// Matches UIKit: the rectangle the track is drawn in, for `bounds`: here a 4-point bar
  /// between the thumb's two end positions. Override it for a track of another height or
  /// length; the drawing and the value a press picks follow it.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX + 14, y: bounds.midY - 2, width: max(0, bounds.width - 28), height: 4)
  }

  /// Matches UIKit: the thumb's rectangle for `value` on the track `rect`: a 28-point circle
  /// centred at the value's place along the track. Override it to move or size the thumb.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    CGRect(
      x: rect.minX + rect.width * fraction(of: value) - 14, y: bounds.midY - 14, width: 28,
      height: 28)
  }

  private func placeThumb() {
    // Right to left, the minimum is at the right end, as in UIKit.
    let track = trackRect(forBounds: bounds)
    thumb.frame = directional(thumbRect(forBounds: bounds, trackRect: track, value: value))
  }

  /// Matches UIKit: a press on the track or thumb jumps the value to the pointer.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    follow(touch)
    return true
  }

  /// Moves the value with the pointer, sending `.valueChanged` at each change when continuous.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    follow(touch)
    return true
  }

  /// Sends `.valueChanged` once at the end of a drag when the slider is not continuous.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
  }

  /// Moves the value to the pointer's position along the track.
  private func follow(_ touch: UITouch) {
    let x = directional(x: touch.location(in: self).x)
    let track = trackRect(forBounds: bounds)
    let position = track.width > 0 ? min(max((x - track.minX) / track.width, 0), 1) : 0
    let newValue = minimumValue + Float(position) * (maximumValue - minimumValue)
    guard newValue != value else { return }
    setValue(newValue, animated: false)
    if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
  }

  override var touchUpInsideEvents: Event { .touchUpInside }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    let minimum = (minimumTrackTintColor ?? tintColor ?? .systemBlue)
      .resolvedColor(with: traitCollection).cgColor
    let maximum = (maximumTrackTintColor ?? .systemGray4).resolvedColor(with: traitCollection)
      .cgColor
    let track = trackRect(forBounds: bounds)
    let filled = directional(
      CGRect(
        x: track.minX, y: track.minY, width: track.width * fraction(of: value),
        height: track.height))
    // Rounded at the ends, as UIKit draws a track of any height.
    let radius = track.height / 2
    items.append(.roundedFill(directional(track), cornerRadius: radius, DisplayColor(maximum)))
    items.append(.roundedFill(filled, cornerRadius: radius, DisplayColor(minimum)))
  }
}
