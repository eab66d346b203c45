/// UIKit's console warnings: the messages iOS prints for misuse it tolerates.
///
/// On iOS these go to the device log (for example "Unbalanced calls to begin/end appearance
/// transitions"). Here they go to standard error, and tests swap ``sink`` to assert on them (the
/// test-support module too, which silences them while fuzzing).
@MainActor
package enum UIKitLog {
  @ProcessWide package static var sink: (String) -> Void = standardError

  private nonisolated static func standardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Sends warnings to standard error again, after a test captured them.
  package static func resetSink() { sink = standardError }

  package static func warning(_ message: String) {
    sink(message)
  }
}
