/// The navigation controller of a tab bar controller's More list: its root is the list of the
/// tabs that do not fit in the bar, and a tab chosen there is pushed on it.
///
/// Matches UIKit: its tab is the system "More" item. A tab it pushes becomes its child while
/// it is on the stack, and returns to the tab bar controller when it leaves.
@MainActor
final class MoreNavigationController: UINavigationController {
  private(set) weak var owner: UITabBarController?
  let list: MoreListViewController

  init(tabBarController: UITabBarController) {
    owner = tabBarController
    list = MoreListViewController()
    super.init(rootViewController: list)
    tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
  }

  required init?(coder: NSCoder) {
    fatalError("the More list is made by its tab bar controller")
  }

  override func controllerDidLeaveStack(_ controller: UIViewController) {
    owner?.takeBackFromMoreList(controller)
  }
}
