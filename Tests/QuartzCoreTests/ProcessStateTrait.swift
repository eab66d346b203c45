import CoreGraphics
import Testing

/// Holds the process's state lock around each test, as UIKitTestSupport's `.uiTest` trait does,
/// for suites below UIKit that move the shared media clock or animation engine. Without it, such
/// a test runs between another suite's steps (at any `await`) and moves that suite's clock.
struct ProcessStateTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ProcessStateLock.holding(function)
  }
}

extension Trait where Self == ProcessStateTrait {
  /// Serialises the test with every UI test and other test that moves process-wide state.
  static var exclusiveProcessState: Self { ProcessStateTrait() }
}
