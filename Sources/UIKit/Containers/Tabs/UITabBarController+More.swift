extension UITabBarController {
  /// How many items the bar shows before the rest go behind "More": five in compact width, as
  /// on an iPhone; eight in regular width, as on an iPad.
  var maximumBarItemCount: Int {
    traitCollection.horizontalSizeClass == .regular ? 8 : 5
  }

  /// Whether some tabs do not fit in the bar.
  var hasMoreList: Bool { tabs.count > maximumBarItemCount }

  /// The controllers the bar shows an item for: the tabs that fit, then the More list's
  /// navigation controller.
  var barControllers: [UIViewController] {
    guard hasMoreList else { return tabs }
    return Array(tabs.prefix(maximumBarItemCount - 1)) + [moreNavigation]
  }

  /// The tabs the More list shows.
  var moreListTabs: [UIViewController] {
    hasMoreList ? Array(tabs.dropFirst(maximumBarItemCount - 1)) : []
  }

  /// The child whose view shows `controller`: the More list's navigation controller for a tab
  /// in the More list (a navigation controller there shows itself, since navigation
  /// controllers cannot be pushed), otherwise the controller itself.
  func displayTarget(for controller: UIViewController) -> UIViewController {
    guard moreListTabs.contains(where: { $0 === controller }),
      !(controller is UINavigationController)
    else { return controller }
    return moreNavigation
  }

  /// The bar item that shows `controller` selected: its own, or More's.
  func barItem(for controller: UIViewController) -> UITabBarItem {
    let inMoreList =
      controller === storedMoreNavigation || moreListTabs.contains { $0 === controller }
    return inMoreList ? moreNavigation.defaultTabBarItem : controller.defaultTabBarItem
  }

  /// Shows the More list with `tab` pushed on it, or the list itself for `nil`.
  func showInMoreList(_ tab: UIViewController?) {
    let list = moreNavigation.viewControllers.prefix(1)
    let stack = Array(list) + (tab.map { [$0] } ?? [])
    guard moreNavigation.viewControllers != stack else { return }
    moreNavigation.setViewControllers(stack, animated: false)
  }

  /// The user chose a tab in the More list: it is pushed, or shown itself if it is a navigation
  /// controller.
  func selectFromMoreList(_ tab: UIViewController) {
    guard runningTransition == nil, moreListTabs.contains(where: { $0 === tab }) else { return }
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return }
    if tab is UINavigationController {
      select(tab)
    } else {
      selection = tab
      moreNavigation.pushViewController(tab, animated: true)
    }
    delegate?.tabBarController(self, didSelect: tab)
  }

  /// Puts the More list back to its root, so that every tab is this controller's child again.
  func returnTabsFromMoreList() {
    guard let more = storedMoreNavigation, more.viewControllers.count > 1 else { return }
    // A navigation controller settles a change at once only off screen; on screen it would
    // give the tabs back a frame later, after they were shown elsewhere. So the list leaves
    // the screen first, its disappearance complete before its tabs move.
    if displayed === more {
      let visible = ownAppearance.isShowing(viewIfLoaded)
      if visible { more.beginAppearanceTransition(false, animated: false) }
      more.viewIfLoaded?.removeFromSuperview()
      if visible { more.endAppearanceTransition() }
      displayed = nil
    }
    more.setViewControllers(Array(more.viewControllers.prefix(1)), animated: false)
  }

  /// A tab left the More list's stack: it becomes this controller's child again, and if it was
  /// the selection, the list itself is selected.
  func takeBackFromMoreList(_ controller: UIViewController) {
    guard tabs.contains(where: { $0 === controller }), controller.parent == nil else {
      return
    }
    addChild(controller)
    controller.didMove(toParent: self)
    if selection === controller, displayed === storedMoreNavigation { selection = displayed }
  }

  /// Makes the More list's navigation controller a child while some tabs need it, and fills
  /// its list.
  func updateMoreListMembership() {
    if hasMoreList {
      let more = moreNavigation
      if more.parent !== self {
        addChild(more)
        more.didMove(toParent: self)
      }
      more.list.reload(moreListTabs)
    } else if let more = storedMoreNavigation, more.parent === self {
      more.willMove(toParent: nil)
      if displayed === more { show(nil) }
      more.removeFromParent()
    }
  }

  /// Matches UIKit: the More list follows the size class, so a change of width (or the first
  /// layout in a window of another width) can move tabs into or out of it.
  func tabsMayHaveMoved() {
    guard !tabs.isEmpty, barItemLimit != maximumBarItemCount else { return }
    let selected = selection
    returnTabsFromMoreList()
    updateMoreListMembership()
    refreshTabBarItems()
    if let selected, selected !== storedMoreNavigation || hasMoreList {
      select(selected)
    } else {
      select(tabs[0])
    }
  }

  /// The bar shows the items of ``barControllers``, with the selection's highlighted.
  func refreshTabBarItems() {
    barItemLimit = maximumBarItemCount
    tabBar.show(barControllers.map(\.defaultTabBarItem))
    tabBar.select(selection.map(barItem(for:)))
  }
}
