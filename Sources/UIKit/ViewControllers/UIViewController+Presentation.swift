/// Where a controller is in being presented or dismissed.
enum PresentationMove {
  case none
  case presenting
  case dismissing
}

extension UIViewController {
  /// Matches UIKit's full-screen presentations: a slide up from the bottom edge.
  static let presentationDuration: TimeInterval = 0.5

  func performPresent(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    if let reason = refusalToPresent(presented) {
      UIKitException.raise(.invalidArgumentException, reason)
      return
    }
    let presenter = presentationContext
    if let current = presenter.presentedController {
      UIKitLog.warning(
        "Attempt to present \(presented) on \(presenter) (from \(self)) which is already "
          + "presenting \(current).")
      return
    }
    guard let window = presenter.loadedView?.window, window.isVisibleInApplication else {
      UIKitLog.warning(
        "Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in "
          + "the window hierarchy.")
      return
    }
    presenter.presentedController = presented
    presented.presentingController = presenter
    presented.presentationMove = .presenting
    let presenterView = presenter.view!
    let presentedView = presented.view!
    presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let batch = AppearanceBatch()
    UIView.performWithoutAnimation {
      presentedView.frame = window.bounds.offsetBy(dx: 0, dy: animated ? window.bounds.height : 0)
    }
    AppearanceDispatch.claim(batch) {
      presenter.beginAppearance(false, animated: animated, batch: batch, explicit: false)
      window.addSubview(presentedView)
    }
    runPresentationAnimation(animated: animated) {
      presentedView.frame = window.bounds
    } completion: {
      // Matches UIKit's full-screen style: the presenter's views leave after the transition.
      AppearanceDispatch.claim(batch) { presenterView.removeFromSuperview() }
      batch.finish()
      presented.presentationMove = .none
      window.updateSystemChrome(animated: true)
      completion?()
    }
  }

  func performDismiss(animated: Bool, completion: (() -> Void)?) {
    // Matches UIKit: called on the presenter it dismisses what it presents; called on a
    // presented controller it asks its presenter to dismiss it.
    let presenter = presentedController != nil ? self : presentingViewController
    guard let presenter, let presented = presenter.presentedController else { return }
    var top = presented
    while let next = top.presentedController { top = next }
    if top.presentationMove != .none || presented.presentationMove != .none {
      UIKitLog.warning(
        "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss "
          + "is in progress!")
      return
    }
    guard let window = top.loadedView?.window else { return }
    let presenterView = presenter.view!
    let topView = top.view!
    presented.presentationMove = .dismissing
    top.presentationMove = .dismissing
    let batch = AppearanceBatch()
    // The presenter's view goes back on screen only if the presenter still roots a screen:
    // the window's root, or a presented controller. If it has been adopted by a container
    // meanwhile, that container places its view.
    let restoresPresenter =
      presenter.parentController == nil
      && (window.rootViewController === presenter || presenter.presentingController != nil)
    AppearanceDispatch.claim(batch) {
      top.beginAppearance(false, animated: animated, batch: batch, explicit: false)
      if restoresPresenter {
        UIView.performWithoutAnimation { presenterView.frame = window.bounds }
        window.insertSubview(presenterView, belowSubview: topView)
      }
    }
    runPresentationAnimation(animated: animated) {
      topView.frame = window.bounds.offsetBy(dx: 0, dy: window.bounds.height)
    } completion: {
      AppearanceDispatch.claim(batch) {
        var controller: UIViewController? = presented
        while let current = controller {
          current.loadedView?.removeFromSuperview()
          controller = current.presentedController
        }
      }
      batch.finish()
      var controller: UIViewController? = presented
      while let current = controller {
        controller = current.presentedController
        current.presentingController?.presentedController = nil
        current.presentingController = nil
        current.presentationMove = .none
      }
      window.updateSystemChrome(animated: true)
      completion?()
    }
  }

  /// The controller that hosts a full-screen presentation started from this one: the root of
  /// its parent chain.
  private var presentationContext: UIViewController {
    var controller = self
    while let parent = controller.parentController { controller = parent }
    return controller
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

  private func runPresentationAnimation(
    animated: Bool, _ animations: @escaping () -> Void, completion: @escaping () -> Void
  ) {
    UIView.animate(
      withDuration: animated ? Self.presentationDuration : 0, delay: 0,
      options: [.curveEaseInOut], animations: animations
    ) { _ in completion() }
  }
}
