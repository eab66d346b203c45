import UIKit

/// An ordered record of callbacks, for tests that assert exact event sequences.
///
/// ```swift
/// let log = LifecycleLog()
/// let child = LoggingViewController("child", log: log)
/// …
/// #expect(log.take() == ["child willAppear", "child didAppear"])
/// ```
@preconcurrency @MainActor
public final class LifecycleLog {
  /// The entries recorded so far, oldest first.
  public private(set) var entries: [String] = []

  /// Makes an empty log.
  public init() {}

  /// Appends one entry.
  public func record(_ entry: String) {
    entries.append(entry)
  }

  /// The entries so far, clearing the log.
  public func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}
