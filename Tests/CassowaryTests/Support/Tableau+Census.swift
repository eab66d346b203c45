@testable import Cassowary

extension Tableau {
  /// Counts of what the tableau holds right now, recycled slots excluded.
  struct Census: Equatable {
    var nodes: Int
    var rows: Int
    var symbols: Int
    var longestRow: Int
  }

  var census: Census {
    var free = 0
    var node = firstFreeNode
    while node >= 0 {
      free += 1
      node = nodes[Int(node)].nextInRow
    }
    var longest = 0
    for header in rows where header.basic >= 0 {
      var length = 0
      var node = header.head
      while node >= 0 {
        length += 1
        node = nodes[Int(node)].nextInRow
      }
      longest = max(longest, length)
    }
    return Census(
      nodes: nodes.count - free, rows: rows.count - freeRows.count,
      symbols: symbols.count - freeSymbols.count, longestRow: longest)
  }
}
