extension UIViewController {
  /// Titles the edit button for the mode the controller is in.
  func refreshEditButtonItem() {
    guard let item = storedEditButtonItem else { return }
    let system: UIBarButtonItem.SystemItem = isEditing ? .done : .edit
    item.title = system.title
    item.style = isEditing ? .done : .plain
  }
}
