/// A bar of buttons, usually at the bottom of a navigation controller.
///
/// Matches UIKit: 44 points tall, 32 on a phone turned to landscape; items are laid out left to right, flexible spaces sharing
/// the room that is left and fixed spaces taking their width. Its background follows
/// `standardAppearance` (the default material with a hairline on top).
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The toolbar's height in regular metrics.
  static let height: CGFloat = 44

  /// The toolbar's height: 44 points, 32 in compact metrics (Apple's guidelines: "the
  /// automatic change in toolbar height that occurs on device rotation").
  var barHeight: CGFloat { usesCompactBarMetrics ? Self.compactBarRowHeight : Self.height }

  /// Matches UIKit: the items, left to right.
  open var items: [UIBarButtonItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }

  /// Matches UIKit (iOS 13+): the toolbar's look.
  open var standardAppearance = UIToolbarAppearance() {
    didSet { refreshAppearance() }
  }
  /// Matches UIKit: a background colour that replaces the appearance's.
  open var barTintColor: UIColor? {
    didSet { refreshAppearance() }
  }
  /// Matches UIKit: `true`.
  open var isTranslucent = true

  private var storedItems: [UIBarButtonItem]?
  private var buttons: [BarButtonView] = []
  private let background = _UIBarBackground()
  /// The view over the background holding the row of buttons, as iOS nests them.
  private let content = ToolbarContentView()
  /// The hairline, inside the background as on iOS.
  private var hairline: UIImageView { background.shadowView }

  /// Matches UIKit: an empty toolbar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Makes an empty bar; `required` so that a navigation controller can make one of a
  /// subclass given by `init(navigationBarClass:toolbarClass:)`.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's toolbar with its items,
  /// set up as one made in code.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    background.isUserInteractionEnabled = false
    addSubview(background)
    addSubview(content)
    refreshAppearance()
    // Matches iOS: a long press at accessibility text sizes shows a button large.
    addInteraction(UILargeContentViewerInteraction())
  }

  /// Matches UIKit: replaces the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    for button in buttons {
      button.item.stopObserving(by: self)
      button.removeFromSuperview()
    }
    storedItems = items
    buttons = (items ?? []).map(BarButtonView.init(item:))
    for button in buttons {
      content.stack.addSubview(button)
      button.item.observe(by: self) { [weak button, weak self] in
        button?.refresh()
        self?.setNeedsLayout()
      }
    }
    setNeedsLayout()
  }

  /// Matches UIKit: the toolbar's height, whatever width is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: barHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // The background reaches down under the home indicator.
    let below = max(0, (superview?.bounds.height ?? bounds.height) - frame.maxY)
    background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + below)
    let line = standardAppearance.hairlineHeight(displayScale: traitCollection.displayScale)
    hairline.frame = CGRect(x: 0, y: -line, width: bounds.width, height: line)
    let insets = safeAreaInsets
    let margin: CGFloat = 8
    let widths = buttons.map {
      $0.item.systemItem == .flexibleSpace ? 0 : $0.intrinsicContentSize.width
    }
    let flexible = buttons.filter { $0.item.systemItem == .flexibleSpace }.count
    let used = widths.reduce(0, +)
    let room = bounds.width - insets.left - insets.right - 2 * margin - used
    let share = flexible > 0 ? max(0, room) / CGFloat(flexible) : 0
    var x = insets.left + margin
    var frames: [CGRect] = []
    for (button, width) in zip(buttons, widths) {
      let size = button.item.systemItem == .flexibleSpace ? share : width
      frames.append(CGRect(x: x, y: 0, width: size, height: barHeight))
      button.isHidden = button.item.isSpace
      x += size
    }
    // As iOS: the content view and its row cover the bar, so the buttons keep these frames.
    content.frame = bounds
    content.stack.place(buttons, at: frames, row: content.bounds)
  }

  private func refreshAppearance() {
    standardAppearance.style(
      background: background, hairline: hairline, barTintColor: barTintColor)
  }
}

/// How a toolbar looks, as UIKit's `UIToolbarAppearance` (iOS 13+).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}
