/// The context menus of a list's rows, as UIKit's table and collection views show them: one
/// `UIContextMenuInteraction` on the list, whose menu is the one the list's delegate gives for
/// the row under the pointer.
///
/// Matches UIKit: a secondary click, or a primary press held for half a second, on a row asks
/// the delegate (`contextMenuConfigurationForRowAt:point:` or `…ForItemsAt:point:`) once;
/// where it gives none, the press is left to the list (it highlights and selects as usual),
/// so lists without menus behave as before.
@MainActor
final class ListContextMenu: NSObject, UIContextMenuInteractionDelegate {
  /// What a list gives: the menu for a point in its coordinates, and the delegate calls as the
  /// menu opens and closes.
  struct Hooks {
    var configuration: (CGPoint) -> UIContextMenuConfiguration?
    var willDisplay: (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
    var willEnd: (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
  }

  private let hooks: Hooks
  private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)
  /// The configuration the delegate gave as the press began, shown when it opens.
  private var offered: UIContextMenuConfiguration?

  init(hooks: Hooks) {
    self.hooks = hooks
  }

  /// Whether one of the interaction's presses may begin (`nil` for any other recognizer): only
  /// where the delegate gives a menu.
  func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool? {
    guard interaction.opensMenu(recognizer) else { return nil }
    offered = hooks.configuration(recognizer.location(in: interaction.view))
    return offered != nil
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    defer { offered = nil }
    return offered
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    hooks.willDisplay(configuration, animator)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    hooks.willEnd(configuration, animator)
  }
}
