extension UITabBarController {
  /// Ctrl+1…9 select the bar's first nine items, as a click would.
  var tabKeyCommands: [UIKeyCommand] {
    barControllers.prefix(9).indices.map { index in
      UIKeyCommand(
        title: "Tab \(index + 1)", input: "\(index + 1)", modifierFlags: .control
      ) { [weak self] _ in
        guard let self, barControllers.indices.contains(index) else { return }
        userDidSelect(barControllers[index].defaultTabBarItem)
      }
    }
  }

  /// The user selected an item of the bar (a click, Return, or Ctrl+number).
  ///
  /// Matches UIKit: the delegate's `shouldSelect` may refuse; selecting the tab already shown
  /// pops its navigation controller to the root; then `tabBar(_:didSelect:)` and the delegate's
  /// `didSelect` are told, even for the tab already selected.
  func userDidSelect(_ item: UITabBarItem) {
    guard runningTransition == nil,
      let controller = barControllers.first(where: { $0.defaultTabBarItem === item })
    else { return }
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    if controller === displayed {
      if controller === storedMoreNavigation { selection = controller }
      (controller as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
      select(controller)
    }
    tabBar(tabBar, didSelect: item)
    delegate?.tabBarController(self, didSelect: controller)
  }
}
