extension UITableViewCell {
  /// How far the content moves aside for the editing control.
  var editingIndent: CGFloat {
    isEditing && rowEditing.style != .none && rowEditing.indents ? RowEditing.indent : 0
  }

  /// Adds or removes the editing and reorder controls for the edit mode and the row's
  /// editing.
  func refreshEditingControls() {
    let style = isEditing ? rowEditing.style : .none
    if editingControl?.style != style {
      editingControl?.removeFromSuperview()
      editingControl = nil
      if style != .none {
        let control = EditingControl(style: style)
        control.addAction(
          UIAction { [unowned self] _ in tableView?.editingControlTapped(in: self) },
          for: .touchUpInside)
        addSubview(control)
        editingControl = control
      }
    }
    let reorders = isEditing && rowEditing.movable
    if reorders, reorderControl == nil {
      let control = ReorderControl()
      control.addGestureRecognizer(
        UIPanGestureRecognizer { [unowned self] pan in tableView?.reorder(self, with: pan) })
      addSubview(control)
      reorderControl = control
    } else if !reorders, let control = reorderControl {
      control.removeFromSuperview()
      reorderControl = nil
    }
    setNeedsLayout()
  }
}
