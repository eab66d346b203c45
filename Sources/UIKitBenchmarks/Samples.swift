/// A sorted set of measurements (seconds, or counts), with the order statistics the table
/// reports. Medians and percentiles rather than means: on a shared two-core machine one
/// descheduled frame would otherwise move a mean a lot.
struct Samples {
  let sorted: [Double]

  init(_ values: [Double]) {
    sorted = values.sorted()
  }

  var median: Double { percentile(50) }

  /// The nearest-rank percentile; 0 for no samples.
  func percentile(_ percent: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  func count(above threshold: Double) -> Int {
    sorted.count { $0 > threshold }
  }
}
