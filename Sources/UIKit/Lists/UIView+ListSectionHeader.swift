extension UIView {
  /// Whether the view shows inside a list's section header: a view a table shows for a section's
  /// header (a `UITableViewHeaderFooterView`, whether it shows a title, its `textLabel` or a
  /// content configuration, or any view from `viewForHeaderInSection`), or a collection view's
  /// supplementary view of kind `UICollectionView.elementKindSectionHeader` (a list
  /// configuration's `.supplementary` headers among them, `UICollectionViewListCell`s too).
  ///
  /// Matches iOS: VoiceOver reads a section header's text with the `.header` trait, so that the
  /// rotor's Headings moves from section to section; footers, the table's `tableHeaderView`
  /// and the cells are not headers.
  var isInListSectionHeader: Bool {
    var child: UIView = self
    while let parent = child.superview {
      // A cell's `reuseKind` is `nil`; a header registered as a list cell has the kind.
      if (child as? UICollectionReusableView)?.reuseKind
        == UICollectionView.elementKindSectionHeader
      {
        return true
      }
      if let table = parent as? UITableView {
        return table.displayedHeaders.values.contains { $0 === child }
      }
      if parent is UICollectionView { return false }
      child = parent
    }
    return false
  }
}
