import Synchronization

/// Where Core Graphics and Core Animation report input they ignore (a NaN point, a dash array
/// that is too long, a mask cycle), as Apple's frameworks log to the console and carry on.
///
/// Each distinct message is printed once per process, so a bad value set every frame does not
/// flood the log. Tests read ``recent`` to check that a bad input was reported.
package enum GraphicsLog {
  private static let state: Mutex<(seen: Set<String>, recent: [String])> = {
    ProcessState.register { GraphicsLog.reset() }
    return Mutex(([], []))
  }()

  /// Prints `message` (once per distinct text) to standard error and remembers it.
  package static func report(_ message: String) {
    let isNew = state.withLock { state in
      state.recent.append(message)
      if state.recent.count > 100 { state.recent.removeFirst() }
      return state.seen.insert(message).inserted
    }
    if isNew { FileHandle.standardError.write(Data((message + "\n").utf8)) }
  }

  /// The last reported messages, oldest first.
  package static var recent: [String] { state.withLock { $0.recent } }

  /// Forgets what was reported, for test isolation.
  package static func reset() {
    state.withLock { $0 = ([], []) }
  }
}
