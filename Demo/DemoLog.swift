import Foundation
import UIKit

/// The tour's event log: the appearance, containment, size and trait callbacks its screens
/// receive, and what the user did, in the order they happen. It feeds the F4 panel live, and
/// standard output (`demo: …` lines) when `UIKIT_DEMO_LOG=1`, which the end-to-end test reads.
@MainActor
enum DemoLog {
  static let printsToStandardOutput = ProcessInfo.processInfo.environment["UIKIT_DEMO_LOG"] == "1"
  /// The most recent entries, oldest first; the demo runs for as long as it is left open.
  private(set) static var entries: [String] = []
  private static let capacity = 200
  /// Told of every entry as it is recorded: the F4 panel, when it is shown.
  static var observer: ((String) -> Void)?

  static func record(_ message: String) {
    entries.append(message)
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    observer?(message)
    guard printsToStandardOutput else { return }
    FileHandle.standardOutput.write(Data("demo: \(message)\n".utf8))
  }

  /// A controller as entries name it: its class, as the seeds call their controllers.
  static func name(_ controller: UIViewController) -> String {
    (controller as? TourViewController)?.logName ?? String(describing: type(of: controller))
  }
}
