/// Feedback for a change of selection; silent here.
///
/// Matches UIKit's `UISelectionFeedbackGenerator`.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Matches UIKit: the selection changed.
  open func selectionChanged() {}
}
