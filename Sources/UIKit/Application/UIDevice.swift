/// The device the app runs on: here, a desktop window simulating an iPad.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// Matches UIKit: the one device.
  public static let current: UIDevice = {
    let device = UIDevice()
    ProcessState.register { device.orientation = .portrait }
    return device
  }()

  /// Follows the key window's rotations (`UIWindow.rotate(to:)`, Ctrl+Left/Right in the host).
  public internal(set) var orientation: UIDeviceOrientation = .portrait

  /// The screen's idiom: `.pad` (size classes come from the window, as on an iPad) unless a
  /// `UIScreen.Configuration` says otherwise.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.idiom }
  /// The device's user-visible name, always "Linux".
  open var name: String { "Linux" }
  /// The model name, always "iPad", which is what the simulation behaves as.
  open var model: String { "iPad" }
  /// The system name, always "Linux".
  open var systemName: String { "Linux" }
  /// The iOS version whose behaviour this module follows, for code that checks it.
  open var systemVersion: String { "17.0" }

  /// Matches UIKit; orientation notifications are always on here.
  public private(set) var isGeneratingDeviceOrientationNotifications = true
  /// Matches UIKit's signature; orientation notifications are always on, so this does nothing.
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Matches UIKit's signature; orientation notifications are always on, so this does nothing.
  open func endGeneratingDeviceOrientationNotifications() {}
}
