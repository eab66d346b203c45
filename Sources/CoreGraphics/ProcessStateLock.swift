/// A first-come, first-served lock over the process-wide state (see ``ProcessState``), which a
/// suspended test waits on without blocking a thread.
///
/// Swift Testing runs suites in parallel in one process, and main-actor tests interleave at
/// every `await`. A test that moves shared state (the media clock, the animation engine, the
/// windows) holds the lock for its whole run, so no other such test changes that state between
/// its steps. UIKitTestSupport's `.uiTest` trait takes it; suites below UIKit that move the
/// clock take it too.
package actor ProcessStateLock {
  /// The process's one lock.
  package static let shared = ProcessStateLock()

  private var isHeld = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once the caller holds the lock.
  package func acquire() async {
    guard isHeld else {
      isHeld = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Runs `body` holding the process's lock, and releases it whether `body` returns or throws:
  /// the scope that the `.uiTest` trait and suites below UIKit put around a test.
  package static func holding(_ body: @Sendable () async throws -> Void) async throws {
    await shared.acquire()
    do {
      try await body()
    } catch {
      await shared.release()
      throw error
    }
    await shared.release()
  }

  /// Hands the lock to the next waiter, or frees it.
  package func release() {
    if waiting.isEmpty {
      isHeld = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
