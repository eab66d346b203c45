extension UINavigationController {
  /// A container view holding the children's transition view, the navigation bar over it and
  /// the toolbar at the bottom, with the drag-back recognizer, nested as iOS nests them
  /// (`UILayoutContainerView` > `UINavigationTransitionView` > `UIViewControllerWrapperView`).
  func loadContainerView() {
    let root = NavigationContainerView(frame: UIScreen.main.bounds)
    root.controller = self
    // Matches iOS: the container clips, as `recursiveDescription` shows since iOS 13.
    root.clipsToBounds = true
    // Matches UIKit: a controller's view follows its superview's size.
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    navigationTransitionView.frame = root.bounds
    root.addSubview(navigationTransitionView)
    root.addSubview(navigationBar)
    // Matches iOS: the toolbar is in the view only while it shows.
    if !toolbarHiddenTarget { root.addSubview(toolbar) }
    popGesture.measuresEdgesInView = true
    root.addGestureRecognizer(popGesture)
    root.addGestureRecognizer(barsTapRecognizer)
    view = root
    navigationBar.show(stack.map(\.navigationItem))
    refreshToolbarItems()
  }

  /// The container's layout: a pending transition starts, then the bars and the displayed
  /// child are placed.
  func layoutContainer() {
    // The drag back starts at the leading edge; a change of direction lays the view out again.
    popGesture.edges = view.isRightToLeft ? .right : .left
    startPendingTransition()
    // Matches UIKit: loading the navigation controller's view leaves the top controller's
    // unloaded (a tab bar controller loads every tab's navigation view); it is loaded and put
    // in place when the container is first laid out.
    if runningTransition == nil, let displayed, displayed.viewIfLoaded?.superview !== transitionView
    {
      installDisplayedView()
    }
    layoutBars()
  }

  /// Places the bars (hidden ones just outside the view, so they slide), then the displayed
  /// child (unless a transition is moving it), then updates the safe area of every child on
  /// screen.
  func layoutBars() {
    guard let root = viewIfLoaded else { return }
    let bounds = root.bounds
    let insets = root.safeAreaInsets
    let barHeight = navigationBar.displayedHeight
    navigationBar.frame = CGRect(
      x: 0, y: navigationBarHiddenTarget ? -barHeight : insets.top, width: bounds.width,
      height: barHeight)
    let toolbarHeight = toolbar.barHeight
    toolbar.frame = CGRect(
      x: 0,
      y: toolbarHiddenTarget ? bounds.maxY : bounds.maxY - insets.bottom - toolbarHeight,
      width: bounds.width, height: toolbarHeight)
    if runningTransition == nil, let displayed, let view = displayed.viewIfLoaded,
      view.superview === transitionView
    {
      view.frame = childFrame(for: displayed)
    }
    // The controller leaving in a transition keeps the insets it had, as in UIKit: its content
    // does not jump while the bar changes height for the arriving one.
    let leavingNow = runningTransition?.from.controller
    for child in super.children where child !== leavingNow {
      guard let view = child.viewIfLoaded, view.superview === transitionView else { continue }
      updateOverlayInsets(of: child)
    }
  }

  /// The bars changed height, or were shown or hidden: lay them out now, so that inside an
  /// animation (a push, a hide) they move with it.
  func barsDidChange() {
    layoutBars()
  }

  /// Where a child's view goes: the whole container when it extends under the bars (UIKit's
  /// default for translucent bars), otherwise the part between them.
  func childFrame(for child: UIViewController) -> CGRect {
    guard let root = viewIfLoaded else { return UIScreen.main.bounds }
    var frame = root.bounds
    let edges = child.edgesForExtendedLayout
    let underOpaque = child.extendedLayoutIncludesOpaqueBars
    if !navigationBarHiddenTarget,
      !edges.contains(.top) || (!navigationBar.isTranslucent && !underOpaque)
    {
      let top = navigationBarBottom(for: child, expanded: false)
      frame.size.height -= top - frame.minY
      frame.origin.y = top
    }
    if !toolbarHiddenTarget, !edges.contains(.bottom) {
      frame.size.height = max(0, toolbar.frame.minY - frame.minY)
    }
    return frame
  }

  /// Where the navigation bar ends, in the container, while `child` is on top: a controller
  /// arriving in a push or pop is laid out for the bar it comes to rest under before the slide,
  /// as in UIKit, not for the bar of the controller leaving (a large title giving way to an
  /// inline one would otherwise leave its content lower until the push ends). `expanded` asks
  /// for the height with the large title fully shown, which the safe area follows; otherwise
  /// the bar's own height, collapsed as its scroll view has scrolled, when it shows `child`.
  private func navigationBarBottom(for child: UIViewController, expanded: Bool) -> CGFloat {
    let top = viewIfLoaded?.safeAreaInsets.top ?? 0
    if let index = stack.firstIndex(where: { $0 === child }),
      navigationBar.topItem !== child.navigationItem
    {
      let items = stack[...index].map(\.navigationItem)
      return top + navigationBar.expandedHeight(showing: items)
    }
    return top + (expanded ? navigationBar.expandedHeight : navigationBar.preferredHeight)
  }

  /// Tells a child's root view how much of it the bars cover: its safe area grows by that.
  func updateOverlayInsets(of child: UIViewController) {
    guard let view = child.viewIfLoaded else { return }
    let frame = view.frame
    var overlay = UIEdgeInsets.zero
    if !navigationBarHiddenTarget {
      overlay.top = max(0, navigationBarBottom(for: child, expanded: true) - frame.minY)
    }
    if !toolbarHiddenTarget {
      overlay.bottom = max(0, frame.maxY - toolbar.frame.minY)
    }
    ContainerSupport.setContentOverlayInsets(overlay, of: child)
  }

  /// Hides or shows a bar, sliding it out of or into the view over
  /// ``hideShowBarDuration`` when animated.
  func setBar(_ bar: UIView, hidden: Bool, animated: Bool) {
    let isNavigationBar = bar === navigationBar
    let current = isNavigationBar ? navigationBarHiddenTarget : toolbarHiddenTarget
    guard hidden != current else { return }
    if isNavigationBar { navigationBarHiddenTarget = hidden } else { toolbarHiddenTarget = hidden }
    bar.isHidden = false
    guard let root = viewIfLoaded else {
      bar.isHidden = hidden
      return
    }
    if bar.superview !== root { root.addSubview(bar) }
    UIView.animate(
      withDuration: animated ? Self.hideShowBarDuration : 0, delay: 0, options: [.curveEaseInOut],
      animations: { [self] in layoutBars() },
      completion: { [weak self, weak bar] _ in
        guard let self, let bar else { return }
        let target = bar === navigationBar ? navigationBarHiddenTarget : toolbarHiddenTarget
        bar.isHidden = target
        if target, bar === toolbar { bar.removeFromSuperview() }
      })
  }

  /// The items of the top controller, on the toolbar.
  func refreshToolbarItems() {
    toolbar.setItems(topViewController?.toolbarItems, animated: false)
  }
}

extension UINavigationController: ContainerSupport.BarHost {
  /// The controller on top changed its toolbar items: the toolbar follows. A controller set a
  /// content scroll view: the bar asks the one shown again, which may answer with it.
  func setNeedsUpdateOfBars(
    for content: ContainerSupport.BarContent, of descendant: UIViewController,
    coordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    switch content {
    case .toolbarItems where descendant === topViewController:
      refreshToolbarItems()
    case .contentScrollView:
      followContentScrollView()
    case .toolbarItems, .tabBarItem, .bottomBarHidden:
      break
    }
  }
}

/// The root view of a navigation controller: its layout places the bars and children and
/// starts transitions, as UIKit's layout container view does.
@MainActor
final class NavigationContainerView: UIView {
  weak var controller: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContainer()
  }

  /// The bars were placed for the safe area of wherever the view was before (nowhere, while a
  /// split view moved it between columns): they are placed again in the window.
  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { setNeedsLayout() }
  }
}

extension UINavigationController: ContainerSupport.ScrollObserver {
  /// Starts following the scroll view the displayed controller's `contentScrollView(for: .top)`
  /// names, as UIKit's bar does.
  func followContentScrollView() {
    let scrollView = displayed?.contentScrollView(for: .top)
    if let scrollView, scrollView !== followedScrollView {
      followedScrollView?.scrollObserver = nil
      scrollView.scrollObserver = self
      followedScrollView = scrollView
    }
    if let scrollView {
      observedScrollViewDidScroll(scrollView)
    } else {
      navigationBar.isAtScrollEdge = true
      navigationBar.largeTitleCollapse = 0
    }
  }

  /// The followed scroll view moved: the bar shows its scroll-edge look at the top, and a large
  /// title collapses as the content scrolls under it.
  func observedScrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === followedScrollView else { return }
    let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    navigationBar.isAtScrollEdge = scrolled <= 0.5
    navigationBar.largeTitleCollapse = min(max(scrolled, 0), UINavigationBar.largeTitleHeight)
  }
}
