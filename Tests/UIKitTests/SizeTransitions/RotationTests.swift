import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Rotation", .uiTest)
@MainActor
struct RotationTests {
  let log = LifecycleLog()
  let clock = ManualClock()

  @Test("rotating swaps width and height, animates, and reports a quarter turn")
  func rotation() {
    let root = RotationProbe("root", log: log)
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 390, height: 844))
    clock.settle()
    _ = log.take()

    let rotated = window.rotate(to: .landscapeRight)
    let synchronous = log.take()
    clock.advance(by: UIWindow.rotationDuration / 2)
    let midway = root.view.layer.presentation()!.affineTransform()
    clock.advance(by: UIWindow.rotationDuration / 2)

    #expect(rotated)
    #expect(window.bounds.size == CGSize(width: 844, height: 390))
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(
      synchronous == [
        "root willTransition(to: Hregular Vcompact)", "root willRotate(to: landscapeRight)",
        "root viewWillTransition(to: 844x390, animated: true, turned: true)",
        "root traitCollectionDidChange(light, Hregular)",
        "root willAnimateRotation(to: landscapeRight)",
      ])
    #expect(log.take() == ["root didRotate(from: portrait)"])
    #expect(root.duration == UIWindow.rotationDuration)
    #expect(abs(midway.b) > 0.3)
    #expect(root.view.layer.presentation()!.affineTransform() == .identity)
    #expect(root.view.bounds.size == CGSize(width: 844, height: 390))
  }

  @Test("a rotation the root does not support is refused and sends nothing")
  func refused() {
    let root = RotationProbe("root", log: log)
    root.supported = .portrait
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 390, height: 844))
    clock.settle()
    _ = log.take()

    let rotated = window.rotate(to: .landscapeLeft)
    clock.advance(by: 1)

    #expect(!rotated)
    #expect(log.take() == [])
    #expect(window.bounds.size == CGSize(width: 390, height: 844))
    #expect(UIDevice.current.orientation == .portrait)
  }
}

/// Logs the size transition and the deprecated rotation callbacks seed 004 describes.
@MainActor
private final class RotationProbe: LoggingViewController {
  var supported: UIInterfaceOrientationMask = .all
  var duration: TimeInterval?

  override init(_ name: String, log: LifecycleLog) {
    super.init(name, log: log)
    logsEnvironment = true
  }

  required init?(coder: NSCoder) { nil }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    duration = coordinator.transitionDuration
    log.record(
      "root viewWillTransition(to: \(Int(size.width))x\(Int(size.height)), "
        + "animated: \(coordinator.isAnimated), turned: \(coordinator.targetTransform != .identity))"
    )
    logsEnvironment = false
    super.viewWillTransition(to: size, with: coordinator)
    logsEnvironment = true
  }

  override func willRotate(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    log.record("root willRotate(to: \(toInterfaceOrientation))")
  }

  override func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    log.record("root willAnimateRotation(to: \(toInterfaceOrientation))")
  }

  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    log.record("root didRotate(from: \(fromInterfaceOrientation))")
  }
}
