/// A spinner that shows something is under way.
///
/// Matches UIKit: it is hidden while stopped unless `hidesWhenStopped` is `false`; `.medium`
/// is 20 points and `.large` 37. Eight round spokes fade behind the darkest one
/// while it animates, the darkest spoke stepping round eight times a second (UIKit has twelve).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The sizes and the old colour styles, as `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// 20 points, in the label colour.
    case medium = 100
    /// 37 points, in the label colour.
    case large = 101
    /// Deprecated on iOS: a large white spinner.
    case whiteLarge = 0
    /// Deprecated on iOS: a medium white spinner.
    case white = 1
    /// Deprecated on iOS: a medium grey spinner.
    case gray = 2
  }

  private let spokes = SpokeView()
  private var displayLink: CADisplayLink?

  /// Matches UIKit: the size and, for the old styles, the colour.
  open var style: Style = .medium {
    didSet {
      spokes.setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// Matches UIKit: the spokes' colour; `nil` follows the style.
  open var color: UIColor! {
    get { storedColor ?? defaultColor }
    set {
      storedColor = newValue
      spokes.setNeedsDisplay()
    }
  }
  private var storedColor: UIColor?

  /// Matches UIKit: `true`, so a stopped spinner is hidden.
  open var hidesWhenStopped = true {
    didSet { updateVisibility() }
  }

  /// Matches UIKit: whether it is spinning.
  open private(set) var isAnimating = false

  /// Matches UIKit: a stopped spinner of the given style.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    setUp()
  }

  /// Matches UIKit: a stopped medium spinner at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's style, colour and
  /// whether it starts animating.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    spokes.isUserInteractionEnabled = false
    spokes.owner = self
    addSubview(spokes)
    updateVisibility()
  }

  private var defaultColor: UIColor {
    switch style {
    case .white, .whiteLarge: .white
    case .gray: .gray
    case .medium, .large: .label
    }
  }

  private var side: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

  /// Matches UIKit: 20 points square, or 37 for the large styles.
  open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

  /// The spinner's fixed size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Keeps the spokes centred at their style's size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    spokes.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    spokes.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  /// Matches UIKit: shows the spinner and turns it, a step each eighth of a second, until
  /// stopped.
  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    updateVisibility()
    let link = CADisplayLink { [weak self] link in
      self?.spokes.step = Int((link.timestamp * 8).rounded(.down)) % 8
    }
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  /// Matches UIKit: stops turning, hiding the spinner if `hidesWhenStopped`.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    displayLink?.invalidate()
    displayLink = nil
    updateVisibility()
  }

  isolated deinit {
    displayLink?.invalidate()
  }

  private func updateVisibility() {
    spokes.isHidden = hidesWhenStopped && !isAnimating
  }

  /// Eight round spokes in the spinner's colour, the one at `step` darkest and the others fading
  /// behind it.
  private final class SpokeView: UIView {
    weak var owner: UIActivityIndicatorView?
    var step = 0 {
      didSet { if step != oldValue { setNeedsDisplay() } }
    }

    package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
      guard let owner else { return }
      let base = DisplayColor(owner.color.resolvedColor(with: traitCollection).cgColor)
      let dot = bounds.width * 0.22
      let orbit = bounds.width / 2 - dot / 2
      for index in 0..<8 {
        let angle = CGFloat(index) * .pi / 4
        let center = CGPoint(
          x: bounds.midX + sin(angle) * orbit, y: bounds.midY - cos(angle) * orbit)
        var color = base
        color.alpha *= Float(1 - CGFloat((step - index + 8) % 8) / 9)
        let rect = CGRect(x: center.x - dot / 2, y: center.y - dot / 2, width: dot, height: dot)
        items.append(.roundedFill(rect, cornerRadius: dot / 2, color))
      }
    }
  }
}
