/// A programmer error that UIKit on iOS raises as an Objective-C exception.
///
/// Linux has no Objective-C exceptions, so every such call goes through this one hook. The
/// default handler behaves like an uncaught exception on iOS: it prints UIKit's message and
/// stops the process. Tests replace ``handler`` to record the exception; the offending call then
/// returns having changed nothing, so the view and controller trees stay consistent.
///
/// ```swift
/// var raised: [UIKitException] = []
/// UIKitException.handler = { raised.append($0) }
/// parent.addChild(parent)  // refused: raised.first?.name == .invalidArgumentException
/// ```
public struct UIKitException: Error, Sendable, CustomStringConvertible {
  /// The exception's name, as Foundation's `NSException.name`; one of the names below.
  public let name: NSExceptionName
  /// UIKit's message for the misuse, word for word where UIKit's is known.
  public let reason: String

  /// Makes an exception; the module makes its own through the hook, so tests rarely need this.
  public init(name: NSExceptionName, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The line iOS prints for the exception left uncaught, which the default handler prints too.
  public var description: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }

  /// Receives every exception the module raises. Replace it to record instead of terminating.
  @preconcurrency @MainActor public static var handler: (UIKitException) -> Void {
    get { installedHandler }
    set { installedHandler = newValue }
  }
  @MainActor @ProcessWide private static var installedHandler: (UIKitException) -> Void =
    defaultHandler

  /// Restores the terminating handler, for test fixtures that replaced it.
  @preconcurrency @MainActor public static func resetHandler() { handler = defaultHandler }

  private static func defaultHandler(_ exception: UIKitException) {
    FileHandle.standardError.write(Data((exception.description + "\n").utf8))
    abort()
  }

  /// Raises through the hook. Callers return right after, leaving their state untouched.
  @MainActor package static func raise(_ name: NSExceptionName, _ reason: String) {
    handler(UIKitException(name: name, reason: reason))
  }
}

extension NSExceptionName {
  /// Raised for a bad argument, such as a child added to itself.
  public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
  /// Raised when the object graph would become inconsistent.
  public static let internalInconsistencyException = NSExceptionName(
    "NSInternalInconsistencyException")
  /// Raised for a general misuse, such as a constraint between unrelated hierarchies.
  public static let genericException = NSExceptionName("NSGenericException")
  /// Raised for a key that an object has no property for, as a connection in an Interface
  /// Builder file to a property that is not an `@Outlet` (`NSUnknownKeyException`).
  public static let undefinedKeyException = NSExceptionName("NSUnknownKeyException")
  /// Raised for an index outside a collection's range.
  public static let rangeException = NSExceptionName("NSRangeException")
}
