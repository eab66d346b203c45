extension UIViewController {
  func performTransition(
    from: UIViewController, to: UIViewController, duration: TimeInterval,
    options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    guard from.parentController === self, to.parentController === self else {
      UIKitException.raise(
        .invalidArgumentException,
        "Children view controllers \(from) and \(to) must have a common parent view controller "
          + "when calling -[UIViewController transitionFromViewController:toViewController:"
          + "duration:options:animations:completion:]")
      return
    }
    guard from !== to else {
      // UIKit leaves this undefined; here `from`'s view would leave the window while it stays a
      // child, so it is refused like the other bad transitions.
      UIKitException.raise(
        .invalidArgumentException,
        "transition(from:to:duration:options:animations:completion:) needs two different "
          + "children; \(from) was passed as both")
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else {
      // Matches UIKit's header: a container that forwards appearance by hand cannot use it.
      UIKitException.raise(
        .invalidArgumentException,
        "\(self) returns false from shouldAutomaticallyForwardAppearanceMethods, so it cannot "
          + "use transition(from:to:duration:options:animations:completion:); move the views "
          + "and call beginAppearanceTransition/endAppearanceTransition yourself")
      return
    }
    guard let container = from.loadedView?.storedSuperview else {
      UIKitException.raise(
        .invalidArgumentException,
        "\(from)'s view must be in \(self)'s view hierarchy before transitioning from it")
      return
    }
    let fromView = from.view!
    let toView = to.view!
    let visible = container.window?.isVisibleInApplication ?? false
    let animated = duration > 0
    let appearance = ContainerSupport.SharedAppearanceTransition()
    appearance.moveViews {
      if visible { appearance.begin(from, appearing: false, animated: animated) }
      if ViewTransition.placesNewViewBelow(options) {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.addSubview(toView)
      }
    }
    let transaction = AnimationTransaction(
      notBefore: UIApplication.shared.mediaTime + max(0, duration)
    ) { finished in
      appearance.moveViews { fromView.removeFromSuperview() }
      appearance.end()
      completion?(finished)
    }
    let context = ViewAnimationBlocks.Context(
      duration: max(0, duration), delay: 0, curve: options.curve, options: options,
      transaction: transaction, driver: nil)
    ViewTransition.perform(options: options, from: fromView, to: toView, context: context) {
      animations?()
    }
    transaction.close()
  }
}
