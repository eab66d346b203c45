extension UITableViewCell {
  /// The view that shows selection here: the multiple selection background view in a table
  /// that allows multiple selection, when the cell has one; else the selected background view.
  var shownSelectionBackground: UIView? {
    if let multipleSelectionBackgroundView, tableView?.allowsMultipleSelection == true {
      return multipleSelectionBackgroundView
    }
    return selectedBackgroundView
  }

  /// Shows the selection background that applies while the cell is selected or highlighted
  /// (unless ``selectionStyle`` is `.none`) and hides the other; fading it over 0.3 seconds
  /// when `animated`, as a deselected row does coming back to a list.
  func refreshSelectionLook(animated: Bool) {
    let shown = shownSelectionBackground
    let selected = (storedIsSelected || storedIsHighlighted) && selectionStyle != .none
    for view in [selectedBackgroundView, multipleSelectionBackgroundView] {
      guard let view else { continue }
      let alpha: CGFloat = selected && view === shown ? 1 : 0
      guard view.alpha != alpha else { continue }
      if animated {
        UIView.animate(withDuration: 0.3) { view.alpha = alpha }
      } else {
        UIView.performWithoutAnimation { view.alpha = alpha }
      }
    }
  }
}
