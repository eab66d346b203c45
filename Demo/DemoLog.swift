import Foundation

/// Demo events on standard output when `UIKIT_DEMO_LOG=1`: what the end-to-end test reads.
enum DemoLog {
  static let enabled = ProcessInfo.processInfo.environment["UIKIT_DEMO_LOG"] == "1"

  static func record(_ message: String) {
    guard enabled else { return }
    FileHandle.standardOutput.write(Data("demo: \(message)\n".utf8))
  }
}
