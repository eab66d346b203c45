/// How a table edits one row in edit mode, from its data source and delegate: the control at
/// the leading edge, whether the content moves aside for it, and whether the row has a
/// reorder control.
struct RowEditing: Equatable {
  var style: UITableViewCell.EditingStyle = .none
  var indents = true
  var movable = false

  /// How far the content moves aside for the editing control, as iOS's.
  static let indent: CGFloat = 38
}
