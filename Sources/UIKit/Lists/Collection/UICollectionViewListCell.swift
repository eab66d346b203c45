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
  /// The views of the accessories shown, trailing edge first.
  private var accessoryViews: [UIView] = []
  /// The hairline under the row.
  private let separatorView = UIView()
  /// Whether the background is the list's own, not one the user set.
  private var usesListBackground = true
  private var settingListBackground = false
  /// The gap between the content and a trailing accessory, and between accessories.
  private static let accessorySpacing: CGFloat = 16

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
  }

  /// Matches UIKit: the accessories shown beside the content, from the trailing edge inward.
  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessories() }
  }

  /// Matches UIKit: a list content configuration for a cell of this list (`.cell()`).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    placement.appearance == .sidebar || placement.appearance == .sidebarPlain
      ? .sidebarCell() : .cell()
  }

  /// Matches UIKit: a set background configuration replaces the list's own background.
  open override var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { if !settingListBackground { usesListBackground = false } }
  }

  /// Matches UIKit: takes the list's look from the layout's attributes.
  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    guard let list = layoutAttributes.listPlacement, list != placement else { return }
    placement = list
    showListBackground()
    setNeedsLayout()
  }

  private func showListBackground() {
    guard usesListBackground else { return }
    settingListBackground = true
    defer { settingListBackground = false }
    switch placement.appearance {
    case .plain: backgroundConfiguration = .listPlainCell()
    case .grouped, .insetGrouped: backgroundConfiguration = .listGroupedCell()
    case .sidebar, .sidebarPlain: backgroundConfiguration = .listSidebarCell()
    }
  }

  private func rebuildAccessories() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.filter { $0.isDisplayed(editing: extraState.editing) }.map {
      $0.makeView()
    }
    for view in accessoryViews { addSubview(view) }
    setNeedsLayout()
  }

  /// The width the accessories take at the trailing edge, with their spacing.
  private var accessoryWidth: CGFloat {
    accessoryViews.reduce(0) { $0 + $1.bounds.width + Self.accessorySpacing }
  }

  /// Matches UIKit: the content ends before the trailing accessories.
  override func contentFrame(in bounds: CGRect) -> CGRect {
    let width = max(0, bounds.width - accessoryWidth)
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return CGRect(
      x: mirrored ? bounds.width - width : 0, y: 0, width: width, height: bounds.height)
  }

  /// Places the accessories, the separator and the inset-grouped corners.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let hairline = 1 / max(1, traitCollection.displayScale)
    UIView.performWithoutAnimation {
      var edge = placement.margin
      for view in accessoryViews {
        let width = view.bounds.width
        let x = mirrored ? edge : bounds.width - edge - width
        view.center = CGPoint(x: x + width / 2, y: bounds.midY)
        edge += width + Self.accessorySpacing
      }
      separatorView.isHidden = !placement.showsSeparator
      separatorView.backgroundColor = placement.separatorColor
      let leading = placement.margin
      separatorView.frame = CGRect(
        x: mirrored ? 0 : leading, y: bounds.height - hairline,
        width: max(0, bounds.width - leading), height: hairline)
    }
    // Matches iOS: an `.insetGrouped` section's first and last rows round their outer corners.
    maskCorners(placement.roundedCorners, radius: CellStyleLayout.insetGroupedCornerRadius)
  }
}
