import Testing
import UIKitTestSupport

@testable import Demo
@testable import UIKit

@Suite("smoke", .uiTest)
@MainActor
struct StoryboardSmokeTests {
  @Test func loads() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    let recorder = ExceptionRecorder()
    let storyboard = UIStoryboard(name: "Main", bundle: .main)
    let container = storyboard.instantiateInitialViewController()
    print("container", container as Any)
    let window = TestApplication.makeWindow(root: container)
    UIApplication.shared.advance(by: 0)
    print(SeedLog.take())
    print(warnings, recorder.exceptions)
    print(container!.view.subviews.map { "\($0) \($0.frame)" })
    print(container!.children)
    _ = window
  }
}
