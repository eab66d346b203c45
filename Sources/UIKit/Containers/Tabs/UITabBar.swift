/// The bar of tabs at the bottom of a tab bar controller: one button per item, the selected
/// one in the tint colour, badges at the images' corners.
///
/// Matches UIKit: 49 points tall above the home indicator, its background reaching down under
/// it; items share the width equally and stack their image over their title in compact width,
/// and sit side by side, centred, in regular width. On a phone with a home indicator turned to
/// landscape the row is 32 points and each item's image and title sit side by side in its
/// share. Each item takes keyboard focus (Tab) and
/// Return selects it. A bar that a tab bar controller manages refuses direct changes to its
/// items, selection and delegate, as in UIKit.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The height of the row of items, above the home indicator, in regular metrics.
  static let height: CGFloat = 49

  /// The height of the row of items: 49 points, or 32 in compact metrics on a phone with a
  /// home indicator.
  ///
  /// Matches iOS as Tencent/QMUI_iOS measured it (#633, and its `TabBarHeight`): in landscape
  /// a phone with a home indicator has a 32-point row in compact width (49 on the Max models)
  /// plus the indicator's inset, while a phone with a Home button keeps 49 points.
  var rowHeight: CGFloat {
    let homeIndicator = (window?.safeAreaInsets.bottom ?? 0) > 0
    return usesCompactBarMetrics && homeIndicator ? Self.compactBarRowHeight : Self.height
  }

  /// Matches UIKit: told when the user selects an item. A tab bar controller's bar keeps the
  /// controller as its delegate.
  open weak var delegate: (any UITabBarDelegate)? {
    get { storedDelegate }
    set {
      guard refusesDirectChange("Changing the delegate of") else { return }
      storedDelegate = newValue
    }
  }
  /// Matches UIKit: the items, left to right.
  open var items: [UITabBarItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// Matches UIKit: the highlighted item, which must be one of ``items``.
  open var selectedItem: UITabBarItem? {
    get { storedSelectedItem }
    set {
      guard refusesDirectChange("Directly modifying") else { return }
      select(newValue)
    }
  }
  /// Matches UIKit (iOS 13+): the bar's look.
  open var standardAppearance = UITabBarAppearance() {
    didSet { refreshAppearance() }
  }
  /// Matches UIKit (iOS 15+): the look at the content's scroll edge; stored for source
  /// compatibility, since the bar always shows its standard look here.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// Matches UIKit (iOS 10+): the colour of unselected items; `nil` is the system grey.
  open var unselectedItemTintColor: UIColor? {
    didSet { refreshButtons() }
  }
  /// Matches UIKit: a background colour that replaces the appearance's.
  open var barTintColor: UIColor? {
    didSet { refreshAppearance() }
  }
  /// Matches UIKit: `true`, so content extends under the bar.
  open var isTranslucent = true

  /// The delegate, set directly by a managing tab bar controller.
  weak var storedDelegate: (any UITabBarDelegate)?
  private var storedItems: [UITabBarItem]?
  private weak var storedSelectedItem: UITabBarItem?
  private(set) var buttons: [TabBarButton] = []
  private let background = _UIBarBackground()
  /// The hairline, inside the background as on iOS.
  private var hairline: UIImageView { background.shadowView }
  /// The tab bar controller that owns the bar, if any; it alone changes the items.
  weak var managingController: UITabBarController?

  /// Matches UIKit: a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's bar with its items, set
  /// up as one made in code.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    background.isUserInteractionEnabled = false
    addSubview(background)
    refreshAppearance()
    // Matches iOS: a long press at accessibility text sizes shows an item large.
    addInteraction(UILargeContentViewerInteraction())
  }

  /// Matches UIKit: replaces the items; a bar a tab bar controller manages raises
  /// `NSInternalInconsistencyException` instead.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    guard refusesDirectChange("Directly modifying") else { return }
    show(items ?? [])
  }

  /// Returns `true` when the bar may change itself; raises UIKit's exception otherwise.
  private func refusesDirectChange(_ what: String) -> Bool {
    guard managingController == nil else {
      UIKitException.raise(
        .internalInconsistencyException,
        "\(what) a tab bar managed by a tab bar controller is not allowed.")
      return false
    }
    return true
  }

  /// Shows `items`, keeping the selection if its item is still there.
  func show(_ items: [UITabBarItem]) {
    let same =
      items.count == buttons.count && zip(items, buttons).allSatisfy { $0 === $1.item }
    storedItems = items
    guard !same else { return }
    for button in buttons {
      button.item.stopObserving(by: self)
      button.removeFromSuperview()
    }
    buttons = items.map { TabBarButton(item: $0, bar: self) }
    for button in buttons {
      addSubview(button)
      button.item.observe(by: self) { [weak button, weak self] in
        button?.refresh()
        self?.setNeedsLayout()
      }
    }
    if let selected = storedSelectedItem, !items.contains(where: { $0 === selected }) {
      storedSelectedItem = nil
    }
    select(storedSelectedItem)
    setNeedsLayout()
  }

  /// Highlights `item`'s button (or none).
  func select(_ item: UITabBarItem?) {
    storedSelectedItem = item.flatMap { item in buttons.contains { $0.item === item } ? item : nil }
    for button in buttons { button.isSelected = button.item === storedSelectedItem }
  }

  /// A click (or Return) on an item's button.
  func userDidSelect(_ item: UITabBarItem) {
    guard item.isEnabled else { return }
    if let managingController {
      managingController.userDidSelect(item)
      return
    }
    select(item)
    storedDelegate?.tabBar(self, didSelect: item)
  }

  /// Matches UIKit: 49 points (32 in a compact row), plus the home indicator's inset when the
  /// bar reaches it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: rowHeight + safeAreaInsets.bottom)
  }

  /// Items share the width equally in compact width and are grouped in the middle in regular
  /// width.
  private var sharesWidthEqually: Bool { traitCollection.horizontalSizeClass != .regular }

  /// Items stack in compact width, unless the row is compact, and sit inline otherwise.
  var isStacked: Bool { sharesWidthEqually && rowHeight == Self.height }

  /// Places the background (down under the home indicator), the hairline and the items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let below = max(0, (superview?.bounds.height ?? bounds.height) - frame.maxY)
    background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + below)
    let line = standardAppearance.hairlineHeight(displayScale: traitCollection.displayScale)
    hairline.frame = CGRect(x: 0, y: -line, width: bounds.width, height: line)
    guard !buttons.isEmpty else { return }
    let insets = safeAreaInsets
    let width = bounds.width - insets.left - insets.right
    let stacked = isStacked
    let height = rowHeight
    for button in buttons { button.isStacked = stacked }
    // Matches UIKit: right to left, the first item is the rightmost.
    let ordered = isRightToLeft ? buttons.reversed() : buttons
    if sharesWidthEqually {
      let share = width / CGFloat(buttons.count)
      for (index, button) in ordered.enumerated() {
        let left = (insets.left + share * CGFloat(index)).rounded()
        let right = (insets.left + share * CGFloat(index + 1)).rounded()
        button.frame = CGRect(x: left, y: 0, width: right - left, height: height)
      }
    } else {
      // Matches UIKit on an iPad: items of equal width, centred as a group.
      let itemWidth = max(buttons.map(\.inlineWidth).max() ?? 0, 110)
      let total = min(width, itemWidth * CGFloat(buttons.count))
      let share = total / CGFloat(buttons.count)
      var x = insets.left + ((width - total) / 2).rounded()
      for button in ordered {
        button.frame = CGRect(x: x.rounded(), y: 0, width: share.rounded(), height: height)
        x += share
      }
    }
  }

  /// The items stay clear of the safe area's sides.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }

  private func refreshAppearance() {
    standardAppearance.style(
      background: background, hairline: hairline, barTintColor: barTintColor)
    refreshButtons()
  }

  private func refreshButtons() {
    for button in buttons { button.refresh() }
  }
}
