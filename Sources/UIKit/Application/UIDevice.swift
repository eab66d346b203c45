/// The device the app runs on: here, a desktop window simulating an iPad.
@MainActor
open class UIDevice: NSObject {
  public static let current = UIDevice()

  /// Follows the key window's rotations (`UIWindow.rotate(to:)`, Ctrl+Left/Right in the host).
  public internal(set) var orientation: UIDeviceOrientation = .portrait

  open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
  open var name: String { "Linux" }
  open var model: String { "iPad" }
  open var systemName: String { "Linux" }
  open var systemVersion: String { "17.0" }

  /// Matches UIKit; orientation notifications are always on here.
  public private(set) var isGeneratingDeviceOrientationNotifications = true
  open func beginGeneratingDeviceOrientationNotifications() {}
  open func endGeneratingDeviceOrientationNotifications() {}
}
