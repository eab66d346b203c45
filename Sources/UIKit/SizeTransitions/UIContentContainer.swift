/// The messages a container and its children exchange about sizes, as UIKit's
/// `UIContentContainer`. `UIViewController` conforms.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the container would like its content to have; a parent hears when it changes.
  var preferredContentSize: CGSize { get }
  /// Called on a parent when a child's preferred content size changes.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// Declared for source compatibility; never called here.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size a child gets when its parent's size becomes `parentSize`; a parent may give a child
  /// less.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// Called before the container's size changes to `size`, with a coordinator for animating
  /// alongside the change.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// Called before the container's trait collection changes, with a coordinator for animating
  /// alongside the change.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
}
