/// The animator a context menu hands its delegate as it opens and closes, as UIKit's
/// `UIContextMenuInteractionAnimating`: animations added run alongside the menu's own, and
/// completions run once it has appeared or gone.
///
/// The menu here appears and goes without animating, so the animations run at once, unanimated,
/// followed by the completions, as soon as the delegate method returns.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// Matches UIKit: the preview's view controller; always `nil` here, since previews are not
  /// drawn.
  var previewViewController: UIViewController? { get }

  /// Matches UIKit: runs `animations` alongside the menu's appearing or disappearing.
  func addAnimations(_ animations: @escaping () -> Void)

  /// Matches UIKit: runs `completion` once the menu has appeared or disappeared.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a preview's commit, as UIKit's `UIContextMenuInteractionCommitAnimating`:
/// it adds the style of the transition from the preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// Matches UIKit: how the preview leaves when the user commits it.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a committed preview leaves, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// Matches UIKit: the preview is dismissed with the menu.
  case dismiss = 0
  /// Matches UIKit: the preview pops into the destination.
  case pop = 1
}
