extension UIViewController {
  /// The controller's place in its appearance cycle.
  var appearanceState: AppearanceState { appearance.state }

  /// Sends the will-callback for one direction, and forwards it to children.
  ///
  /// Matches UIKit: the parent's callback comes before its children's, in `children` order,
  /// and only children whose views are inside the parent's view hierarchy are included. A
  /// container that does not forward automatically stops the recursion. Forwarded children that
  /// are already on their way in that direction are left alone.
  func beginAppearance(
    _ appearing: Bool, animated: Bool, batch: AppearanceBatch, explicit: Bool
  ) {
    let target = AppearanceState.beginning(appearing)
    let settled: AppearanceState = appearing ? .appeared : .disappeared
    let alreadyOnItsWay = !explicit && (appearance.state == target || appearance.state == settled)
    if !alreadyOnItsWay {
      appearance.state = target
      appearance.batch = batch
      batch.add(self)
      appearance.animated = animated
      appearance.reasons = currentAppearanceReasons(appearing: appearing)
      appearance.owesIsAppearing = appearing
      if appearing {
        UIApplication.shared.pendingIsAppearing.append((self, batch))
        UIApplication.shared.setNeedsFrame()
      }
      deliverAppearanceCallback {
        appearing ? viewWillAppear(animated) : viewWillDisappear(animated)
      }
    }
    // Children are visited even when this controller was already on its way, so that a child
    // added since then follows its parent.
    guard shouldAutomaticallyForwardAppearanceMethods, let view = loadedView else { return }
    for child in childControllers {
      guard let childView = child.loadedView, childView.isDescendant(of: view) else { continue }
      child.beginAppearance(appearing, animated: animated, batch: batch, explicit: false)
    }
  }

  /// `endAppearanceTransition()`: ends the transition in flight for this controller and for
  /// the descendants it forwarded it to.
  ///
  /// Matches UIKit: ending a transition that was never begun logs "Unbalanced calls to
  /// begin/end appearance transitions" and still delivers the did-callback for the current
  /// state.
  func endAppearanceExplicitly() {
    guard let batch = appearance.batch else {
      UIKitLog.warning("Unbalanced calls to begin/end appearance transitions for \(self).")
      let appeared = appearance.state == .appeared
      deliverAppearanceCallback {
        appeared ? viewDidAppear(appearance.animated) : viewDidDisappear(appearance.animated)
      }
      return
    }
    finishAppearance()
    for member in batch.pending where member.isDescendant(of: self) {
      member.finishAppearance()
    }
  }

  /// Sends the did-callback that completes the current transition.
  func finishAppearance() {
    switch appearance.state {
    case .appearing:
      deliverIsAppearingIfOwed()
      appearance.state = .appeared
      deliverAppearanceCallback { viewDidAppear(appearance.animated) }
    case .disappearing:
      appearance.state = .disappeared
      deliverAppearanceCallback { viewDidDisappear(appearance.animated) }
    case .appeared, .disappeared:
      break
    }
    appearance.batch = nil
    appearance.reasons = []
  }

  /// Whether `ancestor` is on this controller's parent chain.
  private func isDescendant(of ancestor: UIViewController) -> Bool {
    var current = parentController
    while let controller = current {
      if controller === ancestor { return true }
      current = controller.parentController
    }
    return false
  }

  /// The layout step delivers `viewIsAppearing` here.
  func deliverIsAppearingIfNeeded(for batch: AppearanceBatch) {
    guard appearance.batch === batch, appearance.state == .appearing else { return }
    deliverIsAppearingIfOwed()
  }

  private func deliverIsAppearingIfOwed() {
    guard appearance.owesIsAppearing else { return }
    appearance.owesIsAppearing = false
    deliverAppearanceCallback { viewIsAppearing(appearance.animated) }
  }

  /// Runs an appearance callback with `isMovingToParent` and its siblings answering for it.
  private func deliverAppearanceCallback(_ callback: () -> Void) {
    appearance.callbackDepth += 1
    defer { appearance.callbackDepth -= 1 }
    traitCollection.performAsCurrent(callback)
  }

  private func currentAppearanceReasons(appearing: Bool) -> AppearanceReasons {
    var reasons: AppearanceReasons = []
    if appearing && parentMove == .adding { reasons.insert(.movingToParent) }
    if !appearing && parentMove == .removing { reasons.insert(.movingFromParent) }
    if appearing && presentationMove == .presenting { reasons.insert(.beingPresented) }
    if !appearing && presentationMove == .dismissing { reasons.insert(.beingDismissed) }
    return reasons
  }
}

/// Turns view-hierarchy moves into appearance transitions.
///
/// Matches UIKit: when a view enters or leaves a visible window, each controller whose root
/// view is in the moving subtree, and whose parent is not also in it, gets its will-callback
/// synchronously, then forwards to its children. The did-callbacks come at the end of the
/// frame, unless a transition or presentation has claimed the move, in which case they come
/// when its animation ends.
@MainActor
enum AppearanceDispatch {
  /// The batch of the transition that is moving views now, if one is.
  private static var claims: [AppearanceBatch] = []

  /// Runs `moves` with every appearance they start owned by `batch`; the caller ends them.
  /// Containers and presentations reach it through `ContainerSupport.SharedAppearanceTransition`.
  static func claim(_ batch: AppearanceBatch, _ moves: () -> Void) {
    claims.append(batch)
    defer { claims.removeLast() }
    moves()
  }

  static func subtreeWillMove(_ view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    let wasVisible = oldWindow?.isVisibleInApplication ?? false
    let willBeVisible = newWindow?.isVisibleInApplication ?? false
    guard wasVisible != willBeVisible else { return }
    begin(subtree: view, appearing: willBeVisible)
  }

  static func subtreeVisibilityWillChange(_ window: UIWindow, visible: Bool) {
    begin(subtree: window, appearing: visible)
  }

  private static func begin(subtree: UIView, appearing: Bool) {
    let batch = claims.last ?? AppearanceBatch()
    let owned = !claims.isEmpty
    for controller in appearanceRoots(in: subtree) {
      if let parent = controller.parentController,
        !parent.shouldAutomaticallyForwardAppearanceMethods
      {
        continue
      }
      controller.beginAppearance(appearing, animated: false, batch: batch, explicit: false)
    }
    if !owned {
      UIApplication.shared.pendingAppearanceEnds.append(batch)
      UIApplication.shared.setNeedsFrame()
    }
  }

  /// Controllers whose root views are in the subtree and are not reached by forwarding from a
  /// parent that is in the subtree too, in depth-first order.
  private static func appearanceRoots(in subtree: UIView) -> [UIViewController] {
    var roots: [UIViewController] = []
    func visit(_ view: UIView) {
      if let controller = view.owningViewController {
        let parentView = controller.parentController?.loadedView
        let forwardedByParent =
          parentView.map { $0.isDescendant(of: subtree) && view.isDescendant(of: $0) } ?? false
        if !forwardedByParent { roots.append(controller) }
      }
      for subview in view.storedSubviews { visit(subview) }
    }
    visit(subtree)
    return roots
  }
}
