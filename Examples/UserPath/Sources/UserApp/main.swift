import Containers
import SDLHost
import UIKit

SDLHost.run(title: "User path") {
  let container = ContentContainerViewController()
  container.displayContentController(ColorViewController(title: "첫째 First", color: .systemOrange))
  return container
}
