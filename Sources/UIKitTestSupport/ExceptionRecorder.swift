import UIKit

/// Replaces ``UIKitException/handler`` so that refused calls are recorded instead of stopping
/// the test process; the handler is restored by ``stop()``.
@MainActor
public final class ExceptionRecorder {
  public private(set) var exceptions: [UIKitException] = []

  public init() {
    UIKitException.handler = { [weak self] exception in self?.exceptions.append(exception) }
  }

  /// The names of the recorded exceptions, in order.
  public var names: [NSExceptionName] { exceptions.map(\.name) }

  public func stop() {
    UIKitException.resetHandler()
  }
}
