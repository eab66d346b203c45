/// Supplies a context menu and hears it open and close, as UIKit's
/// `UIContextMenuInteractionDelegate`.
///
/// Only ``contextMenuInteraction(_:configurationForMenuAtLocation:)`` is required; the others
/// were `optional` in UIKit and default to doing nothing here (see <doc:PortingFromIOS>).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// Matches UIKit: the menu to show for `location`, in the coordinates of the interaction's
  /// view; `nil` shows no menu.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?

  /// Matches UIKit: the menu for `configuration` is about to appear; `animator` runs
  /// animations alongside and completions once it has.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  )

  /// Matches UIKit: the menu for `configuration` is closing, whether an action was chosen,
  /// the user clicked elsewhere or pressed Escape, or ``UIContextMenuInteraction/dismissMenu()``
  /// was called.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  )

  /// Matches UIKit: the user committed the preview (tapped it). Never sent here, since
  /// previews are not drawn.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  )
}

extension UIContextMenuInteractionDelegate {
  /// Default: does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Default: does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Default: does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
}
