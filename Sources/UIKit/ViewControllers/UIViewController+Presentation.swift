/// Where a controller is in being presented or dismissed.
enum PresentationMove {
  case none
  case presenting
  case dismissing
}

extension UIViewController {
  /// Matches UIKit's built-in presentations: a slide up from the bottom edge (or a fade, a
  /// flip, a curl) of half a second.
  static let presentationDuration: TimeInterval = 0.5

  func performPresent(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    if let reason = refusalToPresent(presented) {
      UIKitException.raise(.invalidArgumentException, reason)
      return
    }
    let style = presented.modalPresentationStyle.resolved
    var presenter = presentingController(inContext: style.presentsInContext)
    // Matches UIKit: a presenter that is busy logs a warning, and nothing changes.
    if let warning = warningForPresenting(presented, on: presenter) {
      UIKitLog.warning(warning)
      return
    }
    let presentation = presented.presentationController(
      forPresenting: presenter, source: self, style: style)
    if style == .custom && !presentation.shouldPresentInFullscreen {
      presenter = presentingController(inContext: true)
      if let warning = warningForPresenting(presented, on: presenter) {
        UIKitLog.warning(warning)
        return
      }
    }
    guard let window = presenter.loadedView?.window else { return }
    // Matches UIKit: a context that provides its transition style overrides the presented
    // controller's.
    let providesStyle =
      style.presentsInContext && presenter.definesPresentationContext
      && presenter.providesPresentationContextTransitionStyle
    presentation.runPresentation(
      presenter: presenter, source: self, window: window,
      transitionStyle: providesStyle
        ? presenter.modalTransitionStyle : presented.modalTransitionStyle,
      animated: animated, completion: completion)
  }

  func performDismiss(animated: Bool, completion: (() -> Void)?) {
    // Matches UIKit: called on a presenter, or on a child of one (whose
    // `presentedViewController` is what its ancestor presented), it dismisses what was
    // presented (and everything presented above it); called on a presented controller, or a
    // child of one, it asks its presenter.
    var holder: UIViewController? = self
    while let current = holder, current.presentedController == nil {
      holder = current.parentController
    }
    let presenter = holder ?? presentingViewController
    guard let presenter, let presented = presenter.presentedController,
      let presentation = presented.storedPresentationController
    else { return }
    var top = presented
    while let next = top.presentedController { top = next }
    let busy = [presented, top].contains {
      $0.presentationMove != .none || $0.storedPresentationController?.phase != .presented
    }
    if busy {
      UIKitLog.warning(
        "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss "
          + "is in progress!")
      return
    }
    presentation.runDismissal(
      animated: animated, interactor: nil, userInitiated: false, completion: completion)
  }

  /// UIKit's warning when `presenter` cannot present now: it is already presenting, its own
  /// presentation is running, or its view is not in a visible window.
  private func warningForPresenting(_ presented: UIViewController, on presenter: UIViewController)
    -> String?
  {
    let attempt = "Attempt to present \(presented) on \(presenter) (from \(self))"
    if let current = presenter.presentedController {
      return "\(attempt) which is already presenting \(current)."
    }
    if presenter.presentationMove != .none || presenter.isTransitioningPresentation {
      return "\(attempt) while a presentation is in progress."
    }
    guard let window = presenter.loadedView?.window, window.isVisibleInApplication else {
      return "\(attempt) whose view is not in the window hierarchy."
    }
    return nil
  }

  /// The controller that presents when `present` is called on the receiver.
  ///
  /// Matches UIKit: the context styles (and a custom presentation that does not present in
  /// full screen) look up the parents for the first controller that `definesPresentationContext`;
  /// the others, and a search that finds none, use the root of the receiver's parent chain
  /// (the window's root, or a presented controller).
  private func presentingController(inContext: Bool) -> UIViewController {
    var root = self
    while let parent = root.parentController { root = parent }
    guard inContext else { return root }
    var candidate: UIViewController? = self
    while let current = candidate {
      if current.definesPresentationContext { return current }
      candidate = current.parentController
    }
    return root
  }

  /// Whether this controller's presentation transition is running.
  var isTransitioningPresentation: Bool {
    guard presentingController != nil, let presentation = storedPresentationController else {
      return false
    }
    return presentation.phase == .presenting || presentation.phase == .dismissing
  }

  /// The running presentation transition this controller takes part in as the presented or
  /// the presenting controller, for `transitionCoordinator`.
  var presentationTransitionInFlight: ViewControllerTransition? {
    for controller in [self, presentedController].compactMap({ $0 })
    where controller.presentingController != nil {
      if let transition = controller.storedPresentationController?.runningTransition,
        !transition.isComplete
      {
        return transition
      }
    }
    return nil
  }

  private func refusalToPresent(_ presented: UIViewController) -> String? {
    if let presenter = presented.presentingController {
      return "Application tried to present modally a view controller \(presented) that is "
        + "already being presented by \(presenter)."
    }
    if let parent = presented.parentController {
      return "Application tried to present modally a view controller \(presented) that has a "
        + "parent view controller \(parent)."
    }
    var ancestor: UIViewController? = self
    while let current = ancestor {
      if current === presented {
        return "Application tried to present modally an active controller \(presented)."
      }
      ancestor = current.parentController ?? current.presentingController
    }
    return nil
  }

  // MARK: Presentation controllers

  /// `presentationController`: the one managing this controller or its nearest presented
  /// ancestor; otherwise one made now for this controller's style, kept for its next
  /// presentation (so its delegate and detents can be set beforehand).
  var nearestPresentationController: UIPresentationController? {
    var controller: UIViewController? = self
    while let current = controller {
      if current.presentingController != nil { return current.storedPresentationController }
      controller = current.parentController
    }
    return preparedPresentationController(
      for: modalPresentationStyle.resolved)
  }

  /// The presentation controller made ahead of a presentation for `style`, made now if needed.
  func preparedPresentationController(for style: UIModalPresentationStyle)
    -> UIPresentationController?
  {
    if let stored = storedPresentationController, stored.phase == .idle,
      stored.presentationStyle == style
    {
      return stored
    }
    guard let made = makePresentationController(for: style, presenting: nil, source: self) else {
      return nil
    }
    storedPresentationController = made
    return made
  }

  /// The presentation controller for presenting the receiver from `source` by `presenter`: a
  /// custom one from the transitioning delegate, or the one prepared ahead, or a new one.
  fileprivate func presentationController(
    forPresenting presenter: UIViewController, source: UIViewController,
    style: UIModalPresentationStyle
  ) -> UIPresentationController {
    let presentation: UIPresentationController
    if style == .custom {
      presentation =
        transitioningDelegate?.presentationController(
          forPresented: self, presenting: presenter, source: source)
        ?? UIPresentationController(presentedViewController: self, presenting: presenter)
    } else {
      presentation =
        preparedPresentationController(for: style)
        ?? UIPresentationController(presentedViewController: self, presenting: presenter)
    }
    storedPresentationController = presentation
    return presentation
  }

  private func makePresentationController(
    for style: UIModalPresentationStyle, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    switch style {
    case .pageSheet, .formSheet, .automatic:
      UISheetPresentationController(
        presentedViewController: self, presenting: presenting, style: style.resolved)
    case .popover:
      UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
      FullScreenPresentationController(
        presentedViewController: self, presenting: presenting, style: style)
    case .custom, .none:
      nil
    }
  }
}

extension UIModalPresentationStyle {
  /// `.automatic` is a page sheet, as on iOS 13 and later.
  var resolved: UIModalPresentationStyle {
    switch self {
    case .automatic, .none: .pageSheet
    default: self
    }
  }

  /// Whether the style presents over the presentation context rather than the window.
  var presentsInContext: Bool { self == .currentContext || self == .overCurrentContext }

  /// Whether the style is a sheet, which the user may drag down or dismiss with Escape.
  var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
