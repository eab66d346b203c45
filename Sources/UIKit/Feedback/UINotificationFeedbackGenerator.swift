/// Feedback for a task's outcome; silent here.
///
/// Matches UIKit's `UINotificationFeedbackGenerator`.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Matches UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable {
    /// A task succeeded.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
  }

  /// Matches UIKit: a task ended with `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
