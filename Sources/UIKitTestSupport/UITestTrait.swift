import CoreGraphics
import Testing
import UIKit

/// Runs UI tests one at a time, each from a freshly reset application.
///
/// UIKit's state is process-wide, as on iOS: one `UIApplication`, one screen, one first
/// responder, one clipboard. Swift Testing runs tests in parallel, so two suites that both
/// drive windows would otherwise see each other's windows, frames and settings. Apply the trait
/// to every suite (or test) that touches UIKit:
///
/// ```swift
/// @Suite("My container", .uiTest)
/// @MainActor
/// struct MyContainerTests {
///   @Test func childAppears() { … }
/// }
/// ```
///
/// Each test then waits for the previous UI test to finish, starts from
/// ``TestApplication/reset()``, and is reset again when it ends. Tests without the trait (pure
/// logic) still run in parallel beside them. With XCTest, which runs serially, call
/// `TestApplication.reset()` in `setUp()` instead.
public struct UITestTrait: SuiteTrait, TestTrait, TestScoping {
  /// Applies to every test inside a suite that carries it, each separately.
  public var isRecursive: Bool { true }

  /// Waits for the previous UI test to finish, resets the application, runs the test, and resets it
  /// again, whether the test passed or threw.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ProcessStateLock.holding {
      await TestApplication.reset()
      do {
        try await function()
      } catch {
        await TestApplication.reset()
        throw error
      }
      await TestApplication.reset()
    }
  }
}

extension Trait where Self == UITestTrait {
  /// Serialises the test with every other UI test and resets the application around it.
  public static var uiTest: Self { UITestTrait() }
}
