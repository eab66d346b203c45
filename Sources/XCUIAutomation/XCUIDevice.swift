import AutomationChannel
import Foundation
import UIKit

/// The device the app under test runs on, as XCUITest's `XCUIDevice.shared`: its orientation,
/// which turns the app's window as the Simulator's rotation (the host's Ctrl+←/→) does.
///
/// ```swift
/// XCUIDevice.shared.orientation = .landscapeLeft
/// #expect(app.windows.firstMatch.frame.width > app.windows.firstMatch.frame.height)
/// ```
///
/// It acts on the application launched last that still runs, as XCUITest's acts on the
/// foreground application; so a test that turns the device should not run alongside other
/// tests that launch apps (put them in one `.serialized` suite).
@MainActor
public final class XCUIDevice {
  /// The one device.
  public static let shared = XCUIDevice()

  /// The buttons of the device, as XCUITest names them.
  public enum Button: Int, Sendable {
    /// The home button (or the home gesture).
    case home = 1
  }

  private init() {}

  /// The device's orientation. Setting it rotates the app's interface and returns once the
  /// rotation has ended: `.landscapeLeft` shows the interface `.landscapeRight`, as on iOS.
  /// Matches iOS: a face-up, face-down or unknown orientation leaves the interface as it is, and
  /// so does one the app's root controller does not support. With no app running, it reads
  /// `.unknown` and setting it records a failure.
  public var orientation: UIDeviceOrientation {
    get {
      guard let app = XCUIApplication.foreground,
        case .orientation(let rawValue)? = app.perform(
          .orientation, action: "Failed to get the device orientation", file: #filePath,
          line: #line),
        let interface = UIInterfaceOrientation(rawValue: rawValue)
      else { return .unknown }
      return Self.deviceOrientation(showing: interface)
    }
    set {
      guard let app = XCUIApplication.foreground else {
        TestFailure.record(
          "Failed to set the device orientation: no application is running.", file: #filePath,
          line: #line)
        return
      }
      guard let interface = Self.interfaceOrientation(shownBy: newValue) else { return }
      app.perform(
        .rotate(interface.rawValue), action: "Failed to set the device orientation",
        file: #filePath, line: #line)
    }
  }

  /// Presses a button of the device. Records a failure for `.home`: this host has no home
  /// screen to go to and UIKit here no background state (`applicationDidEnterBackground`,
  /// `.runningBackground`), so a test that backgrounds the app has nothing to observe; end the
  /// app with `XCUIApplication.terminate()` instead.
  public func press(_ button: Button, file: StaticString = #filePath, line: UInt = #line) {
    TestFailure.record(
      "XCUIDevice.press(.\(button)) has no meaning here: a UIKit app on this host has no home screen "
        + "and no background state; use XCUIApplication.terminate() to end it.",
      file: file, line: line)
  }

  /// The interface orientation a device orientation shows; `nil` for one that leaves the
  /// interface as it is. Matches UIKit: the two landscapes are named after opposite sides.
  private static func interfaceOrientation(shownBy device: UIDeviceOrientation)
    -> UIInterfaceOrientation?
  {
    switch device {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown, .faceUp, .faceDown: nil
    }
  }

  private static func deviceOrientation(showing interface: UIInterfaceOrientation)
    -> UIDeviceOrientation
  {
    switch interface {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown: .unknown
    }
  }
}
