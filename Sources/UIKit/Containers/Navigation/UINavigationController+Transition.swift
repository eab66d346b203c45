extension UINavigationController {
  /// Asks for the stack's new top to be shown. On screen, the next layout step starts the
  /// transition; off screen (no window, or a view not loaded yet) the new top simply becomes
  /// the displayed one, with no animation and no appearance callbacks, as in UIKit.
  func requestTransition(animated: Bool, operation: Operation) {
    pendingChange = (animated, operation)
    guard ownAppearance.isShowing(viewIfLoaded) else {
      settleWithoutTransition()
      return
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Shows the top of the stack at once: the off-screen path.
  private func settleWithoutTransition() {
    pendingChange = nil
    if let old = displayed, old !== topViewController,
      old.viewIfLoaded?.superview === transitionView
    {
      old.view.removeFromSuperview()
    }
    displayed = topViewController
    if isViewLoaded { installDisplayedView() }
    navigationBar.show(stack.map(\.navigationItem))
    refreshToolbarItems()
    finishStackChange()
    settledStack = stack
    ContainerSupport.setNeedsUpdateOfBars(.bottomBarHidden, of: self)
  }

  /// `didMove(toParent:)` for the controllers that arrived, `removeFromParent()` for those
  /// that left.
  private func finishStackChange() {
    let arrived = arriving
    let left = leaving
    arriving = []
    leaving = []
    for controller in arrived { controller.didMove(toParent: self) }
    for controller in left where controller.parent === self {
      controller.removeFromParent()
      controllerDidLeaveStack(controller)
    }
  }

  /// Puts the displayed controller's view in the transition view, sized to its frame.
  func installDisplayedView() {
    guard let displayed else { return }
    let view = displayed.view!
    if view.superview !== transitionView { transitionView.addSubview(view) }
    UIView.performWithoutAnimation { view.frame = childFrame(for: displayed) }
    updateOverlayInsets(of: displayed)
    followContentScrollView()
  }

  /// Starts the transition that a push, pop or set asked for, from the layout step.
  func startPendingTransition() {
    guard let change = pendingChange, runningTransition == nil else { return }
    pendingChange = nil
    guard ownAppearance.isShowing(viewIfLoaded) else {
      pendingChange = change
      settleWithoutTransition()
      return
    }
    // A controller that left the stack and was adopted by another container meanwhile (a
    // split view moving it to another column) is that container's to show and to tell.
    let from = displayed.flatMap { $0.parent === self ? $0 : nil }
    let to = topViewController
    guard let from, let to, from !== to else {
      showWithoutAnimation(from: from, to: to)
      return
    }
    // Matches UIKit: the operation the change asked for, which for `setViewControllers` is a
    // push when the new top was not in the stack and a pop when it was, whatever happens to the
    // controller shown now. Only changes that asked for none (the top stayed, then moved again
    // in the same frame) fall back to where the shown controller went.
    let operation: Operation =
      change.operation != .none
      ? change.operation : (stack.contains { $0 === from } ? .push : .pop)
    let animated = change.animated && ownAppearance == .appeared
    let animator: any UIViewControllerAnimatedTransitioning =
      animated
      ? (delegate?.navigationController(
        self, animationControllerFor: operation, from: from, to: to)
        ?? NavigationParallaxAnimator(operation: operation))
      : ImmediateTransitionAnimator()
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated {
      interactor =
        operation == .pop && popInteraction != nil
        ? popInteraction : delegate?.navigationController(self, interactionControllerFor: animator)
    }
    let frame = childFrame(for: to)
    let transition = ViewControllerTransition(
      containerView: transitionView,
      from: from, to: to, finalFrame: frame, animated: animated, animator: animator,
      interactor: interactor
    ) { [unowned self] didComplete in
      endTransition(from: from, to: to, animated: animated, didComplete: didComplete)
    }
    runningTransition = transition
    delegate?.navigationController(self, willShow: to, animated: animated)
    from.beginAppearanceTransition(false, animated: animated)
    to.beginAppearanceTransition(true, animated: animated)
    UIView.performWithoutAnimation { to.view.frame = frame }
    updateOverlayInsets(of: to)
    let items = stack.map(\.navigationItem)
    if animated {
      navigationBar.transition(
        to: items, pushing: operation == .push, coordinator: transition.coordinator)
    } else {
      navigationBar.show(items)
    }
    refreshToolbarItems()
    ContainerSupport.setNeedsUpdateOfBars(
      .bottomBarHidden, of: self, coordinator: transition.coordinator)
    transition.start()
  }

  /// A change with no controller on one side (an empty stack, or the first root of an empty
  /// navigation controller): the views swap in this frame, with appearance callbacks.
  private func showWithoutAnimation(from: UIViewController?, to: UIViewController?) {
    if let from, from !== to { from.beginAppearanceTransition(false, animated: false) }
    if let to, to !== from { to.beginAppearanceTransition(true, animated: false) }
    if let from, from !== to, from.viewIfLoaded?.superview === transitionView {
      from.view.removeFromSuperview()
    }
    displayed = to
    installDisplayedView()
    navigationBar.show(stack.map(\.navigationItem))
    refreshToolbarItems()
    ContainerSupport.setNeedsUpdateOfBars(.bottomBarHidden, of: self)
    // The did-callbacks and didMove come at the end of the frame, when a user's container
    // hears them for views it swaps: a completion block of a Core Animation transaction that
    // animates nothing runs then.
    CATransaction.begin()
    CATransaction.setCompletionBlock { [self] in
      if let from, from !== to { from.endAppearanceTransition() }
      if let to, to !== from { to.endAppearanceTransition() }
      finishStackChange()
      settledStack = stack
      runDeferredChanges()
    }
    CATransaction.commit()
  }

  /// The end of a transition: views, appearance, containment and the delegate, in UIKit's
  /// order; then whatever was asked for while it ran.
  private func endTransition(
    from: UIViewController, to: UIViewController, animated: Bool, didComplete: Bool
  ) {
    if didComplete {
      if from.viewIfLoaded?.superview === transitionView { from.view.removeFromSuperview() }
      displayed = to
      from.endAppearanceTransition()
      to.endAppearanceTransition()
      finishStackChange()
      settledStack = stack
    } else {
      // Matches UIKit's cancelled transition: the arriving controller turns back, the leaving
      // one comes back, and the stack is as it was.
      to.beginAppearanceTransition(false, animated: animated)
      from.beginAppearanceTransition(true, animated: animated)
      to.viewIfLoaded?.removeFromSuperview()
      displayed = from
      to.endAppearanceTransition()
      from.endAppearanceTransition()
      restoreSettledStack()
    }
    runningTransition = nil
    ContainerSupport.setNeedsUpdateOfBars(.bottomBarHidden, of: self)
    installDisplayedView()
    layoutBars()
    if didComplete { delegate?.navigationController(self, didShow: to, animated: animated) }
    runDeferredChanges()
  }

  /// After a cancelled transition: controllers that were leaving come back (and hear
  /// `didMove(toParent: self)` again, as in UIKit); controllers that were arriving leave.
  private func restoreSettledStack() {
    let restored = settledStack
    for controller in arriving where !restored.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
      controllerDidLeaveStack(controller)
    }
    for controller in leaving where restored.contains(where: { $0 === controller }) {
      controller.didMove(toParent: self)
    }
    arriving = []
    leaving = []
    stack = restored
    settledStack = restored
    navigationBar.show(stack.map(\.navigationItem))
    refreshToolbarItems()
  }

  private func runDeferredChanges() {
    let changes = deferredChanges
    deferredChanges = []
    for change in changes { change() }
  }

  /// The back button: a pop, as UIKit's bar asks its navigation controller.
  func popFromBackButton() {
    guard runningTransition == nil else { return }
    popViewController(animated: true)
  }
}
