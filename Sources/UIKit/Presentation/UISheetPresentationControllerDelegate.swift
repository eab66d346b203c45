/// The object a sheet tells about the detent the user picked, as UIKit's
/// `UISheetPresentationControllerDelegate`; set it as the sheet's `delegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Matches UIKit: the user dragged the sheet to another detent (not called for changes made
  /// in code).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Nothing to do.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
