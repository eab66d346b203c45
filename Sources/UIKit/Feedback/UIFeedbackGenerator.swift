/// Haptic feedback: accepted and silent, as on a device without a Taptic Engine.
///
/// Matches UIKit's `UIFeedbackGenerator`: code calls ``prepare()`` ahead of an event and one of
/// the subclasses' methods when it happens. A desktop has no haptics, so every call is accepted
/// and does nothing, which is what UIKit does on hardware without haptics.
@MainActor
open class UIFeedbackGenerator {
  /// Matches UIKit: a generator.
  public init() {}

  /// Matches UIKit: readies the haptics for an event soon; nothing to ready here.
  open func prepare() {}
}
