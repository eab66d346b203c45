import Foundation
import UIKit

/// The demo's root: a tab bar controller whose tabs are navigation controllers, each opening on
/// a list of screens — containers and the storyboard's scenes, presentations, animation,
/// controls and text, and lists — the way an iOS developer would lay out a tour of UIKit.
///
/// Keys: Ctrl+1…5 select a tab (UIKit's), Ctrl+N / Ctrl+P the next or previous one; ↑/↓ and
/// Return open a row; Escape or Alt+← go back or dismiss (F4 and Ctrl+R: see TourAppDelegate).
/// `UIKIT_DEMO_START_TAB=<0-4>` opens on a tab, and
/// `UIKIT_DEMO_START_ITEM=<row>` opens that row of its list (rows counted through the
/// sections: the Containers tab's storyboard scenes are rows 8 to 10).
final class TourTabBarController: UITabBarController {
  init() {
    super.init(nibName: nil, bundle: nil)
    viewControllers = TourCatalog.tabs.map { tab in
      let list = TourListViewController(title: tab.title, sections: tab.sections)
      let navigation = UINavigationController(rootViewController: list)
      navigation.navigationBar.prefersLargeTitles = true
      // What the bar shows through where a screen stops below it (see TourListViewController).
      navigation.view.backgroundColor = .systemGroupedBackground
      navigation.tabBarItem = UITabBarItem(title: tab.title, image: tab.icon, selectedImage: nil)
      return navigation
    }
    let environment = ProcessInfo.processInfo.environment
    if let tab = environment["UIKIT_DEMO_START_TAB"].flatMap(Int.init),
      viewControllers?.indices.contains(tab) == true
    {
      selectedIndex = tab
    }
    if let item = environment["UIKIT_DEMO_START_ITEM"].flatMap(Int.init),
      let navigation = selectedViewController as? UINavigationController,
      let list = navigation.viewControllers.first as? TourListViewController
    {
      list.open(item, animated: false)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override var keyCommands: [UIKeyCommand]? {
    let count = viewControllers?.count ?? 1
    return (super.keyCommands ?? []) + [
      UIKeyCommand(title: "Next tab", input: "n", modifierFlags: .control) { [unowned self] _ in
        selectTab((selectedIndex + 1) % count)
      },
      UIKeyCommand(title: "Previous tab", input: "p", modifierFlags: .control) {
        [unowned self] _ in
        selectTab((selectedIndex + count - 1) % count)
      },
    ]
  }

  private func selectTab(_ index: Int) {
    selectedIndex = index
    DemoLog.record("tab \(selectedViewController?.tabBarItem.title ?? "")")
  }

  /// UIKit's hook for the user's tab selections, as iOS subclasses override it.
  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    DemoLog.record("tab \(item.title ?? "")")
  }

  // The log's window follows the app's: a rotation or a resize moves it too.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    (UIApplication.shared.delegate as? TourAppDelegate)?.eventLog.place(over: view.window)
  }
}
