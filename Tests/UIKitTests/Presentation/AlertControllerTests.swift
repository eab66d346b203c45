import Testing
import UIKitTestSupport

@testable import UIKit

/// UIAlertController as UI tests and VoiceOver meet it: an alert element labelled by its title,
/// its buttons laid out as iOS lays them out, and a tap that dismisses it before the handler.
@Suite("UIAlertController: an alert's element, its buttons, and its handler", .uiTest)
@MainActor
struct AlertControllerTests {
  private let windows = WindowHolder()

  /// A presenter on screen in an iPhone-sized window, and a pointer over it.
  private func onScreen() -> (UIViewController, Pointer) {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 390, height: 844))
    windows.keep(window)
    let pointer = Pointer(window: window)
    pointer.clock.settle()
    return (root, pointer)
  }

  /// Presents `alert` from `root`, lets the cross-dissolve end, and returns its element (of
  /// `type`) from the application's tree.
  private func present(
    _ alert: UIAlertController, from root: UIViewController, with pointer: Pointer,
    as type: AccessibilityElementType = .alert
  ) throws -> AccessibilityNode {
    root.present(alert, animated: true)
    pointer.clock.advance(by: 0.5)
    return try #require(node(of: type, in: AccessibilityHierarchy.applicationTree()))
  }

  /// The first node of `type` in the application's tree, depth first.
  private func node(of type: AccessibilityElementType, in node: AccessibilityNode)
    -> AccessibilityNode?
  {
    if node.elementType == type { return node }
    return node.children.lazy.compactMap { self.node(of: type, in: $0) }.first
  }

  @Test("an alert is a centred alert element named by its title; of two buttons, cancel is left")
  func alertElement() throws {
    let (root, pointer) = onScreen()
    let alert = UIAlertController(
      title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))

    let box = try present(alert, from: root, with: pointer)
    let buttons = box.children.filter { $0.elementType == .button }

    #expect(box.label == "Delete?")
    #expect(box.frame.width == 270)
    #expect(box.frame.midX == 195)
    #expect(abs(box.frame.midY - 422) <= 1)
    #expect(box.children.map(\.label) == ["Delete?", "This cannot be undone.", "Cancel", "Delete"])
    #expect(buttons.count == 2)
    #expect(buttons[0].frame.maxX <= buttons[1].frame.minX)
    #expect(buttons[0].frame.minY == buttons[1].frame.minY)
  }

  @Test("tapping a button dismisses the alert, then runs its handler")
  func tapRunsHandlerAfterDismissal() throws {
    let (root, pointer) = onScreen()
    var log: [String] = []
    let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Sign Out", style: .default) { action in
        log.append(
          "\(action.title ?? "") with \(root.presentedViewController == nil ? "none" : "one") presented"
        )
      })
    let box = try present(alert, from: root, with: pointer)
    let button = try #require(box.children.first { $0.label == "Sign Out" })

    pointer.down(CGPoint(x: button.frame.midX, y: button.frame.midY))
    pointer.up(CGPoint(x: button.frame.midX, y: button.frame.midY))
    pointer.clock.advance(by: 0.5)

    #expect(log == ["Sign Out with none presented"])
    #expect(node(of: .alert, in: AccessibilityHierarchy.applicationTree()) == nil)
  }

  @Test("an action sheet is a sheet element at the bottom, its cancel button apart and last")
  func actionSheet() throws {
    let (root, pointer) = onScreen()
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Share", style: .default))

    let box = try present(sheet, from: root, with: pointer, as: .sheet)
    let buttons = box.children.filter { $0.elementType == .button }

    #expect(buttons.map(\.label) == ["Share", "Cancel"])
    #expect(buttons[1].frame.minY >= buttons[0].frame.maxY + 8)
    #expect(box.frame.maxY <= 844 - 8)
    #expect(box.frame.maxY >= 844 - 60)
  }

  @Test("a second cancel action raises NSInternalInconsistencyException and is not added")
  func secondCancel() {
    let recorder = ExceptionRecorder()
    defer { recorder.stop() }
    let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Stay", style: .cancel))

    alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(alert.actions.map(\.title) == ["Stay"])
  }
}
