// Dummy bundles: how required equalities keep their markers without dense rows.
//
// Cassowary gives each required equality a dummy marker so it can be found again for removal or
// a constant change. Substitution copies every dummy of a row into each row that uses it, so a
// chain of N dependent views leaves O(N) dummies in each of N rows: the dense inverse of the
// basis, and the reason kiwi needs minutes for deep nesting. A dummy is always zero and never
// enters the basis, so any fixed combination of dummies can be replaced by one new dummy — a
// bundle — without changing a single pivot. A bundle row records the combination
// (`bundle = Σ coefficient × older dummy`), and a new equality's own dummy absorbs the dummies of
// its row the same way. The dummy column of a constraint, which removal and constant changes
// need, is recovered on demand by walking the bundle graph upwards from its dummy: the walk
// visits only the rows that really depend on that constraint.

extension Tableau {
  /// The number of dummy terms in `row`.
  func dummyTermCount(in row: Int32) -> Int {
    var count = 0
    var node = rows[Int(row)].head
    while node >= 0 {
      if symbols[Int(nodes[Int(node)].symbol)].kind == .dummy { count += 1 }
      node = nodes[Int(node)].nextInRow
    }
    return count
  }

  /// Folds all dummy terms of `row` into one new pure bundle.
  mutating func bundleDummies(in row: Int32) {
    let bundle = makeSymbol(.dummy)
    let definition = makeRow(basic: bundle, isBundle: true)
    moveDummies(of: row, except: -1, into: definition, scale: 1)
    link(bundle, into: row, coefficient: 1)
  }

  /// Makes a new required equality's own dummy `owner` stand for every dummy term of its row, so
  /// the row keeps a single dummy term.
  mutating func foldDummies(in row: Int32, into owner: Int32) {
    let ownNode = node(of: owner, in: row)
    guard ownNode >= 0, dummyTermCount(in: row) > 1 else { return }
    let definition = makeRow(basic: owner, isBundle: true)
    moveDummies(
      of: row, except: owner, into: definition, scale: 1 / nodes[Int(ownNode)].coefficient)
  }

  private mutating func moveDummies(
    of row: Int32, except kept: Int32, into definition: Int32, scale: Double
  ) {
    var node = rows[Int(row)].head
    while node >= 0 {
      let current = node
      let term = nodes[Int(current)]
      node = term.nextInRow
      guard term.symbol != kept, symbols[Int(term.symbol)].kind == .dummy else { continue }
      link(term.symbol, into: definition, coefficient: term.coefficient * scale)
      unlink(current)
    }
  }

  /// Gathers the dummy column of `dummy`'s own constraint: for each tableau row, the coefficient
  /// that constraint's marker would have there if no bundle had been formed.
  ///
  /// The rows and coefficients are left in `graph.rows` and `graph.rowCoefficients`; the
  /// objective's coefficient is returned. Bundles are visited in topological order (Kahn), so a
  /// bundle passes its value on only once every bundle it contains has been summed.
  mutating func effectiveColumn(of dummy: Int32) -> Double {
    graph.reset()
    _ = enlist(dummy, value: 1)
    var index = 0
    while index < graph.members.count {
      var node = symbols[Int(graph.members[index])].columnHead
      while node >= 0 {
        let term = nodes[Int(node)]
        node = term.nextInColumn
        let header = rows[Int(term.row)]
        guard header.isBundle else { continue }
        var parent = symbols[Int(header.basic)].mark
        if parent < 0 { parent = enlist(header.basic, value: 0) }
        graph.pending[Int(parent)] += 1
      }
      index += 1
    }
    var objective = 0.0
    graph.order.append(0)
    var next = 0
    while next < graph.order.count {
      let member = Int(graph.order[next])
      next += 1
      let symbol = Int(graph.members[member])
      let value = graph.values[member]
      objective += symbols[symbol].objective * value
      var node = symbols[symbol].columnHead
      while node >= 0 {
        let term = nodes[Int(node)]
        node = term.nextInColumn
        let header = rows[Int(term.row)]
        if header.isBundle {
          let parent = Int(symbols[Int(header.basic)].mark)
          graph.values[parent] += term.coefficient * value
          graph.pending[parent] -= 1
          if graph.pending[parent] == 0 { graph.order.append(Int32(parent)) }
        } else {
          var slot = header.mark
          if slot < 0 {
            slot = Int32(graph.rows.count)
            rows[Int(term.row)].mark = slot
            graph.rows.append(term.row)
            graph.rowCoefficients.append(0)
          }
          graph.rowCoefficients[Int(slot)] += term.coefficient * value
        }
      }
    }
    for row in graph.rows { rows[Int(row)].mark = -1 }
    clearMembers()
    return objective
  }

  /// A dummy's effective column, gathered once and kept while the tableau's structure stands
  /// still (see `structureVersion`).
  struct KeptColumn {
    var dummy: Int32
    var version: UInt64
    var rows: [Int32]
    var coefficients: [Double]
  }

  /// The rows of `dummy`'s effective column and its coefficient in each (see
  /// `effectiveColumn(of:)`), kept for the two dummies last asked while the structure stands
  /// still. A window resized again and again edits the same two required equalities (its width
  /// and height), and gathering their columns through the bundles each time cost more than
  /// moving the rows they reach.
  mutating func keptEffectiveColumn(of dummy: Int32) -> KeptColumn {
    for kept in keptColumns where kept.dummy == dummy && kept.version == structureVersion {
      return kept
    }
    _ = effectiveColumn(of: dummy)
    let column = KeptColumn(
      dummy: dummy, version: structureVersion, rows: graph.rows,
      coefficients: graph.rowCoefficients)
    keptColumns.removeAll { $0.version != structureVersion || $0.dummy == dummy }
    if keptColumns.count >= 2 { keptColumns.removeFirst() }
    keptColumns.append(column)
    return column
  }

  /// The constraint slots whose dummies `row` holds once its bundles are expanded, i.e. the
  /// required equalities a failed row depends on.
  mutating func dummyOwners(inRow row: Int32) -> [Int32] {
    graph.reset()
    var node = rows[Int(row)].head
    while node >= 0 {
      let term = nodes[Int(node)]
      node = term.nextInRow
      if symbols[Int(term.symbol)].kind == .dummy {
        _ = enlist(term.symbol, value: term.coefficient)
      }
    }
    var index = 0
    while index < graph.members.count {
      forEachChild(of: graph.members[index]) { tableau, child, _ in
        var member = tableau.symbols[Int(child)].mark
        if member < 0 { member = tableau.enlist(child, value: 0) }
        tableau.graph.pending[Int(member)] += 1
      }
      index += 1
    }
    for member in graph.members.indices where graph.pending[member] == 0 {
      graph.order.append(Int32(member))
    }
    var owners: [Int32] = []
    var next = 0
    while next < graph.order.count {
      let member = Int(graph.order[next])
      next += 1
      let symbol = graph.members[member]
      let value = graph.values[member]
      let owner = symbols[Int(symbol)].owner
      if owner >= 0 && abs(value) > Tableau.epsilon { owners.append(owner) }
      forEachChild(of: symbol) { tableau, child, coefficient in
        let childMember = Int(tableau.symbols[Int(child)].mark)
        tableau.graph.values[childMember] += coefficient * value
        tableau.graph.pending[childMember] -= 1
        if tableau.graph.pending[childMember] == 0 {
          tableau.graph.order.append(Int32(childMember))
        }
      }
    }
    clearMembers()
    return owners
  }

  /// Calls `body` with each dummy a bundle is made of (nothing for a plain dummy).
  private mutating func forEachChild(
    of bundle: Int32, _ body: (inout Tableau, Int32, Double) -> Void
  ) {
    let definition = symbols[Int(bundle)].row
    guard definition >= 0, rows[Int(definition)].isBundle else { return }
    var node = rows[Int(definition)].head
    while node >= 0 {
      let term = nodes[Int(node)]
      node = term.nextInRow
      body(&self, term.symbol, term.coefficient)
    }
  }

  private mutating func enlist(_ symbol: Int32, value: Double) -> Int32 {
    let member = Int32(graph.members.count)
    symbols[Int(symbol)].mark = member
    graph.members.append(symbol)
    graph.values.append(value)
    graph.pending.append(0)
    return member
  }

  private mutating func clearMembers() {
    for symbol in graph.members { symbols[Int(symbol)].mark = -1 }
  }

  /// Removes `dummy` from every row and bundle that holds it, and from the objective.
  ///
  /// A pure bundle left without children stands for zero, so it is removed the same way.
  mutating func deleteFromBundles(_ dummy: Int32) {
    var pending = [dummy]
    while let deleted = pending.popLast() {
      var node = symbols[Int(deleted)].columnHead
      while node >= 0 {
        let next = nodes[Int(node)].nextInColumn
        let row = nodes[Int(node)].row
        unlink(node)
        let parent = rows[Int(row)].basic
        if rows[Int(row)].isBundle && rows[Int(row)].head < 0 && symbols[Int(parent)].owner < 0 {
          pending.append(parent)
        }
        node = next
      }
      symbols[Int(deleted)].objective = 0
      releasedDummies.append(deleted)
    }
  }

  /// Frees bundles and orphaned dummies that nothing refers to any more.
  mutating func collectGarbage() {
    while let dummy = releasedDummies.popLast() {
      let info = symbols[Int(dummy)]
      guard info.kind == .dummy, info.owner < 0, info.columnCount == 0, info.objective == 0
      else { continue }
      if info.row >= 0 {
        guard rows[Int(info.row)].isBundle else { continue }
        freeRow(info.row)
      }
      freeSymbol(dummy)
    }
  }
}
