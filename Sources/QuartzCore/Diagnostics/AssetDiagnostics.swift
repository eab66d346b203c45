/// Problems with files the app loads (fonts and images), reported once each on standard
/// error and kept for tests.
///
/// A missing or unreadable asset must produce a message naming the file, not a silent blank;
/// UIKit's own APIs for these (`UIImage(named:)`, `UIFont(name:size:)`) return `nil` or fall
/// back, so the message is the only place the cause shows.
package enum AssetDiagnostics {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var reported: [String] = []

  /// Prints `message` the first time it is reported.
  package static func report(_ message: String) {
    lock.lock()
    let isNew = !reported.contains(message)
    if isNew { reported.append(message) }
    lock.unlock()
    if isNew { FileHandle.standardError.write(Data((message + "\n").utf8)) }
  }

  /// Every distinct message reported so far, oldest first.
  package static var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return reported
  }
}
