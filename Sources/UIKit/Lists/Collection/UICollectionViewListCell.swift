/// A collection view cell that looks like a row of a list, as `UICollectionViewListCell`:
/// used with a list layout (``UICollectionViewCompositionalLayout/list(using:)``), it takes the
/// list's look (background, separator, inset-grouped corners) and shows ``accessories``.
///
/// Matches UIKit: ``defaultContentConfiguration()`` is a `UIListContentConfiguration.cell()`;
/// the background follows the list's appearance (the plain or grouped cell background, turning
/// `systemGray4` when selected) unless a background configuration or view is set; the
/// separator runs under the text, from the leading margin, and the last row of a grouped
/// section has none.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
///   cell, _, title in
///   var content = cell.defaultContentConfiguration()
///   content.text = title
///   cell.contentConfiguration = content
///   cell.accessories = [.disclosureIndicator()]
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// Where the list layout placed the cell.
  private var placement = ListPlacement(appearance: .plain, listHasSeparators: false)
  /// The views of the trailing accessories shown, trailing edge first.
  private var accessoryViews: [UIView] = []
  /// The views of the leading accessories shown (the delete accessory), leading edge first.
  private var leadingAccessoryViews: [UIView] = []
  /// The hairline under the row.
  private let separatorView = UIView()
  /// The corners rounded for an `.insetGrouped` section.
  private var roundedCorners: UIRectCorner = []
  /// The supplementary kind the cell shows when it is a list's header or footer.
  private var supplementaryKind: String?
  /// Whether the background is the list's own, not one the user set.
  private var usesListBackground = true
  private var settingListBackground = false

  /// Matches UIKit: a list cell with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpListCell()
  }

  /// Matches UIKit's decoding initializer.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpListCell()
  }

  private func setUpListCell() {
    separatorView.isUserInteractionEnabled = false
    addSubview(separatorView)
    showListBackground()
    refreshContentMargins()
  }

  /// Matches UIKit: the accessories shown beside the content, from the trailing edge inward.
  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessories() }
  }

  /// Matches UIKit: how many steps the content is indented by; a diffable data source sets it
  /// to the item's level in its section's outline.
  open var indentationLevel = 0 {
    didSet { refreshContentMargins() }
  }

  /// Matches UIKit: the width of one indentation step.
  open var indentationWidth: CGFloat = 10 {
    didSet { refreshContentMargins() }
  }

  /// Shows the item as expanded or collapsed in its outline: the configuration state and
  /// the outline disclosure's chevron.
  func setOutlineExpanded(_ expanded: Bool) {
    extraState.expanded = expanded
    for case let view as OutlineDisclosureView in accessoryViews { view.isExpanded = expanded }
    setNeedsUpdateConfiguration()
  }

  /// Matches UIKit: a list content configuration for the cell's place in its list: a cell,
  /// a sidebar cell, or the header or footer of a section when the cell is one.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    let sidebar = placement.appearance == .sidebar || placement.appearance == .sidebarPlain
    switch supplementaryKind {
    case UICollectionView.elementKindSectionHeader?:
      return sidebar
        ? .sidebarHeader() : placement.appearance.isGrouped ? .groupedHeader() : .plainHeader()
    case UICollectionView.elementKindSectionFooter?:
      return placement.appearance.isGrouped ? .groupedFooter() : .plainFooter()
    default:
      return sidebar ? .sidebarCell() : .cell()
    }
  }

  /// Matches UIKit: a set background configuration replaces the list's own background.
  open override var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { if !settingListBackground { usesListBackground = false } }
  }

  /// Matches UIKit: takes the list's look from the layout's attributes.
  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    let kind =
      layoutAttributes.representedElementCategory == .supplementaryView
      ? layoutAttributes.representedElementKind : nil
    guard let list = layoutAttributes.listPlacement, list != placement || kind != supplementaryKind
    else { return }
    placement = list
    supplementaryKind = kind
    showListBackground()
    refreshContentMargins()
    setNeedsLayout()
  }

  /// Matches UIKit (iOS 16+): the background of the cell's place in its list: the plain,
  /// grouped or sidebar cell's, or a header's or footer's.
  open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    let sidebar = placement.appearance == .sidebar || placement.appearance == .sidebarPlain
    return switch (supplementaryKind != nil, placement.appearance.isGrouped, sidebar) {
    case (true, _, true): .clear()
    case (true, true, _): .listGroupedHeaderFooter()
    case (true, false, _): .listPlainHeaderFooter()
    case (false, _, _): placement.rowBackgroundConfiguration
    }
  }

  private func showListBackground() {
    guard usesListBackground else { return }
    settingListBackground = true
    defer { settingListBackground = false }
    backgroundConfiguration = defaultBackgroundConfiguration()
  }

  /// Matches UIKit: entering or leaving edit mode shows the accessories of the new state.
  override func editingStateDidChange() {
    rebuildAccessories()
  }

  private func rebuildAccessories() {
    for view in leadingAccessoryViews + accessoryViews { view.removeFromSuperview() }
    let shown = accessories.filter { $0.isDisplayed(editing: extraState.editing) }
    leadingAccessoryViews = shown.filter(\.isLeading).map(makeView)
    accessoryViews = shown.filter { !$0.isLeading }.map(makeView)
    for case let view as OutlineDisclosureView in accessoryViews {
      view.isExpanded = extraState.expanded
    }
    for view in leadingAccessoryViews + accessoryViews { addSubview(view) }
    refreshContentMargins()
    setNeedsLayout()
  }

  /// An accessory's view, wired to the collection view: the delete accessory's click and the
  /// reorder accessory's drag.
  private func makeView(for accessory: UICellAccessory) -> UIView {
    let view = accessory.makeView()
    switch accessory.kind {
    case .delete(_, let actionHandler):
      (view as? UIControl)?.addAction(
        UIAction { [unowned self] _ in
          (superview as? UICollectionView)?.deleteAccessoryTapped(
            in: self, actionHandler: actionHandler)
        }, for: .touchUpInside)
    case .reorder:
      view.addGestureRecognizer(
        UIPanGestureRecognizer { [unowned self] pan in
          (superview as? UICollectionView)?.reorder(self, with: pan)
        })
    case .disclosureIndicator, .checkmark, .outlineDisclosure:
      break
    }
    return view
  }

  /// Matches iOS: the content starts at the list's margin (16 points, 20 on wide screens) and
  /// ends there too, or at the first trailing accessory.
  private func refreshContentMargins() {
    let margins = NSDirectionalEdgeInsets(
      top: CellStyleLayout.verticalPadding,
      leading: (leadingAccessoryViews.isEmpty ? margin(leading: true) : 0)
        + CGFloat(indentationLevel)
        * indentationWidth,
      bottom: CellStyleLayout.verticalPadding,
      trailing: accessoryViews.isEmpty ? margin(leading: false) : 0)
    if contentView.directionalLayoutMargins != margins {
      contentView.directionalLayoutMargins = margins
    }
  }

  /// Matches iOS: the list's margin at the leading or trailing edge, inside the list's safe
  /// area there (a plain or grouped list in landscape), as a list cell's layout margins are.
  private func margin(leading: Bool) -> CGFloat {
    let safeArea = placement.safeArea(
      mirrored: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    return placement.margin + (leading ? safeArea.leading : safeArea.trailing)
  }

  /// The width accessories take at one edge: the margin there, then each accessory and the
  /// gap beside it.
  private func width(of views: [UIView], leading: Bool) -> CGFloat {
    guard !views.isEmpty else { return 0 }
    return views.reduce(margin(leading: leading)) {
      $0 + $1.bounds.width + CellStyleLayout.accessoryGap
    }
  }

  /// Matches UIKit: the content starts after the leading accessories and ends before the
  /// trailing ones.
  override func contentFrame(in bounds: CGRect) -> CGRect {
    let leading = width(of: leadingAccessoryViews, leading: true)
    let trailing = width(of: accessoryViews, leading: false)
    let width = max(0, bounds.width - leading - trailing)
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return CGRect(
      x: mirrored ? trailing : leading, y: 0, width: width, height: bounds.height)
  }

  /// Matches UIKit: a sideways trackpad scroll over a list row swipes it, as a drag does.
  override func scrollWheel(by delta: CGPoint) -> Bool {
    guard let list = superview as? UICollectionView, let indexPath = list.indexPath(for: self)
    else { return false }
    return list.swipeActions.wheel(by: delta, over: indexPath)
  }

  /// Places the accessories, the separator and the inset-grouped corners.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let hairline = 1 / max(1, traitCollection.displayScale)
    UIView.performWithoutAnimation {
      var edge = margin(leading: false)
      for view in accessoryViews {
        let width = view.bounds.width
        let x = mirrored ? edge : bounds.width - edge - width
        view.center = CGPoint(x: x + width / 2, y: bounds.midY)
        edge += width + CellStyleLayout.accessoryGap
      }
      edge = margin(leading: true)
      for view in leadingAccessoryViews {
        let width = view.bounds.width
        let x = mirrored ? bounds.width - edge - width : edge
        view.center = CGPoint(x: x + width / 2, y: bounds.midY)
        edge += width + CellStyleLayout.accessoryGap
      }
      separatorView.isHidden = !placement.showsSeparator
      separatorView.backgroundColor = placement.separatorColor
      // Matches iOS: in edit mode the separator starts under the text, after the delete
      // accessory.
      let leading =
        leadingAccessoryViews.isEmpty
        ? margin(leading: true) : width(of: leadingAccessoryViews, leading: true)
      separatorView.frame = CGRect(
        x: mirrored ? 0 : leading, y: bounds.height - hairline,
        width: max(0, bounds.width - leading), height: hairline)
    }
    // Matches iOS: an `.insetGrouped` section's first and last rows round their outer corners.
    roundedCorners = roundListCorners(
      placement.roundedCorners, radius: CellStyleLayout.insetGroupedCornerRadius,
      previous: roundedCorners)
  }
}
