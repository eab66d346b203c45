/// The object a popover asks before it shows and tells when it moves, as UIKit's
/// `UIPopoverPresentationControllerDelegate`; set it as the popover's `delegate`.
///
/// Matches UIKit: it is also the popover's adaptive delegate, so returning `.none` from
/// `adaptivePresentationStyle(for:traitCollection:)` keeps a popover a popover in compact width.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Matches UIKit: called before the popover is presented, to set its anchor late.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
  /// Matches UIKit: the popover's anchor moved (the window changed size); the delegate may
  /// adjust the rectangle and view it points at. (UIKit's view pointer is an autoreleasing
  /// one, which Linux does not have.)
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
  /// Nothing to prepare.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}

  /// Keeps the anchor.
  public func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: UnsafeMutablePointer<UIView>
  ) {}
}
