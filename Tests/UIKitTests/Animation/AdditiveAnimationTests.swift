import Testing
import UIKit
import UIKitTestSupport

/// Since iOS 8, animations of the same property made by overlapping `UIView.animate` calls are
/// additive: the second does not cut the first off, both run to their ends.
@Suite("Overlapping animations of one property", .uiTest)
@MainActor
struct AdditiveAnimationTests {
  @Test("both blocks run to their ends, and both completions hear finished == true")
  func bothFinish() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(view)
    UIApplication.shared.advance(by: 0)
    var finished: [String] = []

    UIView.animate(withDuration: 1, animations: { view.center.x = 100 }) {
      finished.append("first \($0)")
    }
    UIApplication.shared.advance(by: 0.5)
    UIView.animate(withDuration: 1, animations: { view.center.x = 200 }) {
      finished.append("second \($0)")
    }
    UIApplication.shared.advance(by: 2)

    #expect(finished == ["first true", "second true"])
    #expect(view.layer.presentation()?.position.x == 200)
  }
}
