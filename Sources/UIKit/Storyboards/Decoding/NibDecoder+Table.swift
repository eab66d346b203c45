/// What a `<tableView>` element says: its style, row and section heights, separators, and its
/// cells: prototypes (`dataMode="prototypes"`), each registered under its reuse identifier, or
/// static sections of cells (`dataMode="static"`), which a `UITableViewController` shows.
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
    // The cells say which mode they are in by where they are.
    use("dataMode")
    for list in children(named: "prototypes") {
      for prototype in list.children where prototype.name == "tableViewCell" {
        registerPrototype(prototype, in: table)
      }
    }
    if let sections = children(named: "sections").first {
      table.staticSections = sections.children.filter { $0.name == "tableViewSection" }.map {
        staticSection($0)
      }
    }
  }

  /// Matches UIKit: a prototype cell is registered under its reuse identifier, so
  /// `dequeueReusableCell(withIdentifier:for:)` makes a new cell from it. One without an
  /// identifier cannot be dequeued, as Xcode warns.
  @MainActor
  private func registerPrototype(_ prototype: InterfaceElement, in table: UITableView) {
    guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
      build.warn(
        prototype, "a prototype cell has no reuse identifier, so it cannot be dequeued; skipped")
      return
    }
    table.cellRegistrations[identifier] = .prototype(InterfacePrototype(prototype, of: build))
  }

  /// A `<tableViewSection>`: its titles and its cells, made now with the rest of the scene so
  /// the controller's outlets to them connect.
  @MainActor
  private func staticSection(_ section: InterfaceElement) -> StaticTableSection {
    let cells = (section.child("cells")?.children ?? []).filter { $0.name == "tableViewCell" }
    return StaticTableSection(
      headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
      cells: cells.compactMap { build.makeView($0) as? UITableViewCell })
  }
}
