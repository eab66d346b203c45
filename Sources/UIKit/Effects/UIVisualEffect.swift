/// An effect a ``UIVisualEffectView`` applies: a blur (``UIBlurEffect``) or vibrancy
/// (``UIVibrancyEffect``).
///
/// Matches UIKit's `UIVisualEffect`, the abstract base of the effects.
@MainActor
open class UIVisualEffect {
  /// Matches UIKit: an effect of no kind, which shows nothing.
  public init() {}
}
