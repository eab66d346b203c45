import UIKit

/// An ordered record of callbacks, for tests that assert exact event sequences.
///
/// ```swift
/// let log = LifecycleLog()
/// let child = LoggingViewController("child", log: log)
/// …
/// #expect(log.take() == ["child willAppear", "child didAppear"])
/// ```
@MainActor
public final class LifecycleLog {
  public private(set) var entries: [String] = []

  public init() {}

  public func record(_ entry: String) {
    entries.append(entry)
  }

  /// The entries so far, clearing the log.
  public func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}
