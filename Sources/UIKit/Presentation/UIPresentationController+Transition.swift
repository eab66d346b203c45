/// The presentation and dismissal transitions, on the transition context shared with
/// containers (`ViewControllerTransition`), in UIKit's order (see `UIPresentationController`).
extension UIPresentationController {
  /// The style in force now: the adapted one, or the presentation's own.
  var currentStyle: UIModalPresentationStyle { adaptedStyle ?? presentationStyle }

  /// The style the delegate (or, without one, this controller) picks for `traits`; `.none`
  /// keeps the presentation's own.
  func resolvedAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    let proposed =
      delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
      ?? adaptivePresentationStyle(for: traits)
    return proposed == .none ? presentationStyle : proposed.resolved
  }

  /// The container's traits changed: the presentation adapts if its style for the new traits
  /// differs, telling the delegate first.
  func containerTraitsDidChange() {
    guard phase == .presented else { return }
    let style = resolvedAdaptiveStyle(for: traitCollection)
    guard style != currentStyle else { return }
    delegate?.presentationController(
      self, willPresentWithAdaptiveStyle: style, transitionCoordinator: nil)
    adaptedStyle = style == presentationStyle ? nil : style
    adaptedStyleDidChange()
  }

  // MARK: Presenting

  func runPresentation(
    presenter: UIViewController, source: UIViewController, window: UIWindow,
    transitionStyle: UIModalTransitionStyle, animated: Bool, completion: (() -> Void)?
  ) {
    let presented = presentedViewController
    presentingViewController = presenter
    sourceViewController = source
    self.transitionStyle = transitionStyle
    presented.loadViewIfNeeded()
    let container = makeContainerView(presenter: presenter, window: window)
    containerView = container
    let style = resolvedAdaptiveStyle(for: container.traitCollection)
    adaptedStyle = style == presentationStyle ? nil : style
    if let refusal = refusalToPresent() {
      container.removeFromSuperview()
      containerView = nil
      UIKitException.raise(.genericException, refusal)
      return
    }
    if transitionStyle == .partialCurl && currentStyle != .fullScreen {
      container.removeFromSuperview()
      containerView = nil
      UIKitException.raise(
        .invalidArgumentException,
        "Application tried to present UIModalTransitionStylePartialCurl to or from "
          + "non-fullscreen view controller \(presented).")
      return
    }
    presenter.presentedController = presented
    presented.presentingController = presenter
    prepareViews()
    let removesPresenter = shouldRemovePresentersView
    let presenterView = presenter.view!
    let presenterFrame = container.convert(presenterView.bounds, from: presenterView)
    let (animator, interactor) = animators(presenting: true, animated: animated)
    let transition = ViewControllerTransition(
      containerView: container,
      from: .init(
        controller: presenter, view: removesPresenter ? presenterView : nil,
        initialFrame: presenterFrame, finalFrame: removesPresenter ? .zero : presenterFrame),
      to: .init(
        controller: presented, view: presentedView, initialFrame: .zero,
        finalFrame: validatedFrameOfPresentedView()),
      animated: animated, presentationStyle: currentStyle, animator: animator,
      interactor: interactor
    ) { [self] didComplete in
      finishPresentation(didComplete, animated: animated, completion: completion)
    }
    runningTransition = transition
    phase = .presenting
    presented.presentationMove = .presenting
    let appearance = ContainerSupport.SharedAppearanceTransition()
    appearanceTransition = appearance
    appearance.moveViews {
      if removesPresenter { appearance.begin(presenter, appearing: false, animated: animated) }
      appearance.begin(presented, appearing: true, animated: animated)
    }
    if let adaptedStyle {
      delegate?.presentationController(
        self, willPresentWithAdaptiveStyle: adaptedStyle,
        transitionCoordinator: transition.coordinator)
    }
    presentationTransitionWillBegin()
    transition.start()
  }

  /// The container: over the whole window, or over the presentation context's view.
  private func makeContainerView(presenter: UIViewController, window: UIWindow)
    -> PresentationContainerView
  {
    let overContext = currentStyleWouldPresentInContext
    if overContext, let hostView = presenter.viewIfLoaded, let superview = hostView.superview,
      superview !== window
    {
      let container = PresentationContainerView(presentation: self, frame: hostView.frame)
      superview.insertSubview(container, aboveSubview: hostView)
      return container
    }
    let container = PresentationContainerView(presentation: self, frame: window.bounds)
    window.addSubview(container)
    return container
  }

  /// Whether this presentation covers only its context.
  private var currentStyleWouldPresentInContext: Bool {
    presentationStyle.presentsInContext
      || (presentationStyle == .custom && !shouldPresentInFullscreen)
  }

  private func finishPresentation(
    _ didComplete: Bool, animated: Bool, completion: (() -> Void)?
  ) {
    let presented = presentedViewController
    let appearance = appearanceTransition ?? ContainerSupport.SharedAppearanceTransition()
    appearanceTransition = nil
    runningTransition = nil
    guard didComplete else {
      cancelPresentation(animated: animated)
      return
    }
    if shouldRemovePresentersView, let presenterView = presentingViewController?.viewIfLoaded,
      let superview = presenterView.superview
    {
      removedPresenterView = RemovedPresenterView(
        superview: superview, parent: presentingViewController?.parentController,
        frame: presenterView.frame)
      // Matches UIKit's full-screen style: the presenter's views leave after the transition.
      appearance.moveViews { presenterView.removeFromSuperview() }
    }
    phase = .presented
    presentationTransitionDidEnd(true)
    appearance.end()
    presented.presentationMove = .none
    presented.loadedView?.window?.updateSystemChrome(animated: true)
    completion?()
  }

  /// A presentation whose interaction was cancelled: the presented controller turns back, the
  /// presenter comes back, and nothing is presented.
  private func cancelPresentation(animated: Bool) {
    let presented = presentedViewController
    let presenter = presentingViewController
    presented.presentationMove = .none
    let appearance = ContainerSupport.SharedAppearanceTransition()
    appearance.moveViews {
      appearance.begin(presented, appearing: false, animated: animated)
      if shouldRemovePresentersView, let presenter {
        appearance.begin(presenter, appearing: true, animated: animated)
      }
      containerView?.removeFromSuperview()
      presented.loadedView?.removeFromSuperview()
    }
    presentationTransitionDidEnd(false)
    appearance.end()
    unlink()
  }

  // MARK: Dismissing

  /// Dismisses this presentation and every presentation above it; only the top one animates.
  func runDismissal(
    animated: Bool, interactor userInteractor: (any UIViewControllerInteractiveTransitioning)?,
    userInitiated: Bool, completion: (() -> Void)?
  ) {
    guard let presenter = presentingViewController else { return }
    var chain: [UIPresentationController] = [self]
    while let next = chain.last?.presentedViewController.presentedController,
      let presentation = next.storedPresentationController
    {
      chain.append(presentation)
    }
    let top = chain.last ?? self
    guard let container = top.containerView else { return }
    dismissalCompletion = completion
    dismissalIsUserInitiated = userInitiated
    let presenterView = restorablePresenterView
    let (animator, customInteractor) = top.animators(presenting: false, animated: animated)
    let fromView = top.presentedView
    let transition = ViewControllerTransition(
      containerView: container,
      from: .init(
        controller: top.presentedViewController, view: fromView,
        initialFrame: fromView?.frame ?? .zero, finalFrame: .zero),
      to: .init(
        controller: presenter, view: animated ? presenterView : nil, initialFrame: .zero,
        finalFrame: removedPresenterView.map { container.convert($0.frame, from: $0.superview) }
          ?? .zero),
      animated: animated, presentationStyle: top.currentStyle, animator: animator,
      interactor: userInteractor ?? customInteractor
    ) { [self] didComplete in
      finishDismissal(didComplete, chain: chain, animated: animated)
    }
    for presentation in chain { presentation.phase = .dismissing }
    top.runningTransition = transition
    if userInitiated { delegate?.presentationControllerWillDismiss(self) }
    let appearance = ContainerSupport.SharedAppearanceTransition()
    appearanceTransition = appearance
    appearance.moveViews {
      for presentation in chain.reversed() {
        let presented = presentation.presentedViewController
        presented.presentationMove = .dismissing
        appearance.begin(presented, appearing: false, animated: animated)
      }
      if let presenterView, let removed = removedPresenterView, let superview = removed.superview {
        UIView.performWithoutAnimation { presenterView.frame = removed.frame }
        superview.insertSubview(presenterView, belowSubview: containerView ?? container)
      }
      // Matches UIKit: the presentations between go at once; only the top one animates.
      for presentation in chain.dropLast() { presentation.containerView?.removeFromSuperview() }
    }
    for presentation in chain { presentation.dismissalTransitionWillBegin() }
    transition.start()
  }

  /// The presenter's view, if this presentation removed it and it should come back: the
  /// presenter still roots a screen (the window's, or a presentation's) or still has the
  /// parent it had. Otherwise whoever adopted it meanwhile places it.
  private var restorablePresenterView: UIView? {
    guard let removed = removedPresenterView, removed.superview != nil,
      let presenter = presentingViewController, let view = presenter.viewIfLoaded,
      view.superview == nil
    else { return nil }
    if let parent = presenter.parentController { return parent === removed.parent ? view : nil }
    let rootsWindow = (removed.superview as? UIWindow)?.rootViewController === presenter
    return rootsWindow || presenter.presentingController != nil ? view : nil
  }

  private func finishDismissal(
    _ didComplete: Bool, chain: [UIPresentationController], animated: Bool
  ) {
    let top = chain.last ?? self
    let appearance = appearanceTransition ?? ContainerSupport.SharedAppearanceTransition()
    appearanceTransition = nil
    top.runningTransition = nil
    guard didComplete else {
      cancelDismissal(animated: animated)
      return
    }
    let presenterView = presentingViewController?.viewIfLoaded
    appearance.moveViews {
      // An animator may have moved the presenter's view into the container: it goes back.
      if let presenterView, let removed = removedPresenterView, let superview = removed.superview,
        presenterView.superview === top.containerView
      {
        UIView.performWithoutAnimation { presenterView.frame = removed.frame }
        superview.insertSubview(presenterView, belowSubview: containerView ?? presenterView)
      }
      for presentation in chain.reversed() {
        presentation.containerView?.removeFromSuperview()
        presentation.presentedViewController.loadedView?.removeFromSuperview()
      }
    }
    for presentation in chain.reversed() { presentation.dismissalTransitionDidEnd(true) }
    appearance.end()
    let window = presenterView?.window
    for presentation in chain.reversed() { presentation.unlink() }
    window?.updateSystemChrome(animated: true)
    let userInitiated = dismissalIsUserInitiated
    let completion = dismissalCompletion
    dismissalCompletion = nil
    dismissalIsUserInitiated = false
    if userInitiated { delegate?.presentationControllerDidDismiss(self) }
    completion?()
  }

  /// A dismissal whose interaction was cancelled: the presented controller comes back, the
  /// presenter goes away again, and the presentation stays.
  private func cancelDismissal(animated: Bool) {
    let presented = presentedViewController
    presented.presentationMove = .none
    let appearance = ContainerSupport.SharedAppearanceTransition()
    appearance.moveViews {
      appearance.begin(presented, appearing: true, animated: animated)
      if removedPresenterView != nil, let presenter = presentingViewController,
        let presenterView = presenter.viewIfLoaded, presenterView.superview != nil
      {
        appearance.begin(presenter, appearing: false, animated: animated)
        presenterView.removeFromSuperview()
      }
    }
    phase = .presented
    dismissalCompletion = nil
    dismissalIsUserInitiated = false
    dismissalTransitionDidEnd(false)
    appearance.end()
    containerView?.setNeedsLayout()
  }

  /// Forgets the presentation: the two controllers are no longer linked.
  private func unlink() {
    let presented = presentedViewController
    presented.presentationMove = .none
    presentingViewController?.presentedController = nil
    presented.presentingController = nil
    phase = .idle
    containerView = nil
    removedPresenterView = nil
    adaptedStyle = nil
    presentationDidEnd()
  }

  // MARK: Dismissals the user starts

  /// Whether Escape dismisses (or, when modal, tries to dismiss) this presentation.
  var dismissesOnEscape: Bool {
    phase == .presented && presentedViewController.presentedController == nil
      && (currentStyle.isSheet || currentStyle == .popover)
  }

  /// Whether the user may dismiss now: not modal in presentation (the presented controller or
  /// a descendant on screen), and the delegate agrees. A refusal tells the delegate that the
  /// user tried.
  func userMayDismiss() -> Bool {
    var controller: UIViewController? = presentedViewController
    while let current = controller {
      if current.isModalInPresentation {
        delegate?.presentationControllerDidAttemptToDismiss(self)
        return false
      }
      controller = current.childForKeyCommands
    }
    if delegate?.presentationControllerShouldDismiss(self) == false {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return false
    }
    return true
  }

  /// A dismissal the user asked for with Escape or a click outside.
  func dismissFromUser() {
    guard phase == .presented, presentedViewController.presentedController == nil,
      userMayDismiss()
    else { return }
    runDismissal(animated: true, interactor: nil, userInitiated: true, completion: nil)
  }

  // MARK: Pieces for the built-in styles

  /// The animator (and interaction controller) of a transition: the transitioning delegate's,
  /// or the built-in one (an immediate one for a built-in style when not animated).
  private func animators(presenting: Bool, animated: Bool) -> (
    any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?
  ) {
    let presented = presentedViewController
    let delegate = presented.transitioningDelegate
    let custom: (any UIViewControllerAnimatedTransitioning)?
    if presenting, let presenter = presentingViewController {
      custom = delegate?.animationController(
        forPresented: presented, presenting: presenter, source: sourceViewController ?? presenter)
    } else if !presenting {
      custom = delegate?.animationController(forDismissed: presented)
    } else {
      custom = nil
    }
    // UIKit asks the transitioning delegate even for `animated: false` and runs the custom
    // animator, whose context then reports `isAnimated == false`; only the built-in styles
    // skip their animation.
    guard animated else { return (custom ?? ImmediateTransitionAnimator(), nil) }
    guard let custom else { return (builtInAnimator(presenting: presenting), nil) }
    let interactor =
      presenting
      ? delegate?.interactionControllerForPresentation(using: custom)
      : delegate?.interactionControllerForDismissal(using: custom)
    return (custom, interactor)
  }

  /// The frame the animator is given for the presented view, made safe: a frame with NaN or
  /// infinity raises UIKit's `CALayerInvalidGeometry` (and falls back to the container's
  /// bounds if the handler returns); an empty one is kept, with a warning.
  func validatedFrameOfPresentedView() -> CGRect {
    let frame = frameOfPresentedViewInContainerView
    let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    guard values.allSatisfy(\.isFinite) else {
      UIKitException.raise(
        .layerInvalidGeometry,
        "CALayer position contains NaN: the frameOfPresentedViewInContainerView of \(self) is "
          + "\(frame); the presented view \(presentedViewController) cannot be placed there.")
      return containerView?.bounds ?? .zero
    }
    if frame.width <= 0 || frame.height <= 0 {
      UIKitLog.warning(
        "The frameOfPresentedViewInContainerView of \(self) is empty (\(frame)): the presented "
          + "view of \(presentedViewController) is presented with no area, so nothing of it "
          + "shows, as in UIKit.")
    }
    return frame
  }
}
