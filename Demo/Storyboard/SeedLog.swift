import UIKit

/// What the storyboard page's controllers were told, in order, for the tests that check the
/// seeds' containment: `"FirstChildVC willMove(to: ViewController)"`.
@MainActor
enum SeedLog {
  private(set) static var entries: [String] = []

  /// Keeps the last 1,000 entries: the demo runs for as long as it is left open.
  static func record(_ entry: String) {
    entries.append(entry)
    if entries.count > 1_000 { entries.removeFirst() }
    DemoLog.record(entry)
  }

  /// The entries so far, clearing the log.
  static func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A controller of the storyboard page: its containment and appearance callbacks, recorded as
/// every tour screen records them, are also kept in `SeedLog` for the seed tests.
class SeedLoggingViewController: TourViewController {
  override func record(_ callback: String) {
    SeedLog.record("\(logName) \(callback)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    record("awakeFromNib")
  }
}
