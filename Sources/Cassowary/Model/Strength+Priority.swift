import Foundation

extension Strength {
  /// Creates the strength of a UIKit layout priority (1…1000).
  ///
  /// 1000 is ``required``. Priorities 1…999 map exponentially onto kiwi's non-required range:
  /// `weight = 1000^((priority − 1) / 499)`, so 1 is ``weak`` (1), 500 is ``medium`` (1,000)
  /// and 999 is ``strong`` (1,000,000); UIKit's common values land at 250 → 31.4 (low),
  /// 500 → 1,000, 750 → 31,623 (high) and 999 → 1,000,000. The map is strictly increasing, and
  /// each whole step multiplies the weight by 1000^(1/499) ≈ 1.0139, so a constraint of higher
  /// priority always wins a one-to-one conflict with a lower one (751 beats 750) by a margin far
  /// above the solver's 1e-8 tolerance. Like every weighted scheme (and UIKit's own engine), many
  /// violations of low priority can still add up to outweigh one of higher priority. Priorities
  /// below 1 are treated as 1.
  public init(priority: Float) {
    if priority >= 1000 {
      self = .required
    } else {
      let clamped = min(max(Double(priority), 1), 999)
      self.init(weight: pow(1000, (clamped - 1) / 499))
    }
  }
}
