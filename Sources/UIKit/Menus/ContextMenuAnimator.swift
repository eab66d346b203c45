/// The animator a ``UIContextMenuInteraction`` hands its delegate. The menu appears and goes
/// at once here, so ``run()`` applies the animations unanimated and then calls the completions.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
  var previewViewController: UIViewController? { nil }

  private var animations: [() -> Void] = []
  private var completions: [() -> Void] = []
  private var hasRun = false

  func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  /// A completion added once the animator has run, as a delegate might from a later
  /// callback, runs at once: the transition it waits for is over.
  func addCompletion(_ completion: @escaping () -> Void) {
    if hasRun {
      completion()
    } else {
      completions.append(completion)
    }
  }

  /// Applies the animations, then calls the completions, each once.
  func run() {
    hasRun = true
    let (animations, completions) = (self.animations, self.completions)
    self.animations = []
    self.completions = []
    for animation in animations { animation() }
    for completion in completions { completion() }
  }
}
