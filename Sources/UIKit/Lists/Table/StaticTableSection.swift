/// A section of a storyboard table with static cells: its header and footer titles and its
/// cells, made once with the table, as Interface Builder's `<tableViewSection>` describes it.
struct StaticTableSection {
  var headerTitle: String?
  var footerTitle: String?
  var cells: [UITableViewCell]
}
