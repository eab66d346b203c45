extension UIPageViewController {
  /// How many controllers a set of pages takes: two for the mid spine or a double-sided page,
  /// one otherwise.
  var requiredPageCount: Int {
    switch spineLocation {
    case .mid: 2
    case .min, .max: isDoubleSided ? 2 : 1
    case .none: 1
    }
  }

  /// The pages of a set whose views show: both with the mid spine, otherwise the first (a
  /// double-sided page's back only shows while it turns).
  func shownPages(_ set: [UIViewController]) -> [UIViewController] {
    spineLocation == .mid ? set : Array(set.prefix(1))
  }

  /// `setViewControllers` once its input is known to be good.
  func performSet(
    _ controllers: [UIViewController], direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)?
  ) {
    guard turn == nil else {
      deferredSets.append {
        self.performSet(
          controllers, direction: direction, animated: animated, completion: completion)
      }
      return
    }
    let unchanged =
      controllers.count == pages.count && zip(controllers, pages).allSatisfy { $0 === $1 }
    guard ownAppearance.isShowing(viewIfLoaded), !pages.isEmpty, !unchanged else {
      replaceWithoutTurn(controllers)
      refreshPageControl(askingDataSource: true)
      // The completion runs at the end of the frame, after the did-callbacks of the pages
      // that came and went: a Core Animation transaction that animates nothing completes then.
      if let completion {
        CATransaction.begin()
        CATransaction.setCompletionBlock { completion(true) }
        CATransaction.commit()
      }
      return
    }
    startTurn(
      to: controllers, direction: direction, animated: animated, interaction: nil, byUser: false,
      completion: completion)
    refreshPageControl(askingDataSource: true)
  }

  /// Off screen, or for the first pages: the children and views change now, with the
  /// appearance callbacks that adding views to a visible window brings.
  private func replaceWithoutTurn(_ controllers: [UIViewController]) {
    let old = pages
    for page in old where !controllers.contains(where: { $0 === page }) {
      page.willMove(toParent: nil)
      page.viewIfLoaded?.removeFromSuperview()
      page.removeFromParent()
    }
    let arriving = controllers.filter { page in !old.contains { $0 === page } }
    for page in arriving { addChild(page) }
    pages = controllers
    installPages()
    for page in arriving { page.didMove(toParent: self) }
  }

  /// The pages next to the current ones, from the data source, or `nil` when there are none.
  ///
  /// A data source that answers with a page already showing gets no turn, and a warning: UIKit
  /// cannot show one controller in two places either.
  func neighbours(_ direction: NavigationDirection) -> [UIViewController]? {
    guard let dataSource, let first = pages.first, let last = pages.last else { return nil }
    var found: [UIViewController] = []
    var anchor = direction == .forward ? last : first
    for _ in 0..<requiredPageCount {
      let next =
        direction == .forward
        ? dataSource.pageViewController(self, viewControllerAfter: anchor)
        : dataSource.pageViewController(self, viewControllerBefore: anchor)
      guard let next else { return nil }
      guard !pages.contains(where: { $0 === next }), !found.contains(where: { $0 === next }) else {
        UIKitLog.warning(
          "The data source of \(self) returned \(next), which is already showing, as the page "
            + "\(direction == .forward ? "after" : "before") \(anchor); the page does not turn.")
        return nil
      }
      found.append(next)
      anchor = next
    }
    return direction == .forward ? found : found.reversed()
  }

  /// Starts the user's turn to the next or previous pages, if the data source has some;
  /// returns whether it did.
  @discardableResult
  func beginUserTurn(
    _ direction: NavigationDirection, interaction: UIPercentDrivenInteractiveTransition? = nil
  ) -> Bool {
    guard turn == nil, ownAppearance.isShowing(viewIfLoaded), let next = neighbours(direction)
    else { return false }
    startTurn(
      to: next, direction: direction, animated: true, interaction: interaction, byUser: true,
      completion: nil)
    return true
  }

  /// Starts a turn: the arriving pages become children, the delegate hears `willTransitionTo`
  /// for the user's turns, then the arriving pages' will-appear and the leaving pages'
  /// will-disappear, in UIKit's order.
  private func startTurn(
    to new: [UIViewController], direction: NavigationDirection, animated: Bool,
    interaction: UIPercentDrivenInteractiveTransition?, byUser: Bool,
    completion: ((Bool) -> Void)?
  ) {
    let old = pages
    let arriving = new.filter { page in !old.contains { $0 === page } }
    let leaving = old.filter { page in !new.contains { $0 === page } }
    for page in arriving { addChild(page) }
    let shownNew = shownPages(new)
    let shownOld = shownPages(old)
    for page in shownNew { page.loadViewIfNeeded() }
    if byUser { delegate?.pageViewController(self, willTransitionTo: new) }
    for page in shownNew where arriving.contains(where: { $0 === page }) {
      page.beginAppearanceTransition(true, animated: animated)
    }
    for page in shownOld where leaving.contains(where: { $0 === page }) {
      page.beginAppearanceTransition(false, animated: animated)
    }
    let frames = shownNew.indices.map(pageFrame(slot:))
    let animator: any UIViewControllerAnimatedTransitioning
    if !animated {
      for (page, frame) in zip(shownNew, frames) {
        UIView.performWithoutAnimation { page.view.frame = frame }
        pageHost.addSubview(page.view)
      }
      animator = ImmediateTransitionAnimator()
    } else if transitionStyle == .scroll {
      animator = PageScrollAnimator(
        direction: direction, isVertical: navigationOrientation == .vertical,
        spacing: interPageSpacing)
    } else {
      animator = PageCurlAnimator(
        direction: direction, isVertical: navigationOrientation == .vertical,
        spine: spineLocation, leaving: shownOld.map(\.view), arriving: shownNew.map(\.view),
        frames: frames)
    }
    let from = shownOld[0]
    let to = shownNew[0]
    let transition = ViewControllerTransition(
      containerView: pageHost,
      from: from, to: to, finalFrame: frames[0], animated: animated, animator: animator,
      interactor: interaction
    ) { [unowned self] didComplete in
      endTurn(didComplete: didComplete)
    }
    turn = PageTurn(
      old: old, new: new, direction: direction, animated: animated, byUser: byUser,
      completion: completion, transition: transition, interaction: interaction)
    transition.start()
  }

  /// The end of a turn: views, appearance and containment in UIKit's order for the style, then
  /// the delegate (for the user's turns) or the completion.
  private func endTurn(didComplete: Bool) {
    guard let turn else { return }
    self.turn = nil
    let arriving = turn.arriving
    let leaving = turn.leaving
    let shownNew = shownPages(turn.new).filter { page in arriving.contains { $0 === page } }
    let shownOld = shownPages(turn.old).filter { page in leaving.contains { $0 === page } }
    let animated = turn.animated
    if didComplete {
      for page in shownOld { page.viewIfLoaded?.removeFromSuperview() }
      // Matches UIKit: a scroll ends with the new page's did-appear first, a curl with the old
      // page's did-disappear first.
      let ends = transitionStyle == .scroll ? shownNew + shownOld : shownOld + shownNew
      for page in ends { page.endAppearanceTransition() }
      pages = turn.new
      for page in arriving { page.didMove(toParent: self) }
      for page in leaving {
        page.willMove(toParent: nil)
        page.removeFromParent()
      }
      if turn.byUser {
        presentationIndex += turn.direction == .forward ? 1 : -1
        presentationIndex = min(max(presentationIndex, 0), max(pageControl.numberOfPages - 1, 0))
      }
    } else {
      cancelAppearance(arriving: shownNew, leaving: shownOld, animated: animated)
      for page in arriving {
        page.willMove(toParent: nil)
        page.removeFromParent()
      }
    }
    installPages()
    refreshPageControl(askingDataSource: false)
    if turn.byUser {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: turn.old,
        transitionCompleted: didComplete)
    }
    turn.completion?(didComplete)
    let sets = deferredSets
    deferredSets = []
    for set in sets { set() }
  }

  /// Matches UIKit's cancelled turns: a scroll brings the old page back (will- and did-appear)
  /// before the new one leaves; a curl turns the new page back first, and ends the old last.
  private func cancelAppearance(
    arriving: [UIViewController], leaving: [UIViewController], animated: Bool
  ) {
    if transitionStyle == .scroll {
      for page in leaving {
        page.beginAppearanceTransition(true, animated: animated)
        page.endAppearanceTransition()
      }
      for page in arriving {
        page.beginAppearanceTransition(false, animated: animated)
        page.viewIfLoaded?.removeFromSuperview()
        page.endAppearanceTransition()
      }
    } else {
      for page in arriving { page.beginAppearanceTransition(false, animated: animated) }
      for page in leaving { page.beginAppearanceTransition(true, animated: animated) }
      for page in arriving { page.viewIfLoaded?.removeFromSuperview() }
      for page in arriving { page.endAppearanceTransition() }
      for page in leaving { page.endAppearanceTransition() }
    }
  }
}
