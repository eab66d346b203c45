/// The bar at the top of a navigation controller: the top item's title and buttons, and a back
/// button titled after the item below.
///
/// Matches UIKit (iOS 15 look): 44 points tall, 96 with a large title, 30 more with a prompt;
/// 32 points and no large title on a phone turned to landscape, where it takes
/// `compactAppearance`; the background reaches up under the status bar. At the content's scroll
/// edge (no scrolling content, or content scrolled to its top) the bar uses
/// `scrollEdgeAppearance`, or, when that is `nil`, its standard appearance with a transparent
/// background, as iOS 15 does. A bar that a navigation controller manages refuses direct
/// changes to its items, as in UIKit.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The height of the row holding the title and the buttons, in regular metrics.
  static let inlineHeight: CGFloat = 44
  /// The extra height of a large title.
  static let largeTitleHeight: CGFloat = 52
  /// The extra height of a prompt.
  static let promptHeight: CGFloat = 30

  /// Matches UIKit (iOS 11+): whether the root item shows a large title (items choose with
  /// `largeTitleDisplayMode`).
  open var prefersLargeTitles = false {
    didSet { barLayoutDidChange() }
  }
  /// Matches UIKit: `true`, so content extends under the bar.
  open var isTranslucent = true
  /// Matches UIKit: a background colour that replaces the appearance's.
  open var barTintColor: UIColor? {
    didSet { refreshAppearance() }
  }
  /// Matches UIKit (iOS 13+): the look while content scrolls under the bar.
  open var standardAppearance = UINavigationBarAppearance() {
    didSet { refreshAppearance() }
  }
  /// Matches UIKit (iOS 13+): the look at the content's scroll edge; `nil` makes the standard
  /// look transparent there.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { refreshAppearance() }
  }
  /// Matches UIKit (iOS 13+): the look in compact height; `nil` uses the standard look.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet { refreshAppearance() }
  }

  private let background = _UIBarBackground()
  /// The hairline, inside the background as on iOS.
  private var hairline: UIImageView { background.shadowView }
  /// What the bar shows for its top item.
  private(set) var content: NavigationBarContent?
  private var storedItems: [UINavigationItem] = []
  /// The navigation controller that owns the bar, if any; it alone changes the items.
  weak var managingController: UINavigationController?
  /// Whether the content behind the bar is at its scroll edge.
  var isAtScrollEdge = true {
    didSet {
      guard isAtScrollEdge != oldValue else { return }
      refreshAppearance()
    }
  }
  /// How far the large title has collapsed under scrolling content, 0 to `largeTitleHeight`.
  var largeTitleCollapse: CGFloat = 0 {
    didSet {
      guard largeTitleCollapse != oldValue else { return }
      barLayoutDidChange()
    }
  }
  /// The height the bar keeps while a push or pop starts: the leaving item's, until the
  /// transition's animation takes it to the arriving item's.
  private var heldHeight: CGFloat?
  /// Called when the back button is pressed.
  var onBack: () -> Void = {}
  /// Called when the bar's height may have changed, so its owner lays it out again.
  var onLayoutChange: () -> Void = {}

  /// Matches UIKit: a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Makes an empty bar; `required` so that a navigation controller can make one of a
  /// subclass given by `init(navigationBarClass:toolbarClass:)`.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's bar with its items, set
  /// up as one made in code (the file's own frame and autoresizing win).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    // Matches iOS's description of the bar: `opaque = NO; autoresize = W`.
    isOpaque = false
    autoresizingMask = .flexibleWidth
    background.isUserInteractionEnabled = false
    addSubview(background)
    refreshAppearance()
    // Matches iOS: a long press at accessibility text sizes shows a button large.
    addInteraction(UILargeContentViewerInteraction())
  }

  // MARK: Items

  /// Matches UIKit: the stack of items, bottom first.
  open var items: [UINavigationItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }

  /// Matches UIKit: the item on top.
  open var topItem: UINavigationItem? { storedItems.last }

  /// Matches UIKit: the item below the top, whose title the back button shows.
  open var backItem: UINavigationItem? { storedItems.dropLast().last }

  /// Matches UIKit: replaces the items. A bar a navigation controller manages raises
  /// `NSInternalInconsistencyException` instead.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    guard refusesDirectChange("setItems:animated:") else { return }
    show(items ?? [])
  }

  /// Matches UIKit: pushes an item; refused on a bar a navigation controller manages.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard refusesDirectChange("pushNavigationItem:animated:") else { return }
    show(storedItems + [item])
  }

  /// Matches UIKit: pops the top item; refused on a bar a navigation controller manages.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard refusesDirectChange("popNavigationItemAnimated:") else { return nil }
    let top = storedItems.last
    show(Array(storedItems.dropLast()))
    return top
  }

  /// Returns `true` when the bar may change its own items.
  private func refusesDirectChange(_ selector: String) -> Bool {
    guard managingController == nil else {
      UIKitException.raise(
        .internalInconsistencyException,
        "Cannot call \(selector) directly on a UINavigationBar managed by a controller.")
      return false
    }
    return true
  }

  /// Shows `items` at once, with no animation.
  func show(_ items: [UINavigationItem]) {
    for item in storedItems where item.bar === self { item.bar = nil }
    storedItems = items
    for item in items { item.bar = self }
    content?.removeFromSuperview()
    content = items.last.map(makeContent(for:))
    if let content { insertSubview(content, aboveSubview: background) }
    refreshAppearance()
    barLayoutDidChange()
  }

  /// Moves to `items` beside a view-controller transition: the new top's content fades in as
  /// the old one fades out, the titles sliding (from the right on a push, from the left on a
  /// pop). A cancelled transition puts the old items back.
  func transition(
    to items: [UINavigationItem], pushing: Bool,
    coordinator: any UIViewControllerTransitionCoordinator
  ) {
    let oldItems = storedItems
    guard let old = content, let top = items.last else {
      show(items)
      return
    }
    // Matches UIKit: the bar keeps the leaving item's height, and the leaving content its
    // large title, until the animation alongside the transition changes them: the height
    // animates with the transition (and follows an interactive pop), the large title
    // folding away with it as it fades.
    heldHeight = displayedHeight
    for item in items { item.bar = self }
    storedItems = items
    let new = makeContent(for: top)
    insertSubview(new, aboveSubview: old)
    content = new
    UIView.performWithoutAnimation {
      new.frame = bounds
      new.largeTitle = (showsLargeTitle(for: top), 0)
      new.layoutIfNeeded()
    }
    // Matches UIKit: on a push the old title travels to where the new back button's title
    // sits, and the new title comes in from the right (the left, right to left); a pop runs
    // the same paths backwards. The label arriving and the one leaving travel together,
    // cross-fading.
    let (leaving, arriving) = pushing ? (old, new) : (new, old)
    let travel = arriving.backTitleLeadingX - leaving.titleLeadingX
    let slide = (isRightToLeft ? -1 : 1) * bounds.width / 3
    func shifted(_ dx: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: dx, y: 0) }
    UIView.performWithoutAnimation {
      new.fade = 0
      if pushing {
        new.backButton.titleLabel.transform = shifted(-travel)
        new.titleLabel.transform = shifted(slide)
      } else {
        new.titleLabel.transform = shifted(travel)
        new.backButton.titleLabel.transform = shifted(-slide)
      }
    }
    refreshAppearance()
    coordinator.animate(
      alongsideTransition: { [weak self] _ in
        new.fade = 1
        old.fade = 0
        new.titleLabel.transform = .identity
        new.backButton.titleLabel.transform = .identity
        if pushing {
          old.titleLabel.transform = shifted(travel)
          old.backButton.titleLabel.transform = shifted(-slide)
        } else {
          old.titleLabel.transform = shifted(slide)
          old.backButton.titleLabel.transform = shifted(-travel)
        }
        self?.heldHeight = nil
        self?.barLayoutDidChange()
        self?.layOutBackground()
        old.layOutLargeTitleArea()
      },
      completion: { [weak self] context in
        guard let self else { return }
        heldHeight = nil
        if context.isCancelled {
          new.removeFromSuperview()
          old.fade = 1
          old.titleLabel.transform = .identity
          old.backButton.titleLabel.transform = .identity
          for item in items where !oldItems.contains(where: { $0 === item }) { item.bar = nil }
          storedItems = oldItems
          for item in oldItems { item.bar = self }
          content = old
        } else {
          old.removeFromSuperview()
          for item in oldItems where !items.contains(where: { $0 === item }) { item.bar = nil }
        }
        refreshAppearance()
        barLayoutDidChange()
      })
  }

  /// Matches UIKit: the bar hands its attribute on to what it shows for its items, so that a
  /// bar forced right to left lays its title and buttons out as a right-to-left app's bar.
  /// UIKitCore's `-[UINavigationBar setSemanticContentAttribute:]` passes it to the bar's
  /// visual provider, which sets the bar's attribute on its content view.
  open override var semanticContentAttribute: UISemanticContentAttribute {
    didSet {
      for case let shown as NavigationBarContent in subviews {
        shown.semanticContentAttribute = semanticContentAttribute
      }
    }
  }

  private func makeContent(for item: UINavigationItem) -> NavigationBarContent {
    let back = storedItems.firstIndex { $0 === item }.flatMap { $0 > 0 ? storedItems[$0 - 1] : nil }
    let content = NavigationBarContent(item: item, backItem: back) { [weak self] in
      self?.onBack()
    }
    content.semanticContentAttribute = semanticContentAttribute
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return content
  }

  /// An item on the bar changed: redraw it.
  func itemDidChange(_ item: UINavigationItem) {
    guard let content else { return }
    if content.item === item || backItem === item {
      content.refresh(backItem: backItem)
      refreshAppearance()
      barLayoutDidChange()
    }
  }

  // MARK: Size

  /// Whether `item` shows a large title on this bar.
  func showsLargeTitle(for item: UINavigationItem?) -> Bool {
    showsLargeTitle(for: item, in: storedItems)
  }

  /// Whether `item` shows a large title when `items` are the bar's items.
  private func showsLargeTitle(for item: UINavigationItem?, in items: [UINavigationItem]) -> Bool {
    // Matches UIKit: large titles do not show in a compact-height bar.
    guard prefersLargeTitles, let item, !usesCompactBarMetrics else { return false }
    switch item.largeTitleDisplayMode {
    case .always: return true
    case .never: return false
    case .automatic:
      // Matches UIKit: an automatic item follows the item below it, the root the bar.
      guard let index = items.firstIndex(where: { $0 === item }), index > 0 else {
        return true
      }
      return showsLargeTitle(for: items[index - 1], in: items)
    }
  }

  /// The bar's height for its top item: the row, a prompt, and what is left of the large
  /// title after scrolling collapsed it.
  var preferredHeight: CGFloat {
    expandedHeight
      - (showsLargeTitle(for: topItem) ? min(largeTitleCollapse, Self.largeTitleHeight) : 0)
  }

  /// The height the bar is laid out at: ``preferredHeight``, except while a push or pop
  /// starts, when it is still the leaving item's.
  var displayedHeight: CGFloat { heldHeight ?? preferredHeight }

  /// The height with the large title fully shown: what the content's safe area is measured
  /// from, so that collapsing the title does not move the content's insets (as in UIKit).
  var expandedHeight: CGFloat { expandedHeight(showing: storedItems) }

  /// ``expandedHeight`` once `items` are the bar's items: what a controller arriving in a push
  /// or pop is laid out for before the bar has changed, as UIKit lays it out for the bar it
  /// comes to rest under.
  func expandedHeight(showing items: [UINavigationItem]) -> CGFloat {
    let top = items.last
    let prompt = top?.prompt == nil ? 0 : Self.promptHeight
    let large = showsLargeTitle(for: top, in: items) ? Self.largeTitleHeight : 0
    return rowHeight + prompt + large
  }

  /// The height of the row holding the title and the buttons: 44 points, 32 in compact metrics.
  var rowHeight: CGFloat {
    usesCompactBarMetrics ? Self.compactBarRowHeight : Self.inlineHeight
  }

  /// Matches UIKit: the bar's height, whatever width is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: preferredHeight)
  }

  private func barLayoutDidChange() {
    content?.largeTitle = (showsLargeTitle(for: topItem), largeTitleCollapse)
    setNeedsLayout()
    onLayoutChange()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutBackground()
  }

  /// The bar's metrics follow the traits and the interface's orientation (a rotation changes
  /// both): its height, its large title and its appearance are worked out again, and its
  /// owner lays it out for them.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    refreshAppearance()
    barLayoutDidChange()
  }

  /// Places the background, which reaches up to the top of the window under the status bar,
  /// and the hairline under it; called inside a transition's animation too, so that they
  /// follow the bar's height.
  private func layOutBackground() {
    let above = max(0, frame.minY)
    background.frame = CGRect(
      x: 0, y: -above, width: bounds.width, height: bounds.height + above)
    hairline.frame = CGRect(
      x: 0, y: background.bounds.height, width: bounds.width,
      height: currentAppearance.hairlineHeight(displayScale: traitCollection.displayScale))
  }

  // MARK: Appearance

  /// The appearance in force now: the top item's, else the bar's, at the scroll edge or not.
  ///
  /// Matches UIKit: in compact metrics the top item's `compactAppearance`, else the bar's,
  /// stands in for the standard one; either being `nil` falls back to the standard one.
  var currentAppearance: UINavigationBarAppearance {
    let item = topItem
    let standard =
      usesCompactBarMetrics
      ? item?.compactAppearance ?? compactAppearance ?? item?.standardAppearance
        ?? standardAppearance
      : item?.standardAppearance ?? standardAppearance
    if isAtScrollEdge {
      if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
      let transparent = standard.duplicate()
      transparent.configureWithTransparentBackground()
      return transparent
    }
    return standard
  }

  private func refreshAppearance() {
    let appearance = currentAppearance
    appearance.style(background: background, hairline: hairline, barTintColor: barTintColor)
    content?.apply(appearance)
  }
}
