// Choosing the row through which a removed constraint's marker leaves the tableau.

extension Tableau {
  /// The row to exchange with a marker that is leaving for good, as in the Cassowary paper:
  /// among restricted rows, the tightest one where the marker has a negative coefficient, else
  /// the tightest one where it is positive; only then a row of an unrestricted variable.
  func markerLeavingRow(_ marker: Int32) -> Int32? {
    var rowsAndCoefficients: [(row: Int32, coefficient: Double)] = []
    var node = symbols[Int(marker)].columnHead
    while node >= 0 {
      let term = nodes[Int(node)]
      node = term.nextInColumn
      rowsAndCoefficients.append((term.row, term.coefficient))
    }
    return tightestRow(rowsAndCoefficients)
  }

  /// Applies the leaving-row preference of `markerLeavingRow(_:)` to a marker's column. Rows of
  /// basic dummies come first: exchanging with one keeps every constant as it is. Among rows of
  /// unrestricted variables, `preferred` wins if it qualifies.
  func tightestRow(
    _ column: [(row: Int32, coefficient: Double)], preferring preferred: Int32 = -1
  ) -> Int32? {
    var dummyRow: Int32 = -1
    var negative: (row: Int32, ratio: Double) = (-1, .infinity)
    var positive: (row: Int32, ratio: Double) = (-1, .infinity)
    var unrestricted: Int32 = -1
    for (row, coefficient) in column where abs(coefficient) > Tableau.epsilon {
      let header = rows[Int(row)]
      let kind = header.basicKind
      if kind == .dummy {
        dummyRow = row
      } else if kind == .external {
        if unrestricted < 0 || row == preferred { unrestricted = row }
      } else if coefficient < 0 {
        let ratio = -header.constant / coefficient
        if ratio < negative.ratio { negative = (row, ratio) }
      } else {
        let ratio = header.constant / coefficient
        if ratio < positive.ratio { positive = (row, ratio) }
      }
    }
    for row in [dummyRow, negative.row, positive.row, unrestricted] where row >= 0 {
      return row
    }
    return nil
  }

  /// The shortest row of an unrestricted variable holding `dummy` itself rather than through a
  /// bundle: normally the row its constraint was solved for, whose removal brings the fewest
  /// terms into the other rows. -1 if there is none.
  func directUnrestrictedRow(of dummy: Int32) -> Int32 {
    var best: Int32 = -1
    var bestLength = Int.max
    var node = symbols[Int(dummy)].columnHead
    while node >= 0 {
      let row = nodes[Int(node)].row
      node = nodes[Int(node)].nextInColumn
      let header = rows[Int(row)]
      guard !header.isBundle && header.basicKind == .external else { continue }
      var length = 0
      var term = header.head
      while term >= 0 && length < bestLength {
        length += 1
        term = nodes[Int(term)].nextInRow
      }
      if length < bestLength {
        best = row
        bestLength = length
      }
    }
    return best
  }
}
