extension UITabBarController {
  /// A container view holding the transition view, with the bar over its bottom edge, nested
  /// as iOS nests them (`UILayoutContainerView` > `UITransitionView` >
  /// `UIViewControllerWrapperView`).
  func loadContainerView() {
    let root = TabBarContainerView(frame: UIScreen.main.bounds)
    root.controller = self
    // Matches UIKit: a controller's view follows its superview's size.
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tabTransitionView.frame = root.bounds
    root.addSubview(tabTransitionView)
    // Matches iOS (its logs from iOS 7 on print `autoresize = W+TM`): the bar follows the
    // container's width and keeps to its bottom edge.
    tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    root.addSubview(tabBar)
    view = root
    installDisplayedView()
  }

  /// Puts the displayed child's view in the transition view, sized to its frame.
  func installDisplayedView() {
    guard let displayed, isViewLoaded else { return }
    let view = displayed.view!
    if view.superview !== transitionView { transitionView.addSubview(view) }
    UIView.performWithoutAnimation { view.frame = childFrame(for: displayed) }
    updateOverlayInsets(of: displayed)
  }

  /// Places the bar (just off the left edge while a pushed controller hides it, so it slides
  /// with the push), then the displayed child, unless a switch is moving it.
  func layoutBar() {
    guard let root = viewIfLoaded else { return }
    tabsMayHaveMoved()
    let bounds = root.bounds
    let height = tabBar.rowHeight + root.safeAreaInsets.bottom
    tabBar.frame = CGRect(
      x: isBarHiddenForPush ? -bounds.width : 0, y: bounds.maxY - height, width: bounds.width,
      height: height)
    if runningTransition == nil, let displayed, let view = displayed.viewIfLoaded,
      view.superview === transitionView
    {
      view.frame = childFrame(for: displayed)
    }
    if let displayed { updateOverlayInsets(of: displayed) }
  }

  /// Whether the bar covers the bottom of the children now.
  private var barCoversContent: Bool { !tabBar.isHidden && !isBarHiddenForPush }

  /// Where a child's view goes: the whole container when it extends under the bar (UIKit's
  /// default for a translucent bar), otherwise the part above it.
  func childFrame(for child: UIViewController) -> CGRect {
    guard let root = viewIfLoaded else { return UIScreen.main.bounds }
    var frame = root.bounds
    let extendsUnder =
      child.edgesForExtendedLayout.contains(.bottom)
      && (tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    if barCoversContent, !extendsUnder {
      frame.size.height = max(0, tabBar.frame.minY - frame.minY)
    }
    return frame
  }

  /// Tells a child's root view how much of it the bar covers: its safe area grows by that,
  /// the bar's row (49 points, 32 when compact) plus the home indicator's inset when the view
  /// reaches the bottom.
  func updateOverlayInsets(of child: UIViewController) {
    guard let view = child.viewIfLoaded else { return }
    var overlay = UIEdgeInsets.zero
    if barCoversContent { overlay.bottom = max(0, view.frame.maxY - tabBar.frame.minY) }
    ContainerSupport.setContentOverlayInsets(overlay, of: child)
  }

  /// Recomputes whether the displayed navigation controller's stack hides the bar.
  func refreshBarHiddenForPush(coordinator: (any UIViewControllerTransitionCoordinator)?) {
    let stack = (displayed as? UINavigationController)?.viewControllers ?? []
    let hidden = stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    guard hidden != isBarHiddenForPush else { return }
    isBarHiddenForPush = hidden
    guard let coordinator, coordinator.isAnimated else {
      layoutBar()
      return
    }
    coordinator.animate(
      alongsideTransition: { [weak self] _ in self?.layoutBar() }, completion: nil)
  }
}

extension UITabBarController: ContainerSupport.BarHost {
  /// A tab's item changed or was replaced: the bar and the More list show the new ones. The
  /// selected tab's navigation controller changed its stack: the bar hides while a controller
  /// above the root has `hidesBottomBarWhenPushed`, sliding with the push or pop when there is
  /// a transition to go with.
  func setNeedsUpdateOfBars(
    for content: ContainerSupport.BarContent, of descendant: UIViewController,
    coordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    switch content {
    case .tabBarItem:
      refreshTabBarItems()
      storedMoreNavigation?.list.reload(moreListTabs)
    case .bottomBarHidden where descendant === displayed:
      refreshBarHiddenForPush(coordinator: coordinator)
    case .bottomBarHidden, .toolbarItems, .contentScrollView:
      break
    }
  }
}

/// The root view of a tab bar controller: its layout places the bar and the selected child.
@MainActor
final class TabBarContainerView: UIView {
  weak var controller: UITabBarController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutBar()
  }
}
