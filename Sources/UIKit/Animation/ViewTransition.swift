/// The built-in transition styles of `UIView.AnimationOptions` — cross-dissolve, flips and
/// curls — applied to one view going away and another coming in.
///
/// The styles animate only what is presented (opacity, a squash, a slide), never the model, so
/// when the transition ends both views are exactly as the code left them. A cross-dissolve fades
/// the new view in over the old one. Flips and curls are
/// 2-D approximations of UIKit's 3-D effects: a flip squashes the old side to a line in the
/// first half and opens the new side in the second; a curl slides the page up (or down) while
/// it fades.
@MainActor
enum ViewTransition {
  /// Whether the style needs the old view above the new one: a page curling up reveals the
  /// page underneath.
  static func placesNewViewBelow(_ options: UIView.AnimationOptions) -> Bool {
    options.transition == UIView.AnimationOptions.transitionCurlUp.transition
  }

  /// Runs `changes` inside `context`, then animates `from` out and `to` in with the style
  /// `options` names; without a style, only the changes animate.
  static func perform(
    options: UIView.AnimationOptions, from: UIView?, to: UIView?,
    context: ViewAnimationBlocks.Context, changes: () -> Void
  ) {
    ViewAnimationBlocks.shared.perform(context, changes)
    guard context.duration > 0 else { return }
    let begin = UIApplication.shared.mediaTime + context.delay
    func timing(_ curve: TimingCurve) -> AnimationTiming {
      AnimationTiming(beginTime: begin, duration: context.duration, curve: curve)
    }
    func animate(
      _ view: UIView?, _ property: LayerProperty, from start: AnimationVector,
      to end: AnimationVector, _ curve: TimingCurve
    ) {
      guard let view else { return }
      ViewAnimationBlocks.shared.addPresentationAnimation(
        property, on: view.layer, from: start, to: end, timing: timing(curve),
        transaction: context.transaction)
    }
    let hidden = AnimationVector(-1, 0, 0, 0, 0, 0, 0, 0)
    switch options.transition {
    case UIView.AnimationOptions.transitionCrossDissolve.transition:
      // The new view fades in over the old one, which stays until the end: for opaque views
      // that is an exact mix of the two (fading both would darken the middle).
      animate(to, .opacity, from: hidden, to: .zero, context.curve)
    case UIView.AnimationOptions.transitionFlipFromLeft.transition,
      UIView.AnimationOptions.transitionFlipFromRight.transition,
      UIView.AnimationOptions.transitionFlipFromTop.transition,
      UIView.AnimationOptions.transitionFlipFromBottom.transition:
      let horizontal =
        options.transition == UIView.AnimationOptions.transitionFlipFromLeft.transition
        || options.transition == UIView.AnimationOptions.transitionFlipFromRight.transition
      let squash = AnimationVector(0, 0, horizontal ? -1 : 0, horizontal ? 0 : -1, 0, 0, 0, 0)
      animate(from, .transform, from: .zero, to: squash, .segment(from: 0, to: 0.5, .easeIn))
      animate(to, .transform, from: squash, to: .zero, .segment(from: 0.5, to: 1, .easeOut))
    case UIView.AnimationOptions.transitionCurlUp.transition:
      let height = Double(from?.bounds.height ?? 0)
      animate(from, .transform, from: .zero, to: [0, -height, 0, 0, 0, 0, 0, 0], .easeIn)
      animate(from, .opacity, from: .zero, to: hidden, .easeIn)
    case UIView.AnimationOptions.transitionCurlDown.transition:
      let height = Double(to?.bounds.height ?? 0)
      animate(to, .transform, from: [0, -height, 0, 0, 0, 0, 0, 0], to: .zero, .easeOut)
      animate(to, .opacity, from: hidden, to: .zero, .easeOut)
    default:
      break
    }
  }
}
