/// A row of dots, one per page, with the current page's dot drawn darker.
///
/// Matches UIKit: a click on either side of the current dot moves one page that way and sends
/// `.valueChanged`; `hidesForSinglePage` hides the dots when there is one page. Dots are 8
/// points wide, 16 points apart, in a 26-point-high control.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  static let dotDiameter: CGFloat = 8
  static let dotPitch: CGFloat = 16
  static let height: CGFloat = 26

  /// Matches UIKit: how many dots there are; never negative.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// Matches UIKit: the highlighted dot, kept within `0..<numberOfPages`.
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if clamped != currentPage { currentPage = clamped }
      setNeedsDisplay()
    }
  }

  /// Matches UIKit: with one page, no dot is drawn.
  open var hidesForSinglePage = false {
    didSet { setNeedsDisplay() }
  }

  /// The other pages' dots; `nil` is the tertiary label colour.
  open var pageIndicatorTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The current page's dot; `nil` is the label colour.
  open var currentPageIndicatorTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: a page control with no pages.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's pages, colours and current
  /// page.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    (coder as? NibDecoder)?.decodeView(self)
  }

  /// Matches UIKit: the size that shows `pageCount` dots.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(pageCount, 0)) * Self.dotPitch + Self.dotPitch, height: Self.height)
  }

  /// The size that shows every dot.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// The size that shows every dot, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var touchUpInsideEvents: Event { .touchUpInside }

  /// Matches UIKit: a click before the current dot (left of it, or right of it right to left)
  /// goes back a page, after it forward.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 1 else { return }
    let x = directional(x: touch.location(in: self).x)
    let step = x < directional(x: dotCenter(currentPage).x) ? -1 : 1
    select(currentPage + step)
  }

  override func performPrimaryActionFromKeyboard() {
    guard isEnabled, numberOfPages > 1 else { return }
    select((currentPage + 1) % numberOfPages)
  }

  private func select(_ page: Int) {
    let clamped = min(max(page, 0), numberOfPages - 1)
    guard clamped != currentPage else { return }
    currentPage = clamped
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// Right to left, the first page's dot is the rightmost, as in UIKit.
  private func dotCenter(_ page: Int) -> CGPoint {
    let width = CGFloat(numberOfPages) * Self.dotPitch
    let start = bounds.midX - width / 2 + Self.dotPitch / 2
    return CGPoint(x: directional(x: start + CGFloat(page) * Self.dotPitch), y: bounds.midY)
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
    let other = DisplayColor(
      (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traitCollection).cgColor)
    var current = DisplayColor(
      (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traitCollection).cgColor)
    if !isEnabled { current.alpha *= 0.5 }
    let radius = Self.dotDiameter / 2
    // Past the width, the dots would only pile up: draw as many as fit.
    let visible = min(numberOfPages, 1_000)
    for page in 0..<visible {
      let center = dotCenter(page)
      // On whole points, so that the four rounded corners meet on the pixel grid.
      let dot = CGRect(
        x: (center.x - radius).rounded(), y: (center.y - radius).rounded(),
        width: Self.dotDiameter, height: Self.dotDiameter)
      items.append(.roundedFill(dot, cornerRadius: radius, page == currentPage ? current : other))
    }
  }
}
