import SDLHost
import UIKit

// The application holds its delegate weakly, as on iOS; this keeps it for the app's lifetime.
let delegate = TourAppDelegate()
SDLHost.run(title: "UIKit Containers") {
  UIApplication.shared.delegate = delegate
  return TourTabBarController()
}
