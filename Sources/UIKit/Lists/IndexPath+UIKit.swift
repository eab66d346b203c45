extension IndexPath {
  /// Matches UIKit: an index path for a table view's row, `[section, row]`.
  ///
  /// ```swift
  /// tableView.cellForRow(at: IndexPath(row: 2, section: 0))
  /// ```
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Matches UIKit: an index path for a collection view's item, `[section, item]`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// Matches UIKit: the first index, the section of a table view's row or a collection view's
  /// item. Like UIKit's, it stops the program for an index path without exactly two indexes.
  public var section: Int {
    get {
      requireTwoIndexes()
      return self[0]
    }
    set {
      requireTwoIndexes()
      self[0] = newValue
    }
  }

  /// Matches UIKit: the second index, a table view's row within its section.
  public var row: Int {
    get {
      requireTwoIndexes()
      return self[1]
    }
    set {
      requireTwoIndexes()
      self[1] = newValue
    }
  }

  /// Matches UIKit: the second index, a collection view's item within its section; the same
  /// index as ``row``.
  public var item: Int {
    get { row }
    set { row = newValue }
  }

  /// Matches UIKit's precondition (a trap, not an exception, on iOS too: these properties are
  /// `nonisolated` value accessors, so they cannot go through the main-actor exception hook).
  private func requireTwoIndexes() {
    precondition(
      count == 2,
      "Invalid index path for use with UITableView. This index path must contain exactly two "
        + "indices specifying the section and row.")
  }
}
