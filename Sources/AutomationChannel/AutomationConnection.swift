import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One end of a channel connection: JSON values, one a line, over a Unix stream socket.
///
/// Reads wait with `poll(2)` up to a deadline, so a side whose peer hangs or dies never blocks
/// for longer than it asked; a closed peer reads as `nil` at once.
package final class AutomationConnection: @unchecked Sendable {
  package let descriptor: Int32
  private var buffer: [UInt8] = []
  private let lock = NSLock()

  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Connects to the socket at `path`; `nil` when nobody listens there (yet).
  package static func connect(to path: String) -> AutomationConnection? {
    let socket = Glibc.socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { return nil }
    let connected = UnixSocketAddress.withAddress(of: path) { address, length in
      Glibc.connect(socket, address, length) == 0
    }
    guard connected else {
      close(socket)
      return nil
    }
    return AutomationConnection(descriptor: socket)
  }

  /// Writes `value` as one line; returns whether all of it was written.
  @discardableResult
  package func send<Value: Encodable>(_ value: Value) -> Bool {
    guard var data = try? JSONEncoder().encode(value) else { return false }
    data.append(UInt8(ascii: "\n"))
    return data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.send(
          descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// The next line, decoded; `nil` when the peer closed, the line is not a `Value`, or
  /// `deadline` passed first (`timedOut` tells which).
  package func receive<Value: Decodable>(
    _ type: Value.Type, until deadline: Date = .distantFuture
  ) -> (value: Value?, timedOut: Bool) {
    lock.lock()
    defer { lock.unlock() }
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(buffer[..<newline])
        buffer.removeSubrange(...newline)
        return (try? JSONDecoder().decode(Value.self, from: line), false)
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return (nil, true) }
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(min(remaining * 1000, 60_000).rounded(.up))
      let ready = poll(&request, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return (nil, false) }
      buffer.append(contentsOf: chunk[..<count])
    }
  }
}
