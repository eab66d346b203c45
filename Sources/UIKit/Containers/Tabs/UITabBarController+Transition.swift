extension UITabBarController {
  /// Replaces the tabs: the containment changes now, then the selection follows.
  func replaceTabs(with controllers: [UIViewController]) {
    let old = tabs
    let oldIndex = selectedIndex
    returnTabsFromMoreList()
    tabs = controllers
    for controller in old where !controllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      leaving.append(controller)
    }
    for controller in controllers where !old.contains(where: { $0 === controller }) {
      leaving.removeAll { $0 === controller }
      addChild(controller)
      controller.didMove(toParent: self)
    }
    customizableViewControllers = controllers
    updateMoreListMembership()
    refreshTabBarItems()
    let kept = selection.flatMap { selected in
      controllers.first { $0 === selected }
        ?? (selected === storedMoreNavigation && hasMoreList ? selected : nil)
    }
    let next =
      kept ?? (controllers.indices.contains(oldIndex) ? controllers[oldIndex] : controllers.first)
    if let next {
      select(next)
    } else {
      selection = nil
      tabBar.select(nil)
      show(nil)
    }
    if runningTransition == nil { finishLeaving() }
  }

  /// Selects a tab (or the More list) in code: no delegate questions, as in UIKit.
  func select(_ controller: UIViewController) {
    guard !defersChange({ self.select(controller) }) else { return }
    let previous = selection
    selection = controller
    let target = displayTarget(for: controller)
    if target === storedMoreNavigation {
      showInMoreList(controller === target ? nil : controller)
    }
    tabBar.select(barItem(for: controller))
    show(target, restoringOnCancel: previous)
  }

  /// Shows `target`'s view: with a switch and appearance callbacks on screen, by swapping the
  /// views off screen. A cancelled switch selects `previous` again.
  func show(_ target: UIViewController?, restoringOnCancel previous: UIViewController? = nil) {
    guard target !== displayed else { return }
    guard ownAppearance.isShowing(viewIfLoaded), let from = displayed, let target else {
      showWithoutTransition(target)
      return
    }
    startSwitch(from: from, to: target, previous: previous)
  }

  /// Queues `change` if a switch is running; returns whether it did.
  func defersChange(_ change: @escaping () -> Void) -> Bool {
    guard runningTransition != nil else { return false }
    deferredChanges.append(change)
    return true
  }

  /// Off screen, or with nothing on one side: the views swap now. On screen, the view that
  /// leaves still hears its callbacks, the did-callback at the end of the frame.
  private func showWithoutTransition(_ target: UIViewController?) {
    let old = displayed
    if let old, old.viewIfLoaded?.superview === transitionView {
      if ownAppearance.isShowing(viewIfLoaded) {
        old.beginAppearanceTransition(false, animated: false)
        // At the end of the frame, as for a view a user's container removes: a completion
        // block of a Core Animation transaction that animates nothing runs then.
        CATransaction.begin()
        CATransaction.setCompletionBlock { old.endAppearanceTransition() }
        CATransaction.commit()
      }
      old.view.removeFromSuperview()
    }
    displayed = target
    refreshBarHiddenForPush(coordinator: nil)
    installDisplayedView()
  }

  /// Starts a switch from one child to another: UIKit's instant one, or the delegate's
  /// animator (and interaction controller).
  private func startSwitch(
    from: UIViewController, to: UIViewController, previous: UIViewController?
  ) {
    // Matches UIKit: the arriving tab's view loads before its will-callback.
    to.loadViewIfNeeded()
    let custom =
      ownAppearance == .appeared
      ? delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
      : nil
    let animator = custom ?? ImmediateTransitionAnimator()
    let animated = custom != nil
    let interactor =
      custom.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
    let frame = childFrame(for: to)
    let transition = ViewControllerTransition(
      containerView: transitionView,
      from: from, to: to, finalFrame: frame, animated: animated, animator: animator,
      interactor: interactor
    ) { [unowned self] didComplete in
      endSwitch(
        from: from, to: to, animated: animated, didComplete: didComplete, previous: previous)
    }
    runningTransition = transition
    // Matches UIKit's order for a tab switch: the arriving tab first, then the leaving one.
    to.beginAppearanceTransition(true, animated: animated)
    from.beginAppearanceTransition(false, animated: animated)
    UIView.performWithoutAnimation { to.view.frame = frame }
    updateOverlayInsets(of: to)
    transition.start()
  }

  /// The end of a switch: views, then appearance in UIKit's order; a cancelled switch turns
  /// back and restores the selection.
  private func endSwitch(
    from: UIViewController, to: UIViewController, animated: Bool, didComplete: Bool,
    previous: UIViewController?
  ) {
    if didComplete {
      from.viewIfLoaded?.removeFromSuperview()
      displayed = to
      from.endAppearanceTransition()
      to.endAppearanceTransition()
    } else {
      to.beginAppearanceTransition(false, animated: animated)
      from.beginAppearanceTransition(true, animated: animated)
      to.viewIfLoaded?.removeFromSuperview()
      displayed = from
      selection = previous
      tabBar.select(previous.map(barItem(for:)))
      to.endAppearanceTransition()
      from.endAppearanceTransition()
    }
    runningTransition = nil
    finishLeaving()
    refreshBarHiddenForPush(coordinator: nil)
    installDisplayedView()
    let changes = deferredChanges
    deferredChanges = []
    for change in changes { change() }
  }

  /// Removed tabs leave their parent once their view is gone.
  func finishLeaving() {
    let left = leaving
    leaving = []
    for controller in left where controller.parent === self {
      controller.removeFromParent()
    }
  }
}
