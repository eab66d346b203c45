/// The object a presentation controller asks how to adapt to the environment, and tells about
/// dismissals the user starts, as UIKit's `UIAdaptivePresentationControllerDelegate`.
///
/// Matches UIKit:
/// - `adaptivePresentationStyle(for:traitCollection:)` is asked when the presentation starts
///   and whenever the container's traits change; returning `.none` keeps the style. Its
///   default asks `adaptivePresentationStyle(for:)` in compact width only, whose default is the
///   presentation controller's own adaptation (a popover becomes a sheet).
/// - The dismissal callbacks are only for dismissals the user starts (a drag down, Escape, a
///   click outside a popover), never for `dismiss(animated:)`: `presentationControllerShouldDismiss`
///   first, then `presentationControllerWillDismiss` as the dismissal begins and
///   `presentationControllerDidDismiss` after it ends, or `presentationControllerDidAttemptToDismiss`
///   when `isModalInPresentation` or `presentationControllerShouldDismiss` refused. A cancelled
///   drag calls will-dismiss but not did-dismiss.
///
/// Every requirement is optional, as in the Objective-C protocol.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to use in compact width instead of the presentation's own.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// The style to use in `traitCollection`, or `.none` to keep the presentation's own.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// Called before the presentation takes the adapted `style`, with the coordinator of the
  /// transition that changes it, if one runs.
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// Whether a dismissal the user starts may go ahead; `true` by default.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// Called when a dismissal the user started begins.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Called after a dismissal the user started has ended.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Called when the user tried to dismiss and was refused.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// The presentation controller's own adaptation to compact width.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    controller.adaptivePresentationStyle(
      for: UITraitCollection(horizontalSizeClass: .compact))
  }

  /// In compact width, ``adaptivePresentationStyle(for:)``; otherwise no adaptation.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    traitCollection.horizontalSizeClass == .compact
      ? adaptivePresentationStyle(for: controller) : .none
  }

  /// Nothing to prepare.
  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}

  /// The user may dismiss.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  /// Nothing to do.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Nothing to do.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Nothing to do.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
