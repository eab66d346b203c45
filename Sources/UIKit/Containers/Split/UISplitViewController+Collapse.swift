/// What the primary took from the other columns when the split collapsed.
struct SplitCollapseRecord {
  /// The primary's stack depth before: everything above it came from the other columns (or
  /// was pushed while collapsed) and goes back on expansion.
  var primaryCount: Int
  /// Classic API: the secondary the primary took, to give back (its navigation controller,
  /// which gets its controllers back).
  var originalSecondary: UIViewController?
  /// Column style: how many of the moved controllers came from the supplementary column.
  var supplementaryCount = 0
}

extension UISplitViewController {
  /// Puts `controller` in `column`: the old one leaves as a child (its view goes at the next
  /// layout), the new one becomes a child at once and its view comes at the next layout.
  func setColumn(_ column: Column, to controller: UIViewController?) {
    let old = columns[column]
    guard old !== controller else { return }
    if let old, old.parent === self {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    columns[column] = controller
    if let controller {
      addChild(controller)
      applyColumnTraits()
      controller.didMove(toParent: self)
    }
    if collapsedNow, column == .secondary, let controller, let primary = columns[.primary],
      !isChangingCollapse
    {
      // A secondary set while collapsed is collapsed onto the primary at once.
      isChangingCollapse = true
      defer { isChangingCollapse = false }
      collapseSecondary(controller, onto: primary)
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Collapses or expands when the width class is compact or not.
  func updateCollapsedState(compact: Bool) {
    guard compact != collapsedNow, !isChangingCollapse else { return }
    isChangingCollapse = true
    defer { isChangingCollapse = false }
    if compact {
      if style == .unspecified { collapseClassic() } else { collapseColumns() }
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      if style == .unspecified { expandClassic() } else { expandColumns() }
      delegate?.splitViewControllerDidExpand(self)
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Classic API: the delegate may take the secondary; otherwise the primary's
  /// `collapseSecondaryViewController(_:for:)` does (a navigation controller pushes it).
  private func collapseClassic() {
    let primary = columns[.primary]
    collapseRecord = SplitCollapseRecord(
      primaryCount: (primary as? UINavigationController)?.viewControllers.count ?? 1,
      originalSecondary: columns[.secondary])
    collapsedNow = true
    guard let primary, let secondary = columns[.secondary] else { return }
    collapseSecondary(secondary, onto: primary)
  }

  /// Asks the delegate, then the primary, to take `secondary`, which leaves its column.
  private func collapseSecondary(_ secondary: UIViewController, onto primary: UIViewController) {
    let handled =
      delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
    if columns[.secondary] === secondary { setColumn(.secondary, to: nil) }
    if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
  }

  /// Classic API: the delegate may give the secondary back; otherwise the primary's
  /// `separateSecondaryViewController(for:)` does, or the secondary from before comes back.
  private func expandClassic() {
    let record = collapseRecord
    guard let primary = columns[.primary] else {
      collapsedNow = false
      collapseRecord = nil
      return
    }
    var secondary =
      delegate?.splitViewController(self, separateSecondaryFrom: primary)
      ?? primary.separateSecondaryViewController(for: self)
    if secondary == nil, let original = record?.originalSecondary,
      original.parent == nil, original.presentingViewController == nil
    {
      secondary = original
    }
    collapseRecord = nil
    collapsedNow = false
    if let secondary { setColumn(.secondary, to: secondary) }
  }

  /// Column style: the `.compact` column shows instead of the columns if there is one;
  /// otherwise the primary's stack takes the supplementary's and secondary's, up to the top
  /// column the delegate picks.
  private func collapseColumns() {
    let primary = columns[.primary] as? UINavigationController
    collapseRecord = SplitCollapseRecord(primaryCount: primary?.viewControllers.count ?? 0)
    collapsedNow = true
    guard columns[.compact] == nil, let primary else { return }
    let top =
      delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
      ?? .secondary
    var moved: [UIViewController] = []
    if top != .primary, style == .tripleColumn,
      let supplementary = columns[.supplementary] as? UINavigationController
    {
      let taken = supplementary.viewControllers
      supplementary.setViewControllers([], animated: false)
      moved += taken
      collapseRecord?.supplementaryCount = taken.count
    }
    if top == .secondary, let secondary = columns[.secondary] as? UINavigationController {
      let taken = secondary.viewControllers
      secondary.setViewControllers([], animated: false)
      moved += taken
    }
    if !moved.isEmpty {
      primary.setViewControllers(primary.viewControllers + moved, animated: false)
    }
  }

  /// Column style: the controllers the primary took go back to their columns (those pushed
  /// while collapsed to the secondary), and the delegate may pick the display mode.
  private func expandColumns() {
    let record = collapseRecord
    collapseRecord = nil
    collapsedNow = false
    if columns[.compact] == nil, let record,
      let primary = columns[.primary] as? UINavigationController,
      primary.viewControllers.count > record.primaryCount
    {
      let stack = primary.viewControllers
      let moved = Array(stack[record.primaryCount...])
      primary.setViewControllers(Array(stack[..<record.primaryCount]), animated: false)
      let toSupplementary = Array(moved.prefix(record.supplementaryCount))
      let toSecondary = Array(moved.dropFirst(record.supplementaryCount))
      if !toSupplementary.isEmpty,
        let supplementary = columns[.supplementary] as? UINavigationController
      {
        supplementary.setViewControllers(toSupplementary, animated: false)
      }
      if !toSecondary.isEmpty, let secondary = columns[.secondary] as? UINavigationController {
        secondary.setViewControllers(secondary.viewControllers + toSecondary, animated: false)
      }
    }
    let width = viewIfLoaded?.bounds.width ?? 0
    let proposed = resolvedDisplayMode(forWidth: width)
    let mode =
      delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
      ?? proposed
    if mode != proposed { requestedDisplayMode = mode }
  }

  /// `show`/`showDetailViewController` while collapsed: pushed onto the primary's stack (a
  /// navigation controller's controllers are pushed, and it gets them back on expansion).
  func pushOntoCollapsedPrimary(_ vc: UIViewController, sender: Any?) {
    guard let primary = columns[.primary] as? UINavigationController else {
      if let primary = columns[.primary] {
        primary.show(vc, sender: sender)
      } else {
        present(vc, animated: true)
      }
      return
    }
    guard let navigation = vc as? UINavigationController else {
      primary.pushViewController(vc, animated: true)
      return
    }
    let taken = navigation.viewControllers
    navigation.setViewControllers([], animated: false)
    collapseRecord?.originalSecondary = navigation
    primary.setViewControllers(primary.viewControllers + taken, animated: true)
  }

  /// `show(_:)` while collapsed: the primary's stack goes back to the primary column's own
  /// controllers, or takes the secondary's.
  func showWhileCollapsed(_ column: Column) {
    guard columns[.compact] == nil, let primary = columns[.primary] as? UINavigationController,
      let record = collapseRecord
    else { return }
    switch column {
    case .primary where primary.viewControllers.count > record.primaryCount:
      primary.popToViewController(
        primary.viewControllers[max(record.primaryCount - 1, 0)], animated: true)
    case .secondary, .supplementary:
      guard let source = columns[column] as? UINavigationController, !source.viewControllers.isEmpty
      else { return }
      let taken = source.viewControllers
      source.setViewControllers([], animated: false)
      if column == .supplementary { collapseRecord?.supplementaryCount += taken.count }
      primary.setViewControllers(primary.viewControllers + taken, animated: true)
    default:
      break
    }
  }
}
