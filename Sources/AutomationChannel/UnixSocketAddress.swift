#if canImport(Glibc)
  import Glibc
#endif

/// `sockaddr_un` for a path, which Swift cannot spell directly.
package enum UnixSocketAddress {
  /// The longest path a `sockaddr_un` holds.
  package static let maximumPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

  /// Calls `body` with the address of `path` and its length.
  package static func withAddress<Result>(
    of path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
  ) -> Result {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8.prefix(maximumPathLength))
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }

  /// A socket listening at `path` (which must not exist yet), or `nil` with `errno` set.
  package static func listen(at path: String) -> Int32? {
    let socket = Glibc.socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { return nil }
    let bound = withAddress(of: path) { bind(socket, $0, $1) == 0 }
    guard bound, Glibc.listen(socket, 4) == 0 else {
      close(socket)
      return nil
    }
    return socket
  }
}
