/// The built-in animations of `UIModalTransitionStyle`, for presentations whose transitioning
/// delegate gives no animator.
///
/// Matches UIKit's styles, drawn in 2-D:
/// - `.coverVertical`: the presented view slides up from below the container to its frame,
///   and back down on dismissal;
/// - `.crossDissolve`: it fades in, and out;
/// - `.flipHorizontal`: the presenter squashes to a vertical line and the presented view opens
///   from it (flip from the right), and back (from the left);
/// - `.partialCurl`: a picture of the presenter's page slides up 60 % of the way with a shadow
///   under its edge, uncovering the presented view, and stays curled there until the
///   dismissal lays it back down; clicking it dismisses.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
  let style: UIModalTransitionStyle
  let isPresenting: Bool

  /// How far up a partial curl lifts the page, as a fraction of its height.
  static let curlFraction: CGFloat = 0.6

  init(style: UIModalTransitionStyle, presenting: Bool) {
    self.style = style
    isPresenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    UIViewController.presentationDuration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let duration = transitionDuration(using: transitionContext)
    let complete: (Bool) -> Void = { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    if isPresenting {
      present(transitionContext, duration: duration, completion: complete)
    } else {
      dismiss(transitionContext, duration: duration, completion: complete)
    }
  }

  private func present(
    _ context: any UIViewControllerContextTransitioning, duration: TimeInterval,
    completion: @escaping (Bool) -> Void
  ) {
    let container = context.containerView
    guard let presented = context.viewController(forKey: .to),
      let toView = context.view(forKey: .to)
    else {
      completion(true)
      return
    }
    let final = context.finalFrame(for: presented)
    switch style {
    case .coverVertical:
      UIView.performWithoutAnimation {
        toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
      }
      container.addSubview(toView)
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: { toView.frame = final }, completion: completion)
    case .crossDissolve:
      UIView.performWithoutAnimation {
        toView.frame = final
        toView.alpha = 0
      }
      container.addSubview(toView)
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: { toView.alpha = 1 }, completion: completion)
    case .flipHorizontal:
      UIView.performWithoutAnimation { toView.frame = final }
      container.addSubview(toView)
      flip(
        from: context.view(forKey: .from), to: toView, options: .transitionFlipFromRight,
        duration: duration, completion: completion)
    case .partialCurl:
      UIView.performWithoutAnimation { toView.frame = final }
      container.addSubview(toView)
      guard let presenter = context.viewController(forKey: .from), let page = presenter.viewIfLoaded
      else {
        completion(true)
        return
      }
      let curl = CurlPageView(snapshotOf: page)
      curl.frame = context.initialFrame(for: presenter)
      container.addSubview(curl)
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: {
          curl.transform = CGAffineTransform(
            translationX: 0, y: -curl.bounds.height * Self.curlFraction)
        }, completion: completion)
    }
  }

  private func dismiss(
    _ context: any UIViewControllerContextTransitioning, duration: TimeInterval,
    completion: @escaping (Bool) -> Void
  ) {
    let container = context.containerView
    guard let fromView = context.view(forKey: .from) else {
      completion(true)
      return
    }
    switch style {
    case .coverVertical:
      let target = fromView.frame.offsetBy(
        dx: 0, dy: container.bounds.height - fromView.frame.minY)
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: { fromView.frame = target }, completion: completion)
    case .crossDissolve:
      let alpha = fromView.alpha
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: { fromView.alpha = 0 }
      ) { finished in
        // The view may be presented again: it keeps its own opacity.
        if !context.transitionWasCancelled { fromView.alpha = alpha }
        completion(finished)
      }
    case .flipHorizontal:
      flip(
        from: fromView, to: context.view(forKey: .to), options: .transitionFlipFromLeft,
        duration: duration, completion: completion)
    case .partialCurl:
      let curl = container.subviews.last { $0 is CurlPageView }
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: { curl?.transform = .identity }
      ) { finished in
        if !context.transitionWasCancelled { curl?.removeFromSuperview() }
        completion(finished)
      }
    }
  }

  /// A flip between two views with the 2-D flip of `UIView.transition`.
  private func flip(
    from: UIView?, to: UIView?, options: UIView.AnimationOptions, duration: TimeInterval,
    completion: @escaping (Bool) -> Void
  ) {
    let transaction = AnimationTransaction(
      notBefore: UIApplication.shared.mediaTime + duration, completion: completion)
    let context = ViewAnimationBlocks.Context(
      duration: duration, delay: 0, curve: options.curve, options: options,
      transaction: transaction, driver: nil)
    ViewTransition.perform(options: options, from: from, to: to, context: context) {}
    transaction.close()
  }
}

/// The presenter's page lifted by a partial curl: a picture of it, with a shadow under its
/// edge. A click on it dismisses the presentation, as on iOS.
@MainActor
final class CurlPageView: UIView {
  init(snapshotOf page: UIView) {
    super.init(frame: page.frame)
    let picture = DisplayListView(snapshotOf: page)
    picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(picture)
    layer.shadowOpacity = 0.35
    layer.shadowRadius = 6
    layer.shadowOffset = CGSize(width: 0, height: 3)
    addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in
        (self?.superview as? PresentationContainerView)?.presentation.dismissFromUser()
      })
  }

  required init?(coder: NSCoder) {
    fatalError("CurlPageView is made by partial curls")
  }
}
