/// One non-zero coefficient of the tableau, threaded into its row's list and its symbol's column.
///
/// Rows and columns are doubly linked lists through one contiguous pool of nodes. The column
/// lists are the reverse index that kiwi lacks: substituting a symbol visits exactly the rows that
/// hold it instead of scanning every row. Dropping a coefficient is O(1) and, once the pool has
/// grown, adding one never allocates. Each node takes 32 bytes.
struct Node {
  var symbol: Int32
  var row: Int32
  var coefficient: Double
  var nextInRow: Int32
  var previousInRow: Int32 = -1
  var nextInColumn: Int32
  var previousInColumn: Int32 = -1
}
