extension UIViewController {
  /// Matches UIKit: a bar button item that toggles the controller's edit mode, titled Edit,
  /// or a bold Done while editing; put it in the navigation item (`navigationItem.rightBarButtonItem
  /// = editButtonItem`). The same item each time.
  public var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(
      primaryAction: UIAction { [unowned self] _ in setEditing(!isEditing, animated: true) })
    item.possibleTitles = [
      UIBarButtonItem.SystemItem.edit.title, UIBarButtonItem.SystemItem.done.title,
    ]
    storedEditButtonItem = item
    refreshEditButtonItem()
    return item
  }

  /// Titles the edit button for the mode the controller is in.
  func refreshEditButtonItem() {
    guard let item = storedEditButtonItem else { return }
    let system: UIBarButtonItem.SystemItem = isEditing ? .done : .edit
    item.title = system.title
    item.style = isEditing ? .done : .plain
  }
}
