extension UIView {
  /// Changes a view's content with a transition style (`.transitionCrossDissolve`, flips,
  /// curls) instead of animating properties.
  ///
  /// Matches UIKit: the changes in `animations` take effect at once; what animates is a
  /// picture of the view before them turning into a picture after them. Here the pictures are
  /// display-list snapshots shown above the view, which stays hidden until the transition ends.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let start = UIApplication.shared.mediaTime
    guard duration > 0, options.transition != 0, let superview = view.superview else {
      let transaction = AnimationTransaction(
        notBefore: start + max(0, duration), completion: completion)
      performWithoutAnimation { animations?() }
      transaction.close()
      return
    }
    let before = DisplayListView(snapshotOf: view)
    performWithoutAnimation {
      animations?()
      view.layoutIfNeeded()
    }
    let after = DisplayListView(snapshotOf: view)
    let stage = UIView(frame: .zero)
    stage.isUserInteractionEnabled = false
    stage.bounds = CGRect(origin: .zero, size: view.bounds.size)
    stage.center = view.center
    stage.transform = view.transform
    stage.alpha = view.alpha
    let faces = ViewTransition.placesNewViewBelow(options) ? [after, before] : [before, after]
    for face in faces {
      face.center = CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2)
      stage.addSubview(face)
    }
    superview.insertSubview(stage, aboveSubview: view)
    let transaction = AnimationTransaction(notBefore: start + duration) { finished in
      stage.removeFromSuperview()
      completion?(finished)
    }
    let hidden = AnimationVector(-Double(view.alpha), 0, 0, 0, 0, 0, 0, 0)
    ViewAnimationBlocks.shared.addPresentationAnimation(
      .opacity, on: view.layer, from: hidden, to: hidden,
      timing: AnimationTiming(beginTime: start, duration: duration, curve: .linear),
      transaction: transaction)
    let context = ViewAnimationBlocks.Context(
      duration: duration, delay: 0, curve: options.curve, options: options,
      transaction: transaction, driver: nil)
    ViewTransition.perform(options: options, from: before, to: after, context: context) {}
    transaction.close()
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview, with a transition style.
  ///
  /// Matches UIKit: `toView` is added above `fromView` and `fromView` removed at the end; with
  /// `.showHideTransitionViews` they are shown and hidden instead.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    let showsAndHides = options.contains(.showHideTransitionViews)
    if showsAndHides {
      toView.isHidden = false
    } else if let container = fromView.superview {
      if ViewTransition.placesNewViewBelow(options) {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.insertSubview(toView, aboveSubview: fromView)
      }
    }
    let transaction = AnimationTransaction(
      notBefore: UIApplication.shared.mediaTime + max(0, duration)
    ) { finished in
      if showsAndHides {
        fromView.isHidden = true
      } else {
        fromView.removeFromSuperview()
      }
      completion?(finished)
    }
    let context = ViewAnimationBlocks.Context(
      duration: max(0, duration), delay: 0, curve: options.curve, options: options,
      transaction: transaction, driver: nil)
    ViewTransition.perform(options: options, from: fromView, to: toView, context: context) {}
    transaction.close()
  }
}
