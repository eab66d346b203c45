import Foundation
import Testing
import XCTest

/// Records a UI test's failure in whichever framework runs the test: an issue in a Swift
/// Testing test, `XCTFail` in an XCTest case, standard error elsewhere (a benchmark).
enum TestFailure {
  static func record(_ message: String, file: StaticString, line: UInt) {
    if Test.current != nil {
      let path = "\(file)"
      let name = URL(fileURLWithPath: path).lastPathComponent
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "UITests/\(name)", filePath: path, line: Int(line), column: 1))
    } else if isTestRunner {
      XCTFail(message, file: file, line: line)
    } else {
      FileHandle.standardError.write(Data("\(file):\(line): \(message)\n".utf8))
    }
  }

  /// Whether this process is SwiftPM's test runner, where XCTest cases run.
  private static var isTestRunner: Bool {
    CommandLine.arguments.first?.hasSuffix(".xctest") == true
  }
}
