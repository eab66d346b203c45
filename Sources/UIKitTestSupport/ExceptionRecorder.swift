import UIKit

/// Replaces `UIKitException.handler` so that refused calls are recorded instead of stopping
/// the test process; the handler is restored by ``stop()``.
@preconcurrency @MainActor
public final class ExceptionRecorder {
  /// Every exception raised since the recorder started, in order.
  public private(set) var exceptions: [UIKitException] = []

  /// Starts recording: from now on, exceptions are appended to ``exceptions`` instead of stopping
  /// the process.
  public init() {
    UIKitException.handler = { [weak self] exception in self?.exceptions.append(exception) }
  }

  /// The names of the recorded exceptions, in order.
  public var names: [NSExceptionName] { exceptions.map(\.name) }

  /// Restores the terminating handler; call it when the test ends.
  public func stop() {
    UIKitException.resetHandler()
  }
}
