/// The simplex tableau of the Cassowary algorithm as a sparse matrix of linked rows and columns.
///
/// Every tableau row reads `basic = constant + Σ coefficient × symbol` over parametric symbols.
/// Symbols are dense `Int32` ids with recycled slots; nodes, rows and symbols each live in one
/// contiguous array, so the core allocates only when an array grows and never hashes.
///
/// The raw-pointer slabs make the struct `@unchecked Sendable`: they are copy-on-write, and
/// every mutating solver operation calls `makeUnique()` first.
///
/// The objective is kept dense in `SymbolInfo.objective`. A required equality's dummy column is
/// not stored explicitly but through bundles (`Tableau+Dummies.swift`), which is what keeps
/// chains of dependent views linear in memory and time.
@usableFromInline
struct Tableau: @unchecked Sendable {
  /// One pivot, remembered so a failed addition or constant change can be undone exactly.
  struct Pivot {
    var entering: Int32
    var leaving: Int32
  }

  /// A row whose restricted basic went negative, waiting for the dual simplex.
  struct InfeasibleRow {
    var row: Int32
    var basic: Int32
  }

  /// Coefficients and values closer to zero than this are treated as zero, as in kiwi.
  static let epsilon = 1.0e-8

  /// Rows holding more dummy terms than this get them folded into one bundle.
  static let maximumDummyTerms = 4

  var nodes = Slab<Node>()
  var firstFreeNode: Int32 = -1
  /// The number of nodes in use (the slab also holds recycled ones).
  private(set) var liveNodeCount = 0
  @usableFromInline var rows = Slab<RowHeader>()
  var freeRows: [Int32] = []
  @usableFromInline var symbols = Slab<SymbolInfo>()
  var freeSymbols: [Int32] = []
  var candidates = CandidateQueue()
  var infeasibleRows: [InfeasibleRow] = []
  /// The pivots since the journal was opened; `nil` while nothing needs to be undoable.
  var journal: [Pivot]?
  /// Dummies that may have lost their last reference; checked by `collectGarbage()`.
  var releasedDummies: [Int32] = []
  var graph = DummyGraph()
  /// Moves on with every change of the tableau's structure (a row, a basic symbol, a term or a
  /// coefficient; constants and scratch marks do not count): what `keptColumns` hold stays good
  /// while it stands still.
  var structureVersion: UInt64 = 0
  /// The effective columns of the dummies whose constants edits last shifted (see
  /// `keptEffectiveColumn(of:)`).
  var keptColumns: [KeptColumn] = []
  /// Whether constant changes note the external symbols whose values they move (see
  /// `Solver.takeChangedHandles()`); on only while an edit runs.
  var recordsValueChanges = false
  /// The external symbols noted while `recordsValueChanges` was on, with repeats.
  var valueChanges: [Int32] = []
  /// Past this many notes the tableau stops noting (see `Solver.changedHandleLimit`).
  var valueChangeLimit = Int.max

  /// Gives this tableau its own storage if it shares it with a copy of the solver.
  mutating func makeUnique() {
    nodes.makeUnique()
    rows.makeUnique()
    symbols.makeUnique()
  }

  /// Whether `symbol` is basic in a tableau row (bundle rows do not count).
  func isBasic(_ symbol: Int32) -> Bool {
    let row = symbols[Int(symbol)].row
    return row >= 0 && !rows[Int(row)].isBundle
  }

  /// The current value of a symbol: its row's constant when basic, otherwise zero.
  func value(of symbol: Int32) -> Double {
    isBasic(symbol) ? rows[Int(symbols[Int(symbol)].row)].constant : 0
  }

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int32 = -1) -> Int32 {
    structureVersion &+= 1
    let info = SymbolInfo(kind: kind, owner: owner)
    if let symbol = freeSymbols.popLast() {
      symbols[Int(symbol)] = info
      return symbol
    }
    symbols.append(info)
    return Int32(symbols.count - 1)
  }

  /// Returns a symbol's id for reuse; the symbol must no longer appear anywhere.
  mutating func freeSymbol(_ symbol: Int32) {
    structureVersion &+= 1
    symbols[Int(symbol)] = SymbolInfo(kind: .free)
    freeSymbols.append(symbol)
  }

  /// Removes every trace of `symbol` (its row, its column, its objective weight) and frees it.
  mutating func purge(_ symbol: Int32) {
    let row = symbols[Int(symbol)].row
    if row >= 0 { freeRow(row) }
    var node = symbols[Int(symbol)].columnHead
    while node >= 0 {
      let next = nodes[Int(node)].nextInColumn
      unlink(node)
      node = next
    }
    freeSymbol(symbol)
  }

  mutating func makeRow(basic: Int32, constant: Double = 0, isBundle: Bool = false) -> Int32 {
    structureVersion &+= 1
    let header = RowHeader(constant: constant, isBundle: isBundle)
    let row: Int32
    if let reused = freeRows.popLast() {
      rows[Int(reused)] = header
      row = reused
    } else {
      rows.append(header)
      row = Int32(rows.count - 1)
    }
    if basic >= 0 { setBasic(basic, of: row) }
    return row
  }

  /// Notes that the constant of `row` moved, if it is the value of an external symbol and an
  /// edit is being recorded. The note that passes `valueChangeLimit` is the last: the list is
  /// then too long to be read, and the rows left to shift are spared the bookkeeping.
  @inline(__always)
  mutating func noteConstantChange(of row: Int32) {
    guard recordsValueChanges, rows[Int(row)].basicKind == .external else { return }
    valueChanges.append(rows[Int(row)].basic)
    if valueChanges.count > valueChangeLimit { recordsValueChanges = false }
  }

  /// Whether the notes passed `valueChangeLimit`, so they no longer name every value that moved.
  var valueChangesOverflowed: Bool { valueChanges.count > valueChangeLimit }

  /// Makes `symbol` the basic symbol of `row`; the only place a row's basic changes.
  mutating func setBasic(_ symbol: Int32, of row: Int32) {
    structureVersion &+= 1
    rows[Int(row)].basic = symbol
    rows[Int(row)].basicKind = symbols[Int(symbol)].kind
    symbols[Int(symbol)].row = row
  }

  /// Drops a row with all its coefficients; its basic symbol becomes parametric.
  mutating func freeRow(_ row: Int32) {
    structureVersion &+= 1
    var node = rows[Int(row)].head
    while node >= 0 {
      let next = nodes[Int(node)].nextInRow
      unlink(node)
      node = next
    }
    let basic = rows[Int(row)].basic
    if basic >= 0 && symbols[Int(basic)].row == row {
      symbols[Int(basic)].row = -1
      if symbols[Int(basic)].kind == .dummy { releasedDummies.append(basic) }
    }
    rows[Int(row)] = RowHeader()
    freeRows.append(row)
  }

  /// Adds the coefficient `coefficient × symbol` to `row`, which must not hold `symbol` yet.
  @discardableResult
  mutating func link(_ symbol: Int32, into row: Int32, coefficient: Double) -> Int32 {
    let rowHead = rows[Int(row)].head
    let node = Node(
      symbol: symbol, row: row, coefficient: coefficient, nextInRow: rowHead,
      nextInColumn: symbols[Int(symbol)].columnHead)
    let index: Int32
    if firstFreeNode >= 0 {
      index = firstFreeNode
      firstFreeNode = nodes[Int(index)].nextInRow
      nodes[Int(index)] = node
    } else {
      index = Int32(nodes.count)
      nodes.append(node)
    }
    if rowHead >= 0 { nodes[Int(rowHead)].previousInRow = index }
    rows[Int(row)].head = index
    attachToColumn(index)
    liveNodeCount += 1
    return index
  }

  /// Removes a coefficient from its row and column and recycles the node.
  mutating func unlink(_ index: Int32) {
    detachFromColumn(index)
    let node = nodes[Int(index)]
    if node.previousInRow >= 0 {
      nodes[Int(node.previousInRow)].nextInRow = node.nextInRow
    } else {
      rows[Int(node.row)].head = node.nextInRow
    }
    if node.nextInRow >= 0 { nodes[Int(node.nextInRow)].previousInRow = node.previousInRow }
    nodes[Int(index)].nextInRow = firstFreeNode
    firstFreeNode = index
    liveNodeCount -= 1
  }

  /// Threads a node into the column of its `symbol`.
  mutating func attachToColumn(_ index: Int32) {
    structureVersion &+= 1
    let symbol = Int(nodes[Int(index)].symbol)
    let head = symbols[symbol].columnHead
    nodes[Int(index)].previousInColumn = -1
    nodes[Int(index)].nextInColumn = head
    if head >= 0 { nodes[Int(head)].previousInColumn = index }
    symbols[symbol].columnHead = index
    symbols[symbol].columnCount += 1
  }

  /// Unthreads a node from its symbol's column, noting dummies that may have become unused.
  mutating func detachFromColumn(_ index: Int32) {
    structureVersion &+= 1
    let node = nodes[Int(index)]
    let symbol = Int(node.symbol)
    if node.previousInColumn >= 0 {
      nodes[Int(node.previousInColumn)].nextInColumn = node.nextInColumn
    } else {
      symbols[symbol].columnHead = node.nextInColumn
    }
    if node.nextInColumn >= 0 {
      nodes[Int(node.nextInColumn)].previousInColumn = node.previousInColumn
    }
    symbols[symbol].columnCount -= 1
    if symbols[symbol].columnCount == 0 && symbols[symbol].kind == .dummy {
      releasedDummies.append(node.symbol)
    }
  }

  /// The node holding `symbol` in `row`, or -1.
  func node(of symbol: Int32, in row: Int32) -> Int32 {
    var node = rows[Int(row)].head
    while node >= 0 {
      if nodes[Int(node)].symbol == symbol { return node }
      node = nodes[Int(node)].nextInRow
    }
    return -1
  }
}
