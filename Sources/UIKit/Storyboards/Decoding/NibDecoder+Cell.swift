/// What a `<tableViewCell>` or `<collectionViewCell>` element says: for a table cell its
/// style, accessory and selection style; for both, the content view's subviews and
/// constraints, which go into the cell's own `contentView`.
extension NibDecoder {
  /// The style Xcode writes for a table cell (`IBUITableViewCellStyleValue1`); `.default` for
  /// a custom cell, which has none.
  var tableCellStyle: UITableViewCell.CellStyle {
    let styles: [String: UITableViewCell.CellStyle] = [
      "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
      "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    return element["style"].flatMap { styles[$0] } ?? .default
  }

  @MainActor
  func decodeTableCell(_ cell: UITableViewCell) {
    // Read by the cell's initializer.
    use("style", "reuseIdentifier")
    let accessories: [String: UITableViewCell.AccessoryType] = [
      "none": .none, "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
      "detailButton": .detailButton, "detailDisclosureButton": .detailDisclosureButton,
    ]
    if let type = enumeration("accessoryType", accessories) { cell.accessoryType = type }
    let selections: [String: UITableViewCell.SelectionStyle] = [
      "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]
    if let style = enumeration("selectionStyle", selections) { cell.selectionStyle = style }
    // Xcode writes UIKit's default indentation for every cell; another one is named as not
    // supported.
    if element["indentationWidth"] == "10" { use("indentationWidth") }
    decodeContentView(of: cell, cell.contentView)
    adoptStyleLabel("textLabel", as: cell.textLabel)
    adoptStyleLabel("detailTextLabel", as: cell.detailTextLabel)
  }

  @MainActor
  func decodeCollectionCell(_ cell: UICollectionViewCell) {
    // The collection view names the cell with its identifier when it dequeues it.
    use("reuseIdentifier")
    decodeContentView(of: cell, cell.contentView)
  }

  /// The `contentView` child, decoded into the cell's content view: the element's id then
  /// names that view, so constraints and outlets to it find it. The content view is put in
  /// the cell first, so that the cell's own constraints to views inside it can be made.
  @MainActor
  private func decodeContentView(of cell: UIView, _ contentView: UIView) {
    guard let content = child(key: "contentView") else { return }
    cell.addSubview(contentView)
    NibDecoder(element: content, build: build).decodeView(contentView)
  }

  /// Matches UIKit: a styled cell's labels in the file are its own `textLabel` and
  /// `detailTextLabel`. The label decoded from the file gives its text and font to the cell's
  /// label and leaves, and outlets to it connect to the cell's label.
  @MainActor
  private func adoptStyleLabel(_ attribute: String, as label: UILabel?) {
    guard let id = string(attribute), let label,
      let decoded = build.objects[id] as? UILabel, decoded !== label
    else { return }
    label.text = decoded.text
    label.font = decoded.font
    decoded.removeFromSuperview()
    build.supply(label, id: id)
  }
}
