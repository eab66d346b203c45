/// A container that shows two or three columns side by side in a wide window and collapses
/// into one navigation stack in compact width.
///
/// Matches UIKit's semantics, checked by ordered logs in the tests:
/// - Both APIs: the classic one (`viewControllers` is `[primary, secondary]`, the delegate's
///   collapse and separate callbacks), and columns (`init(style:)`, `setViewController(_:for:)`,
///   which wraps a controller that is not a navigation controller in one, `show(_:)`/`hide(_:)`,
///   `preferredSplitBehavior`, the `.compact` column).
/// - In regular width the columns tile (or overlay, or displace) by ``displayMode``; the
///   primary and supplementary columns' children get a compact horizontal size class, the
///   secondary the window's.
/// - When the window becomes compact in width, `willTransition(to:with:)` collapses the split:
///   the delegate is asked, the primary (a navigation controller) takes the secondary on its
///   stack, `splitViewControllerDidCollapse` follows; then the traits change and the columns'
///   views leave, with their appearance callbacks at the end of the frame. Widening the window
///   separates them again in the mirror order.
/// - `showDetailViewController` replaces the secondary while expanded and pushes onto the
///   primary while collapsed; `show` pushes onto the navigation controller it comes from.
/// - On the desktop the divider after the primary (and supplementary) column can be dragged
///   with the mouse, within the column's minimum and maximum widths. iPadOS does not do this.
///
/// It is built on the public containment API a user's container would use; columns sliding in
/// and out share one appearance transition through `ContainerSupport`, as UIKit's do through
/// private API.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// Matches UIKit: the value of the width properties that lets the split decide.
  public static let automaticDimension: CGFloat = -CGFloat(Float.greatestFiniteMagnitude)

  /// Matches UIKit: which API this split uses, fixed at creation.
  public let style: Style

  /// Matches UIKit: asked how to collapse, expand and show. Not retained.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// Matches UIKit: the display mode the split uses when it can; `.automatic` by default.
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      requestedDisplayMode = nil
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Matches UIKit (iOS 14): how hidden columns come back; `.automatic` by default.
  open var preferredSplitBehavior: SplitBehavior = .automatic {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Matches UIKit: the primary column's width as a fraction of the split's; automatic by
  /// default (320 points).
  open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { columnWidthsDidChange() }
  }
  /// Matches UIKit (iOS 14): the primary column's width in points; automatic by default.
  open var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnWidthsDidChange() }
  }
  /// Matches UIKit: the narrowest the primary column gets; automatic (200 points) by default.
  open var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnWidthsDidChange() }
  }
  /// Matches UIKit: the widest the primary column gets; automatic (half the split) by default.
  open var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnWidthsDidChange() }
  }
  /// Matches UIKit (iOS 14): the supplementary column's width as a fraction; automatic.
  open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { columnWidthsDidChange() }
  }
  /// Matches UIKit (iOS 14): the supplementary column's width in points; automatic.
  open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnWidthsDidChange() }
  }
  /// Matches UIKit (iOS 14): the narrowest the supplementary column gets; automatic.
  open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnWidthsDidChange() }
  }
  /// Matches UIKit (iOS 14): the widest the supplementary column gets; automatic.
  open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnWidthsDidChange() }
  }

  /// Matches UIKit: whether a drag can show and hide the primary; stored for source
  /// compatibility (the displayModeButtonItem and the divider do it here).
  open var presentsWithGesture = true
  /// Matches UIKit (iOS 14): stored for source compatibility.
  open var showsSecondaryOnlyButton = false
  /// Matches UIKit (iOS 14): stored for source compatibility; the primary is always leading.
  open var primaryEdge: PrimaryEdge = .leading

  /// The child shown in each column: the classic primary and secondary, or each column's
  /// navigation controller.
  var columns: [Column: UIViewController] = [:]
  /// Column style: the controller set for each column, before wrapping.
  var columnContents: [Column: UIViewController] = [:]
  /// Whether the split is collapsed now.
  var collapsedNow = false
  /// While collapsed, what the primary took from the other columns.
  var collapseRecord: SplitCollapseRecord?
  /// A collapse or expansion is running (it may lay out, which checks again).
  var isChangingCollapse = false
  /// The display mode asked for with `show`, `hide` or the button, until the preferred mode
  /// changes.
  var requestedDisplayMode: DisplayMode?
  /// The primary and supplementary widths the user dragged the dividers to.
  var draggedWidths: [Column: CGFloat] = [:]
  /// Columns animating in or out: layout leaves them alone until the animation ends.
  var isAnimatingColumns = false
  /// The draggable lines after the primary and the supplementary column.
  let primaryDivider = SplitDividerView(column: .primary)
  let supplementaryDivider = SplitDividerView(column: .supplementary)
  /// Over the secondary while a column overlays it: a click there hides the overlay.
  let overlayShield = UIView()

  // MARK: Creating

  /// Matches UIKit (iOS 14): a split with columns of `style`.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Matches UIKit: a classic split (`style` is `.unspecified`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Matches UIKit's decoding initializer: the split's style from the storyboard (`style`
  /// attribute; classic when it has none).
  public required init?(coder: NSCoder) {
    style = (coder as? NibDecoder)?.splitStyle ?? .unspecified
    super.init(coder: coder)
  }

  // MARK: Children

  /// Matches UIKit: the classic API's `[primary, secondary]` (only the primary while collapsed);
  /// for a column style, the columns' navigation controllers.
  open var viewControllers: [UIViewController] {
    get {
      let order: [Column] =
        collapsedNow
        ? [.primary]
        : style == .tripleColumn
          ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
      return order.compactMap { columns[$0] }
    }
    set {
      setColumn(.primary, to: newValue.first)
      setColumn(.secondary, to: newValue.count > 1 ? newValue[newValue.count - 1] : nil)
      if style == .tripleColumn, newValue.count > 2 { setColumn(.supplementary, to: newValue[1]) }
    }
  }

  /// Matches UIKit (iOS 14): puts `vc` in `column`, wrapped in a navigation controller unless
  /// it is one (the `.compact` column too).
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified else {
      UIKitLog.warning(
        "setViewController(_:for:) is for split view controllers made with init(style:); "
          + "\(self) uses viewControllers.")
      return
    }
    columnContents[column] = vc
    let wrapped = vc.map {
      $0 as? UINavigationController ?? UINavigationController(rootViewController: $0)
    }
    setColumn(column, to: wrapped)
  }

  /// Matches UIKit (iOS 14): the controller set for `column` (not its wrapper).
  open func viewController(for column: Column) -> UIViewController? {
    style == .unspecified ? columns[column] : columnContents[column]
  }

  /// Matches UIKit: whether the split shows one stack (compact width).
  open var isCollapsed: Bool { collapsedNow }

  /// Matches UIKit: the display mode in force.
  open var displayMode: DisplayMode {
    resolvedDisplayMode(forWidth: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width)
  }

  /// Matches UIKit (iOS 14): how the columns in force share the screen.
  open var splitBehavior: SplitBehavior {
    switch displayMode {
    case .oneOverSecondary, .twoOverSecondary: .overlay
    case .twoDisplaceSecondary: .displace
    default: .tile
    }
  }

  /// Matches UIKit: the primary column's width now.
  open var primaryColumnWidth: CGFloat {
    columnWidth(.primary, inWidth: viewIfLoaded?.bounds.width ?? 0)
  }

  /// Matches UIKit (iOS 14): the supplementary column's width now.
  open var supplementaryColumnWidth: CGFloat {
    columnWidth(.supplementary, inWidth: viewIfLoaded?.bounds.width ?? 0)
  }

  /// Matches UIKit: a button that shows and hides the primary column; put it in the
  /// secondary's navigation item (a column-style split puts it there itself).
  open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
    let item = UIBarButtonItem(
      title: "Sidebar", style: .plain,
      primaryAction: UIAction { [weak self] _ in self?.toggleDisplayModeFromButton() })
    return item
  }()

  // MARK: Showing columns

  /// Matches UIKit (iOS 14): shows `column` (and the columns it needs), animated; while
  /// collapsed, puts the column's stack on top of the primary's.
  open func show(_ column: Column) {
    changeColumnVisibility(column, showing: true)
  }

  /// Matches UIKit (iOS 14): hides `column`, animated.
  open func hide(_ column: Column) {
    changeColumnVisibility(column, showing: false)
  }

  // MARK: Routing

  /// Matches UIKit: the delegate may show `vc`; otherwise it replaces the primary while
  /// expanded, and is pushed onto the primary while collapsed.
  open override func show(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    if collapsedNow {
      pushOntoCollapsedPrimary(vc, sender: sender)
    } else if style == .unspecified {
      setColumn(.primary, to: vc)
    } else {
      setViewController(vc, for: .primary)
    }
  }

  /// Matches UIKit: the delegate may show `vc`; otherwise it becomes the secondary while
  /// expanded (an overlaid column hides), and is pushed onto the primary while collapsed.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    if collapsedNow {
      pushOntoCollapsedPrimary(vc, sender: sender)
      return
    }
    if style == .unspecified {
      setColumn(.secondary, to: vc)
    } else {
      setViewController(vc, for: .secondary)
    }
    if splitBehavior == .overlay { setDisplayMode(.secondaryOnly, animated: true) }
  }

  // MARK: Environment

  /// Matches UIKit: the split collapses or expands for the new traits, after forwarding them to
  /// its children.
  open override func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    updateCollapsedState(compact: newCollection.horizontalSizeClass == .compact)
  }

  /// Matches UIKit: a container view for the columns and the dividers.
  open override func loadView() {
    let container = SplitContainerView(frame: UIScreen.main.bounds)
    container.split = self
    container.backgroundColor = .systemBackground
    overlayShield.backgroundColor = UIColor(white: 0, alpha: 0.1)
    overlayShield.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in self?.setDisplayMode(.secondaryOnly, animated: true)
      })
    for divider in [primaryDivider, supplementaryDivider] {
      divider.split = self
    }
    view = container
  }

  /// Matches UIKit: the visible column's child decides (the primary's, or the collapsed stack).
  open override var childForStatusBarStyle: UIViewController? {
    columns[.secondary] ?? columns[.primary]
  }

  /// Matches UIKit: the visible column's child decides.
  open override var childForStatusBarHidden: UIViewController? {
    columns[.secondary] ?? columns[.primary]
  }

  override var childForKeyCommands: UIViewController? {
    collapsedNow
      ? (columns[.compact] ?? columns[.primary]) : columns[.secondary] ?? columns[.primary]
  }
}
