import Foundation

/// What the app under test prints, kept so that a crash's message can be shown in the failure
/// (Swift's `Fatal error: …` goes to standard error).
final class OutputLog: @unchecked Sendable {
  let pipe = Pipe()
  private let lock = NSLock()
  private var data = Data()
  /// The most kept, from the end: enough for a crash's message and the lines before it.
  private static let limit = 64 * 1024

  func start() {
    pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      self?.append(handle.availableData)
    }
  }

  /// Reads what is left once the app has exited.
  func drain() {
    pipe.fileHandleForReading.readabilityHandler = nil
    var pending = pollfd(
      fd: pipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    while poll(&pending, 1, 50) > 0 {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      append(chunk)
    }
  }

  private func append(_ chunk: Data) {
    lock.lock()
    defer { lock.unlock() }
    data.append(chunk)
    if data.count > Self.limit { data.removeFirst(data.count - Self.limit) }
  }

  /// The last lines the app printed, with its crash message first when there is one.
  var tail: String {
    lock.lock()
    let text = String(decoding: data, as: UTF8.self)
    lock.unlock()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let fatal = lines.filter { $0.contains("Fatal error") || $0.contains("Precondition failed") }
    let last = lines.suffix(20).joined(separator: "\n")
    return (fatal.map(String.init) + ["The app's last output:", last]).joined(separator: "\n")
  }
}
