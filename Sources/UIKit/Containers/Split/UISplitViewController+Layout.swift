/// One column's place in the split's view.
struct ColumnPlacement {
  let column: UISplitViewController.Column
  let controller: UIViewController
  let frame: CGRect
  /// The column slides over the secondary instead of sitting beside it.
  let overlays: Bool
}

extension UISplitViewController {
  /// Matches UIKit on an iPad: columns are 320 points wide unless told otherwise.
  static let defaultColumnWidth: CGFloat = 320
  static let defaultMinimumColumnWidth: CGFloat = 200
  /// The hairline between tiled columns.
  static let dividerWidth: CGFloat = 1
  /// How wide the split must be for `.automatic` to tile one column, or two, beside the
  /// secondary.
  static let widthForOneBeside: CGFloat = 700
  static let widthForTwoBeside: CGFloat = 1100
  /// How long showing or hiding a column takes.
  static let columnAnimationDuration: TimeInterval = 0.3

  /// The display mode for a split `width` points wide: the one asked for with `show`, `hide`
  /// or the button, else the preferred one, else the automatic one, made to fit the style.
  func resolvedDisplayMode(forWidth width: CGFloat) -> DisplayMode {
    let mode =
      requestedDisplayMode
      ?? (preferredDisplayMode == .automatic
        ? automaticDisplayMode(forWidth: width) : preferredDisplayMode)
    return normalized(mode)
  }

  /// `.automatic` resolved: tile what fits, unless the preferred behaviour is to overlay.
  func automaticDisplayMode(forWidth width: CGFloat) -> DisplayMode {
    guard preferredSplitBehavior != .overlay else { return .secondaryOnly }
    if style == .tripleColumn {
      if width >= Self.widthForTwoBeside {
        return preferredSplitBehavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary
      }
      return width >= Self.widthForOneBeside ? .oneBesideSecondary : .secondaryOnly
    }
    return width >= Self.widthForOneBeside ? .oneBesideSecondary : .secondaryOnly
  }

  /// A two-column split has no supplementary: the "two" modes mean one.
  func normalized(_ mode: DisplayMode) -> DisplayMode {
    if mode == .automatic { return .secondaryOnly }
    guard style != .tripleColumn else { return mode }
    switch mode {
    case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    default: return mode
    }
  }

  /// The width of the primary or supplementary column in a split `width` wide: the dragged
  /// width, else the preferred width, else the fraction, else 320 points; kept within the
  /// minimum (200 points by default) and maximum (half the split by default).
  func columnWidth(_ column: Column, inWidth width: CGFloat) -> CGFloat {
    let primary = column == .primary
    let preferred = primary ? preferredPrimaryColumnWidth : preferredSupplementaryColumnWidth
    let fraction =
      primary ? preferredPrimaryColumnWidthFraction : preferredSupplementaryColumnWidthFraction
    let minimum = primary ? minimumPrimaryColumnWidth : minimumSupplementaryColumnWidth
    let maximum = primary ? maximumPrimaryColumnWidth : maximumSupplementaryColumnWidth
    let automatic = Self.automaticDimension
    let low = minimum == automatic ? min(Self.defaultMinimumColumnWidth, width) : minimum
    let high = max(low, maximum == automatic ? width / 2 : maximum)
    let wanted =
      draggedWidths[column]
      ?? (preferred != automatic
        ? preferred : fraction != automatic ? fraction * width : Self.defaultColumnWidth)
    return min(max(wanted, low), high).rounded()
  }

  /// Where each visible column goes in `bounds`: the secondary first (overlays go above it),
  /// then the columns before it, leading first.
  func placements(in bounds: CGRect) -> [ColumnPlacement] {
    if collapsedNow {
      let column: Column = columns[.compact] != nil ? .compact : .primary
      guard let shown = columns[column] else { return [] }
      return [ColumnPlacement(column: column, controller: shown, frame: bounds, overlays: false)]
    }
    let primaryWidth = columnWidth(.primary, inWidth: bounds.width)
    let supplementaryWidth = columnWidth(.supplementary, inWidth: bounds.width)
    let one: [(Column, CGFloat)] =
      style == .tripleColumn ? [(.supplementary, supplementaryWidth)] : [(.primary, primaryWidth)]
    let two: [(Column, CGFloat)] = [(.primary, primaryWidth), (.supplementary, supplementaryWidth)]
    var leading: [(Column, CGFloat)] = []
    var overlays = false
    var displaces = false
    switch resolvedDisplayMode(forWidth: bounds.width) {
    case .oneBesideSecondary: leading = one
    case .oneOverSecondary: (leading, overlays) = (one, true)
    case .twoBesideSecondary: leading = two
    case .twoOverSecondary: (leading, overlays) = (two, true)
    case .twoDisplaceSecondary: (leading, displaces) = (two, true)
    default: break
    }
    var result: [ColumnPlacement] = []
    var x = bounds.minX
    for (column, width) in leading {
      guard let controller = columns[column] else { continue }
      let frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
      result.append(
        ColumnPlacement(column: column, controller: controller, frame: frame, overlays: overlays))
      x += width + Self.dividerWidth
    }
    if let secondary = columns[.secondary] {
      var frame = CGRect(x: x, y: bounds.minY, width: bounds.maxX - x, height: bounds.height)
      if overlays {
        frame = bounds
      } else if displaces {
        // Pushed aside, the secondary keeps the width it has beside the supplementary alone.
        frame.size.width = bounds.width - supplementaryWidth - Self.dividerWidth
      }
      result.insert(
        ColumnPlacement(column: .secondary, controller: secondary, frame: frame, overlays: false),
        at: 0)
    }
    return result
  }

  /// The container's layout: the split collapses or expands if its width class changed, then
  /// each visible column's view is placed (views of hidden columns leave, with their
  /// disappear callbacks), the dividers and the overlay shield follow.
  func layOutColumns() {
    guard let view = viewIfLoaded else { return }
    if view.window != nil {
      updateCollapsedState(compact: traitCollection.horizontalSizeClass == .compact)
    }
    guard !isAnimatingColumns else { return }
    let placements = placements(in: view.bounds)
    for child in children where !placements.contains(where: { $0.controller === child }) {
      if child.viewIfLoaded?.superview === view { child.view.removeFromSuperview() }
    }
    // Columns join in the order of `children` (primary first), so they hear their appearance
    // callbacks in that order; `arrange` stacks them afterwards.
    for child in children {
      guard let placement = placements.first(where: { $0.controller === child }) else { continue }
      let childView = child.view!
      UIView.performWithoutAnimation { childView.frame = placement.frame }
      if childView.superview !== view { view.addSubview(childView) }
    }
    arrange(placements, in: view)
    applyColumnTraits()
    updateDisplayModeButton()
  }

  /// Stacks the columns (overlays above the secondary, the shield between), and puts the
  /// dividers after the tiled primary and supplementary columns.
  func arrange(_ placements: [ColumnPlacement], in view: UIView) {
    let overlaid = placements.contains(where: \.overlays)
    if overlaid {
      overlayShield.frame = view.bounds
      if overlayShield.superview !== view { view.addSubview(overlayShield) }
    } else {
      overlayShield.removeFromSuperview()
    }
    var order = placements.map { $0.controller.view! }
    if overlaid { order.insert(overlayShield, at: 1) }
    let current = view.subviews.filter { subview in order.contains { $0 === subview } }
    if !current.elementsEqual(order, by: ===) {
      for subview in order { view.bringSubviewToFront(subview) }
    }
    for divider in [primaryDivider, supplementaryDivider] {
      guard let column = placements.first(where: { $0.column == divider.column && !$0.overlays })
      else {
        divider.removeFromSuperview()
        continue
      }
      divider.frame = CGRect(
        x: column.frame.maxX + Self.dividerWidth / 2 - SplitDividerView.grabWidth / 2,
        y: column.frame.minY, width: SplitDividerView.grabWidth, height: column.frame.height)
      view.addSubview(divider)
    }
  }

  /// Matches UIKit: the primary and supplementary columns are compact in width while expanded;
  /// the secondary, and the collapsed stack, take the split's traits.
  func applyColumnTraits() {
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    for (column, controller) in columns {
      let narrow = !collapsedNow && (column == .primary || column == .supplementary)
      let current = overrideTraitCollection(forChild: controller)
      if narrow && current == nil {
        setOverrideTraitCollection(compact, forChild: controller)
      } else if !narrow && current != nil {
        setOverrideTraitCollection(nil, forChild: controller)
      }
    }
  }

  /// A column-style split puts its display-mode button in the secondary's navigation item
  /// while the primary is hidden or over the secondary, and takes it away while it is beside.
  func updateDisplayModeButton() {
    guard style != .unspecified,
      let item = (columns[.secondary] as? UINavigationController)?.viewControllers.first?
        .navigationItem
    else { return }
    let wanted =
      !collapsedNow
      && [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        .contains(displayMode)
    if wanted && item.leftBarButtonItem == nil {
      item.leftBarButtonItem = displayModeButtonItem
    } else if !wanted && item.leftBarButtonItem === displayModeButtonItem {
      item.leftBarButtonItem = nil
    }
  }

  func columnWidthsDidChange() {
    draggedWidths = [:]
    viewIfLoaded?.setNeedsLayout()
  }

  /// The user dragged the divider after `column` so that it would be `width` wide.
  func dragDivider(after column: Column, toWidth width: CGFloat) {
    draggedWidths[column] = width
    viewIfLoaded?.setNeedsLayout()
    viewIfLoaded?.layoutIfNeeded()
  }

  // MARK: Display mode changes

  /// Changes the display mode, sliding columns in and out when animated; the columns' views
  /// leave at the end, when their did-disappear callbacks come.
  func setDisplayMode(_ mode: DisplayMode, animated: Bool) {
    let target = normalized(mode)
    guard let view = viewIfLoaded, target != displayMode else {
      requestedDisplayMode = target
      return
    }
    delegate?.splitViewController(self, willChangeTo: target)
    let old = placements(in: view.bounds)
    requestedDisplayMode = target
    let new = placements(in: view.bounds)
    let leaving = old.filter { before in !new.contains { $0.controller === before.controller } }
    let entering = new.filter { after in !old.contains { $0.controller === after.controller } }
    if style != .unspecified {
      for placement in entering { delegate?.splitViewController(self, willShow: placement.column) }
      for placement in leaving { delegate?.splitViewController(self, willHide: placement.column) }
    }
    guard animated, view.window != nil, !collapsedNow else {
      view.setNeedsLayout()
      return
    }
    isAnimatingColumns = true
    // Matches UIKit: the columns sliding in and out hear their did-callbacks together when the
    // slide ends.
    let appearance = ContainerSupport.SharedAppearanceTransition()
    appearance.moveViews {
      for placement in leaving {
        appearance.begin(placement.controller, appearing: false, animated: true)
      }
      for placement in entering {
        let childView = placement.controller.view!
        UIView.performWithoutAnimation {
          childView.frame = placement.frame.offsetBy(dx: -placement.frame.maxX, dy: 0)
        }
        view.addSubview(childView)
      }
    }
    arrange(new, in: view)
    applyColumnTraits()
    UIView.animate(
      withDuration: Self.columnAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        for placement in new { placement.controller.view.frame = placement.frame }
        for placement in leaving {
          placement.controller.view.frame = placement.frame.offsetBy(
            dx: -placement.frame.maxX, dy: 0)
        }
      }
    ) { [weak self] _ in
      appearance.moveViews {
        for placement in leaving { placement.controller.viewIfLoaded?.removeFromSuperview() }
      }
      self?.isAnimatingColumns = false
      appearance.end()
      self?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// `show(_:)` and `hide(_:)`: the display mode that shows or hides `column`, for the
  /// preferred split behaviour.
  func changeColumnVisibility(_ column: Column, showing: Bool) {
    guard style != .unspecified else { return }
    if collapsedNow {
      if showing { showWhileCollapsed(column) }
      return
    }
    let width = viewIfLoaded?.bounds.width ?? 0
    let overlay =
      preferredSplitBehavior == .overlay
      || (preferredSplitBehavior == .automatic && width < Self.widthForOneBeside)
    let displace = preferredSplitBehavior == .displace
    let current = displayMode
    var target = current
    switch (column, showing) {
    case (.primary, true):
      target =
        style == .tripleColumn
        ? (overlay ? .twoOverSecondary : displace ? .twoDisplaceSecondary : .twoBesideSecondary)
        : (overlay ? .oneOverSecondary : .oneBesideSecondary)
    case (.supplementary, true) where current == .secondaryOnly:
      target = overlay ? .oneOverSecondary : .oneBesideSecondary
    case (.primary, false):
      target =
        style == .tripleColumn
        ? ([.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(current)
          ? (overlay ? .oneOverSecondary : .oneBesideSecondary) : current)
        : .secondaryOnly
    case (.supplementary, false):
      target = .secondaryOnly
    default:
      break
    }
    if target != current { setDisplayMode(target, animated: true) }
  }

  /// The display-mode button: hides the primary if it shows, shows it otherwise.
  func toggleDisplayModeFromButton() {
    if displayMode == .secondaryOnly {
      if style == .unspecified {
        let wide = (viewIfLoaded?.bounds.width ?? 0) >= Self.widthForOneBeside
        setDisplayMode(wide ? .oneBesideSecondary : .oneOverSecondary, animated: true)
      } else {
        show(.primary)
      }
    } else if style == .unspecified {
      setDisplayMode(.secondaryOnly, animated: true)
    } else {
      hide(.primary)
    }
  }
}

/// The split's view: its layout places the columns.
@MainActor
final class SplitContainerView: UIView {
  weak var split: UISplitViewController?

  override func layoutSubviews() {
    split?.layOutColumns()
    super.layoutSubviews()
  }
}
