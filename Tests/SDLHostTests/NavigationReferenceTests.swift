import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// UINavigationController's push, pop and a cancelled drag back, as filmstrips at 0, 25, 50,
/// 75 and 100 % of the way, in light and dark mode.
@Suite("Reference images: navigation push, pop and drag back", .uiTest)
@MainActor
struct NavigationReferenceTests {
  let clock = ManualClock()

  /// A navigation controller, 240 × 320, showing a "Settings" list with a "Wi-Fi" screen ready
  /// to push.
  private func scene(dark: Bool) -> (UIWindow, UINavigationController, UIViewController) {
    if dark { UIApplication.shared.setSystemUserInterfaceStyle(.dark) }
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
    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    let navigation = UINavigationController(rootViewController: root)
    let window = TestApplication.makeWindow(root: navigation, size: CGSize(width: 240, height: 320))
    clock.settle()
    return (window, navigation, detail)
  }

  /// The frames, status bar included, as one filmstrip compared with
  /// `__Snapshots__/NavigationReferenceTests/<test>.<light or dark>.png`.
  private func check(
    _ frames: [ImageBitmap], dark: Bool, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: UIImage(bitmap: Filmstrip(frames: frames).image),
      as: .image(perceptualPrecision: 0.99), named: dark ? "dark" : "light",
      testName: testName, line: line)
  }

  /// Frames at 0, 25, 50, 75 and 100 % of a 0.35 s transition started just now.
  private func quarters(_ window: UIWindow) -> [ImageBitmap] {
    clock.settle()
    var frames: [ImageBitmap] = []
    for index in 0..<5 {
      if index > 0 { clock.advance(by: NavigationParallaxAnimator.duration / 4) }
      frames.append(WindowSnapshot.render(window, includingSystemChrome: true))
    }
    return frames
  }

  @Test(
    "a push slides the new screen in from the right, in light and dark mode",
    arguments: [false, true])
  func push(dark: Bool) {
    let (window, navigation, detail) = scene(dark: dark)

    navigation.pushViewController(detail, animated: true)

    check(quarters(window), dark: dark)
  }

  @Test("right to left, a push comes in from the left, and the back button sits on the right")
  func mirroredPush() throws {
    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    let (window, navigation, detail) = scene(dark: false)

    navigation.pushViewController(detail, animated: true)
    clock.settle()
    var positions: [CGFloat] = []
    var frames: [ImageBitmap] = []
    for index in 0..<5 {
      if index > 0 { clock.advance(by: NavigationParallaxAnimator.duration / 4) }
      positions.append(detail.view.layer.presentation()?.frame.minX ?? detail.view.frame.minX)
      frames.append(WindowSnapshot.render(window, includingSystemChrome: true))
    }
    let back = try #require(
      navigation.navigationBar.subviews.flatMap(\.subviews).first { $0 is NavigationBackButton })

    #expect(positions.first == -240 && positions.last == 0)
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 })
    #expect(back.convert(back.bounds, to: nil).minX > 120)
    check(frames, dark: false)
  }

  @Test("a pop slides the top screen away to the right", arguments: [false, true])
  func pop(dark: Bool) {
    let (window, navigation, detail) = scene(dark: dark)
    navigation.pushViewController(detail, animated: false)
    clock.settle()

    navigation.popViewController(animated: true)

    check(quarters(window), dark: dark)
  }

  @Test(
    "a drag back to 25 and 45 % and let go slowly runs back: cancelled", arguments: [false, true])
  func cancelledDrag(dark: Bool) {
    let (window, navigation, detail) = scene(dark: dark)
    navigation.pushViewController(detail, animated: false)
    clock.settle()
    let pointer = Pointer(window: window)
    var frames = [WindowSnapshot.render(window, includingSystemChrome: true)]

    pointer.down(CGPoint(x: 4, y: 200))
    for x in stride(from: CGFloat(12), through: 60, by: 12) { pointer.move(CGPoint(x: x, y: 200)) }
    for _ in 0..<10 { pointer.move(CGPoint(x: 60, y: 200)) }
    frames.append(WindowSnapshot.render(window, includingSystemChrome: true))
    for x in stride(from: CGFloat(72), through: 108, by: 12) { pointer.move(CGPoint(x: x, y: 200)) }
    for _ in 0..<10 { pointer.move(CGPoint(x: 108, y: 200)) }
    frames.append(WindowSnapshot.render(window, includingSystemChrome: true))
    pointer.up(CGPoint(x: 108, y: 200))
    clock.advance(by: 0.07)
    frames.append(WindowSnapshot.render(window, includingSystemChrome: true))
    clock.advance(by: 0.5)
    frames.append(WindowSnapshot.render(window, includingSystemChrome: true))

    #expect(navigation.topViewController === detail)
    check(frames, dark: dark)
  }
}

/// Drives input the way the host does, through the application's input entry points.
@MainActor
struct Pointer {
  let window: UIWindow
  let clock = ManualClock()

  func down(_ point: CGPoint) {
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseDown(at: point, in: window, clickCount: 1)
    }
    clock.tick()
  }

  func move(_ point: CGPoint) {
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseMotion(to: point, in: window, buttons: .primary)
    }
    clock.tick()
  }

  func up(_ point: CGPoint) {
    UIApplication.shared.enqueueInput { UIApplication.shared.sendMouseUp(at: point, in: window) }
    clock.tick()
  }
}
