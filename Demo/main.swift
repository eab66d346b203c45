import SDLHost
import UIKit

SDLHost.run(title: "UIKit Containers") { TourTabBarController() }
