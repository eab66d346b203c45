import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Presentations as filmstrips at 0, 25, 50, 75 and 100 % of the way — a sheet, a popover, a
/// cross-dissolve and a flip — and the split view controller at rest, wide and collapsed. A
/// user-written custom transition is filmed with the demo's (DemoTests' CardTransitionTests).
@Suite("Reference images: presentations and the split", .uiTest)
@MainActor
struct PresentationReferenceTests {
  let clock = ManualClock()

  /// A "Photos" list in a window of `size`, settled.
  private func scene(size: CGSize = CGSize(width: 240, height: 360)) -> (UIWindow, UIViewController)
  {
    let root = UIViewController()
    root.view.backgroundColor = .systemGroupedBackground
    for (index, text) in ["Photos", "앨범 Albums", "Shared"].enumerated() {
      let row = UILabel(frame: CGRect(x: 16, y: 40 + CGFloat(index) * 44, width: 200, height: 36))
      row.text = text
      row.backgroundColor = .secondarySystemGroupedBackground
      root.view.addSubview(row)
    }
    let window = TestApplication.makeWindow(root: root, size: size)
    clock.settle()
    return (window, root)
  }

  /// A controller with a coloured background and a title label `top` points down.
  private func card(_ title: String, color: UIColor = .systemBackground, top: CGFloat = 24)
    -> UIViewController
  {
    let controller = UIViewController()
    controller.view.backgroundColor = color
    let label = UILabel(frame: CGRect(x: 16, y: top, width: 200, height: 30))
    label.text = title
    controller.view.addSubview(label)
    return controller
  }

  /// Frames at 0, 25, 50, 75 and 100 % of a transition of `duration` started just now.
  private func quarters(_ window: UIWindow, duration: TimeInterval) -> [ImageBitmap] {
    var frames: [ImageBitmap] = []
    for index in 0..<5 {
      if index > 0 { clock.advance(by: duration / 4) }
      frames.append(WindowSnapshot.render(window, includingSystemChrome: true))
    }
    return frames
  }

  /// The frames, status bar included, as one filmstrip compared with
  /// `__Snapshots__/PresentationReferenceTests/<test>.<name>.png`.
  private func check(
    _ frames: [ImageBitmap], _ name: String, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: UIImage(bitmap: Filmstrip(frames: frames).image),
      as: .image(perceptualPrecision: 0.99), named: name, testName: testName, line: line)
  }

  @Test("a page sheet rises as a card with rounded top corners; the presenter scales back")
  func sheet() {
    let (window, root) = scene()
    let modal = card("Sheet 시트")

    root.present(modal, animated: true)

    check(quarters(window, duration: UIViewController.presentationDuration), "presentation-sheet")
  }

  @Test("a sheet dragged half way down and let go comes back up")
  func sheetDragCancelled() {
    let (window, root) = scene()
    let modal = card("Drag me")
    modal.sheetPresentationController?.prefersGrabberVisible = true
    root.present(modal, animated: false)
    clock.settle()
    let pointer = Pointer(window: window)
    var frames = [WindowSnapshot.render(window, includingSystemChrome: true)]

    pointer.down(CGPoint(x: 120, y: 80))
    for y in stride(from: CGFloat(100), through: 180, by: 20) {
      pointer.move(CGPoint(x: 120, y: y))
    }
    for _ in 0..<10 { pointer.move(CGPoint(x: 120, y: 180)) }
    frames.append(WindowSnapshot.render(window, includingSystemChrome: true))
    pointer.up(CGPoint(x: 120, y: 180))
    clock.advance(by: 0.15)
    frames.append(WindowSnapshot.render(window, includingSystemChrome: true))
    clock.advance(by: 0.5)
    frames.append(WindowSnapshot.render(window, includingSystemChrome: true))

    #expect(root.presentedViewController === modal)
    check(frames, "presentation-sheet-drag-cancelled")
  }

  @Test("a popover fades in below its anchor, its arrow pointing at it")
  func popover() {
    let (window, root) = scene(size: CGSize(width: 640, height: 360))
    let anchor = UIButton(frame: CGRect(x: 380, y: 40, width: 90, height: 32))
    anchor.setTitle("Share", for: .normal)
    anchor.backgroundColor = .systemBlue
    root.view.addSubview(anchor)
    let modal = card("Popover")
    modal.preferredContentSize = CGSize(width: 220, height: 140)
    modal.modalPresentationStyle = .popover
    modal.popoverPresentationController?.sourceView = anchor

    root.present(modal, animated: true)

    check(quarters(window, duration: UIViewController.presentationDuration), "presentation-popover")
  }

  @Test("a cross-dissolve fades the presented controller in over the presenter")
  func crossDissolve() {
    let (window, root) = scene()
    let modal = card("Dissolve", color: .systemTeal)
    modal.modalPresentationStyle = .fullScreen
    modal.modalTransitionStyle = .crossDissolve

    root.present(modal, animated: true)

    check(
      quarters(window, duration: UIViewController.presentationDuration),
      "presentation-cross-dissolve")
  }

  @Test("a horizontal flip squashes the presenter to a line and opens the presented controller")
  func flip() {
    let (window, root) = scene()
    let modal = card("Flip 뒤집기", color: .systemOrange)
    modal.modalPresentationStyle = .fullScreen
    modal.modalTransitionStyle = .flipHorizontal

    root.present(modal, animated: true)

    check(quarters(window, duration: UIViewController.presentationDuration), "presentation-flip")
  }

  /// A classic split of a list and a detail, each under a navigation bar.
  private func splitScene(width: CGFloat) -> UIWindow {
    let list = card("Mailboxes", color: .systemGroupedBackground, top: 84)
    list.title = "Mail"
    let detail = card("Inbox 받은편지함", top: 84)
    detail.title = "Inbox"
    let split = UISplitViewController()
    split.viewControllers = [
      UINavigationController(rootViewController: list),
      UINavigationController(rootViewController: detail),
    ]
    let window = TestApplication.makeWindow(root: split, size: CGSize(width: width, height: 300))
    clock.settle()
    return window
  }

  @Test("the split at rest: wide, side by side; narrow, collapsed into one stack")
  func split() {
    let wide = splitScene(width: 720)
    let wideImage = WindowSnapshot.render(wide, includingSystemChrome: true)
    wide.resize(to: CGSize(width: 360, height: 300))
    clock.advance(by: 0.5)
    let collapsed = WindowSnapshot.render(wide, includingSystemChrome: true)

    check([wideImage], "split-wide")
    check([collapsed], "split-collapsed")
  }
}
