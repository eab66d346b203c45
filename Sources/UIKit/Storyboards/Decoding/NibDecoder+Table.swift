/// What a `<tableView>` element says: its style, row and section heights, and separators.
/// Prototype and static cells are named in a warning and skipped: register cell classes in
/// code (`register(_:forCellReuseIdentifier:)`) for now.
extension NibDecoder {
  /// The table's style, as Xcode writes it; `.plain` when the attribute is absent.
  @MainActor
  var tableStyle: UITableView.Style {
    enumeration("style", ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped])
      ?? .plain
  }

  @MainActor
  func decodeTable(_ table: UITableView) {
    decodeScrollView(table)
    let heights: [(String, ReferenceWritableKeyPath<UITableView, CGFloat>)] = [
      ("rowHeight", \.rowHeight), ("estimatedRowHeight", \.estimatedRowHeight),
      ("sectionHeaderHeight", \.sectionHeaderHeight),
      ("sectionFooterHeight", \.sectionFooterHeight),
      ("estimatedSectionHeaderHeight", \.estimatedSectionHeaderHeight),
      ("estimatedSectionFooterHeight", \.estimatedSectionFooterHeight),
    ]
    for (attribute, property) in heights {
      if let value = number(attribute) { table[keyPath: property] = value }
    }
    let separators: [String: UITableViewCell.SeparatorStyle] = [
      "default": .singleLine, "singleLine": .singleLine, "none": .none,
    ]
    if let style = enumeration("separatorStyle", separators) {
      table.separatorStyle = style
    }
    // Xcode's bookkeeping for the editor (prototypes or static cells), with nothing to set.
    use("dataMode")
  }
}
