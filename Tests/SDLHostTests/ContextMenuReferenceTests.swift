import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A context menu opened by a right click, rendered headless and compared with
/// `__Snapshots__/ContextMenuReferenceTests/<test>.<name>.png`.
@Suite("Reference images: a context menu at the pointer", .uiTest)
@MainActor
struct ContextMenuReferenceTests {
  let clock = ManualClock()

  /// Offers a menu of three actions, one destructive, wherever it is asked.
  private final class PhotoMenu: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      UIContextMenuConfiguration(actionProvider: { _ in
        UIMenu(children: [
          UIAction(title: "Copy") { _ in },
          UIAction(title: "Share") { _ in },
          UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
      })
    }
  }

  @Test("a right click opens the menu with its top-left corner at the pointer")
  func rightClickMenu() {
    let root = UIViewController()
    root.view.backgroundColor = .systemGroupedBackground
    let photo = UIView(frame: CGRect(x: 20, y: 60, width: 200, height: 150))
    photo.backgroundColor = .systemTeal
    photo.layer.cornerRadius = 10
    root.view.addSubview(photo)
    let menu = PhotoMenu()
    photo.addInteraction(UIContextMenuInteraction(delegate: menu))
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 320, height: 400))
    clock.settle()

    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseDown(
        at: CGPoint(x: 80, y: 100), in: window, clickCount: 1, buttons: .secondary)
    }
    clock.settle()
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseUp(at: CGPoint(x: 80, y: 100), in: window)
    }
    clock.settle()

    assertSnapshot(
      of: UIImage(bitmap: WindowSnapshot.render(window)), as: .image(perceptualPrecision: 0.99),
      named: "context-menu-right-click")
  }
}
