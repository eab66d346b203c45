/// Performing a storyboard scene's segues by identifier, and its embed segues when the view
/// loads.
extension UIViewController {
  /// UIKit's `performSegue(withIdentifier:sender:)`: finds the scene's segue, or raises UIKit's
  /// exception for a controller that has none by that name (or was not made from a storyboard).
  func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
    guard let scene = storyboardScene,
      let element = scene.segues.first(where: {
        $0["identifier"] == identifier && $0["kind"] != "embed"
      }),
      let template = StoryboardSegueTemplate(element: element, source: self)
    else {
      UIKitException.raise(
        .invalidArgumentException,
        "Receiver (\(self)) has no segue with identifier '\(identifier)'")
      return
    }
    template.perform(sender: sender)
  }

  /// UIKit's `loadViewIfRequired` performs the embed segues after `loadView()` and before
  /// `viewDidLoad()`: each child is instantiated, `prepare(for:sender:)` runs with this
  /// controller as the sender, and the child is added into its container view.
  func performEmbedSeguesAfterViewLoad() {
    guard let embeds = storyboardScene?.pendingEmbeds, !embeds.isEmpty else { return }
    storyboardScene?.pendingEmbeds = []
    // Each embed loads its child's view, which may embed again: counted with instantiations.
    UIStoryboard.nesting += 1
    defer { UIStoryboard.nesting -= 1 }
    for (container, segue) in embeds {
      StoryboardSegueTemplate(element: segue, source: self)?.performEmbed(in: container)
    }
  }
}
