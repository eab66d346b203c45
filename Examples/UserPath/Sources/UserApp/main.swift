import Containers
import Drawer
import SDLHost
import UIKit

SDLHost.run(title: "User path") {
  let pages = [("첫째 First", UIColor.systemOrange), ("둘째 Second", .systemTeal)]
  let container = ContentContainerViewController()
  container.displayContentController(ColorViewController(title: pages[0].0, color: pages[0].1))
  let menu = DrawerMenuViewController(items: pages.map(\.0))
  let drawer = DrawerController(main: container, drawer: menu)
  // Drag from the left edge to open the drawer; a page chosen there slides in as it closes.
  menu.onSelect = { [unowned container, unowned drawer] index in
    container.cycle(to: ColorViewController(title: pages[index].0, color: pages[index].1))
    drawer.setDrawerOpen(false, animated: true)
  }
  return drawer
}
