/// UIKit's console warnings: the messages iOS prints for misuse it tolerates.
///
/// On iOS these go to the device log (for example "Unbalanced calls to begin/end appearance
/// transitions"). Here they go to standard error, and tests swap ``sink`` to assert on them.
@MainActor
enum UIKitLog {
  static var sink: (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  static func warning(_ message: String) {
    sink(message)
  }
}
