import Testing
import XCTest

/// Where in a test a strategy was asked for, so that a failure it finds itself (a transition
/// that did not finish) points at the `assertSnapshot` line.
struct SourcePlace: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Fails the running test here, under Swift Testing or XCTest.
  func fail(_ message: String) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
