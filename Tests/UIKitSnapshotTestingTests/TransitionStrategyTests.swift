import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// `.transition(frames:)`: a push, a presentation and a view animation as filmstrips, and
/// transitions that do not finish in the frames asked for.
@Suite("Snapshot strategy: transitions", .uiTest)
@MainActor
struct TransitionStrategyTests {
  /// A navigation controller showing "Settings", and a "Wi-Fi" screen ready to push.
  private func settings() -> (UINavigationController, UIViewController) {
    let root = UIViewController()
    root.title = "Settings"
    root.view.backgroundColor = .systemGroupedBackground
    for (index, text) in ["Wi-Fi", "Bluetooth", "블루투스"].enumerated() {
      let row = UILabel(frame: CGRect(x: 16, y: 84 + CGFloat(index) * 40, width: 200, height: 36))
      row.text = text
      row.backgroundColor = .secondarySystemGroupedBackground
      root.view.addSubview(row)
    }
    let detail = UIViewController()
    detail.title = "Wi-Fi"
    detail.view.backgroundColor = .systemBackground
    let status = UILabel(frame: CGRect(x: 16, y: 90, width: 200, height: 30))
    status.text = "연결됨 Connected"
    detail.view.addSubview(status)
    return (UINavigationController(rootViewController: root), detail)
  }

  @Test("a push slides the new screen in from the right, in five frames from start to rest")
  func push() {
    let (navigation, detail) = settings()

    assertSnapshot(
      of: navigation,
      as: .transition(frames: 5, on: ViewImageConfig(size: CGSize(width: 240, height: 320))) {
        $0.pushViewController(detail, animated: true)
      })

    #expect(navigation.topViewController === detail)
  }
}
