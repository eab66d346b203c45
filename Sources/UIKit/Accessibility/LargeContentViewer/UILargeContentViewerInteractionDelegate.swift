/// Fine-tunes a ``UILargeContentViewerInteraction``, as UIKit's
/// `UILargeContentViewerInteractionDelegate` (iOS 13).
///
/// Every method was `optional` in UIKit; here each has a default that does what UIKit does
/// without a delegate (see <doc:PortingFromIOS>). A delegate that implements
/// ``largeContentViewerInteraction(_:didEndOn:at:)`` replaces the default action, so it
/// activates the item itself if it wants to.
@preconcurrency @MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
  /// Matches UIKit: the press that showed the viewer ended over `item` (`nil` over nothing
  /// the viewer shows), at `point` in the item's view's coordinates (the interaction's view's
  /// for an item that is not a view).
  func largeContentViewerInteraction(
    _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
    at point: CGPoint)

  /// Matches UIKit: the item at `point`, in the coordinates of the interaction's view, asked
  /// as the press begins and each time it moves.
  func largeContentViewerInteraction(
    _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
  ) -> (any UILargeContentViewerItem)?

  /// Matches UIKit: the view controller whose view the viewer appears over (centred in it),
  /// asked as the viewer first appears in a press.
  func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
  /// Default, as UIKit without a delegate: a control under the finger is activated as a tap
  /// would activate it (a tab is selected, a bar button performs its action).
  public func largeContentViewerInteraction(
    _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
    at point: CGPoint
  ) {
    interaction.performDefaultAction(on: item)
  }

  /// Default, as UIKit without a delegate: the deepest view under `point` that shows in the
  /// viewer, or the nearest such ancestor of it within the interaction's view.
  public func largeContentViewerInteraction(
    _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
  ) -> (any UILargeContentViewerItem)? {
    interaction.defaultItem(at: point)
  }

  /// Default, as UIKit without a delegate: the view controller that contains the interaction's
  /// view.
  public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
    interaction.defaultViewController() ?? UIViewController()
  }
}
