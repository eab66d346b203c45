import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Records `list` titled "Lists" in a navigation controller on a landscape iPhone 13 at 2×,
/// where the side safe areas show whether rows reach the edges and their content stays inside:
/// the landscape references of tables and of list layouts alike.
@MainActor
func assertLandscapeListSnapshot(
  of list: UIViewController, named name: String, fileID: StaticString = #fileID,
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  list.title = "Lists"
  let navigation = UINavigationController(rootViewController: list)
  assertSnapshot(
    of: navigation as UIViewController,
    as: .image(on: .iPhone13(.landscape), traits: UITraitCollection(displayScale: 2)),
    named: name, fileID: fileID, file: file, testName: testName, line: line, column: column)
}
