/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey 2001).
///
/// Constraints, edit variables and suggested values can be added and removed at any time, and a
/// constraint's constant can be changed in place. Each call leaves the tableau optimal, so values
/// are always current: ``value(of:)`` reads the variable's row constant in O(1) and there is no
/// separate update step. Every refusal is a thrown ``SolverError`` after which the solver is
/// exactly as before; nothing traps. Strengths come from ``Strength``, and UIKit priorities map
/// onto them with ``Strength/init(priority:)``.
///
/// Unlike kiwi, the tableau keeps a column index (the rows holding each symbol), picks subjects
/// that appear in few rows, and bundles the dummy markers of required equalities
/// (`Tableau+Dummies.swift`), so building, removing and editing cost time and memory in
/// proportion to the rows they really affect. When removals and re-additions spread over long
/// chains have left the tableau twice as large per constraint as a fresh build, it is rebuilt
/// from the constraints (`Solver+Compaction.swift`).
///
/// `Solver` is a value: copies are independent (the tableau's storage is copy-on-write).
///
/// ```swift
/// var solver = Solver()
/// try solver.addConstraint(view.left == container.left + 8)
/// try solver.addEditVariable(container.width, strength: .strong)
/// try solver.suggestValue(container.width, 320)
/// let left = solver.value(of: view.left)
/// ```
public struct Solver: Sendable {
  /// How a variable maps to its tableau symbol, and how many constraints use it.
  struct VariableEntry {
    var symbol: Int32
    var references: Int32
  }

  @usableFromInline var tableau = Tableau()
  var records: [ConstraintRecord] = []
  var freeRecords: [Int32] = []
  var recordSlots = IdentityTable<Int32>(empty: -1)
  var variables = IdentityTable<VariableEntry>(empty: VariableEntry(symbol: -1, references: 0))
  /// Edit variable id → the id of its edit constraint.
  var editConstraints = IdentityTable<Int>(empty: 0)
  /// Tableau nodes per constraint after the last fresh build; 0 until the first removal.
  var freshNodesPerConstraint = 0.0
  /// Whether a constraint was added or removed since ``takeChangedHandles()`` last ran: such
  /// changes can move any value, and are not recorded one by one.
  var allValuesMayHaveChanged = true
  /// Bumped whenever a variable's handle may change (see ``handle(of:)``).
  public internal(set) var handleGeneration = 0

  /// Creates an empty solver.
  public init() {}

  /// The value of `variable` in the current solution; 0 for variables in no constraint.
  public func value(of variable: Variable) -> Double {
    guard let entry = variables[variable.id] else { return 0 }
    return value(atHandle: entry.symbol)
  }

  /// The values of `variables` in the current solution, in order.
  ///
  /// Equivalent to mapping ``value(of:)``; one call per layout pass lets the lookups of
  /// successive variables overlap.
  public func values(of variables: [Variable]) -> [Double] {
    variables.map { value(of: $0) }
  }

  /// Calls `body` with a reader of the current solution.
  ///
  /// For callers that keep the solver in a class: a call of ``value(of:)`` on a class's stored
  /// solver copies the solver first, retaining every array in it, while `body` reads any
  /// number of values for one such copy.
  public func withValues<Result>(_ body: (_ value: (Variable) -> Double) throws -> Result)
    rethrows -> Result
  {
    try body { value(of: $0) }
  }

  /// Where the value of `variable` lives, for reading it with ``values(at:)`` without looking
  /// the variable up; `nil` while no constraint uses it (its value is then 0).
  ///
  /// A handle holds until ``handleGeneration`` changes: when a variable is first used or last
  /// dropped, or the solver rebuilds itself. A layout engine keeps its views' handles and reads
  /// their values by index, instead of hashing each variable at every layout pass.
  public func handle(of variable: Variable) -> Int32? {
    variables[variable.id]?.symbol
  }

  /// The handles of `variables` (see ``handle(of:)``), in order, into `handles`; -1 for a
  /// variable that no constraint uses. `mutating` (it changes nothing) for the reason
  /// ``values(at:)`` gives.
  public mutating func handles(of variables: [Variable], into handles: inout [Int32]) {
    handles.removeAll(keepingCapacity: true)
    handles.reserveCapacity(variables.count)
    for variable in variables { handles.append(self.variables[variable.id]?.symbol ?? -1) }
  }

  /// The values at four handles (see ``handle(of:)``; -1 reads 0): a view's frame, as a layout
  /// pass reads it for every view it places.
  ///
  /// `mutating`, though it changes nothing, so that a caller keeping the solver in a class
  /// property reads it where it is: a non-mutating call on such a property first copies the
  /// solver, retaining and releasing all its storage, which cost more than the reads.
  ///
  /// Inlinable: a call across modules cost as much as the four reads.
  @inlinable
  public mutating func values(
    at handles: (Int32, Int32, Int32, Int32)
  ) -> (Double, Double, Double, Double) {
    (
      value(atHandle: handles.0), value(atHandle: handles.1), value(atHandle: handles.2),
      value(atHandle: handles.3)
    )
  }

  /// The value at one handle (a variable's symbol); -1 reads 0.
  @inlinable
  func value(atHandle handle: Int32) -> Double {
    guard handle >= 0 else { return 0 }
    // A variable's symbol never defines a bundle, so any row it has is its tableau row.
    let row = tableau.symbols[Int(handle)].row
    return row >= 0 ? tableau.rows[Int(row)].constant : 0
  }

  /// The handles (see ``handle(of:)``) of the variables whose values may have changed since the
  /// last call, with repeats, or `nil` when any value may have: a constraint was added or
  /// removed since, or this is the first call.
  ///
  /// Edits (``setConstant(_:of:)``, ``suggestValue(_:_:)``) move only the rows they touch, and
  /// the solver notes those, so a caller that keeps values (a layout engine keeping frames)
  /// reads again only what moved: resizing a window whose views do not depend on its size
  /// reads nothing. The list may name variables whose values ended where they started.
  public mutating func takeChangedHandles() -> [Int32]? {
    defer {
      allValuesMayHaveChanged = false
      tableau.valueChanges.removeAll(keepingCapacity: true)
    }
    return allValuesMayHaveChanged ? nil : tableau.valueChanges
  }

  /// How many handles ``takeChangedHandles()`` may list before it gives `nil` instead.
  ///
  /// A caller that would rather revisit every value than read a long list sets where the list
  /// stops paying; edits then stop noting past it, which spares them the bookkeeping in every
  /// row they shift (a window's size reaches a row per view it places). No limit by default.
  public var changedHandleLimit: Int {
    get { tableau.valueChangeLimit }
    set { tableau.valueChangeLimit = newValue }
  }

  /// Whether `constraint` has been added and not removed.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    recordSlots[constraint.id] != nil
  }

  /// The number of constraints added, edit constraints included.
  public var constraintCount: Int { recordSlots.count }

  /// The symbol of `variable`, created on first use; each call takes one reference.
  mutating func retainSymbol(for variable: Variable) -> Int32 {
    if let entry = variables[variable.id] {
      variables.insert(
        VariableEntry(symbol: entry.symbol, references: entry.references + 1), for: variable.id)
      return entry.symbol
    }
    let symbol = tableau.makeSymbol(.external)
    variables.insert(VariableEntry(symbol: symbol, references: 1), for: variable.id)
    handleGeneration &+= 1
    return symbol
  }

  /// Drops one reference to `variable`, forgetting it when no constraint uses it any more.
  mutating func releaseSymbol(for variable: Variable) {
    guard let entry = variables[variable.id] else { return }
    guard entry.references == 1 else {
      variables.insert(
        VariableEntry(symbol: entry.symbol, references: entry.references - 1), for: variable.id)
      return
    }
    variables.remove(variable.id)
    tableau.purge(entry.symbol)
    handleGeneration &+= 1
  }

  /// Stores a constraint's record, reusing a free slot.
  mutating func makeRecord(_ record: ConstraintRecord) -> Int32 {
    valuesMayAllChange()
    let slot: Int32
    if let reused = freeRecords.popLast() {
      records[Int(reused)] = record
      slot = reused
    } else {
      slot = Int32(records.count)
      records.appendGrowingByQuarter(record)
    }
    recordSlots.insert(slot, for: record.constraint.id)
    return slot
  }

  /// Forgets a constraint's record and the variable references it held.
  mutating func discardRecord(_ slot: Int32) {
    valuesMayAllChange()
    let constraint = records[Int(slot)].constraint
    recordSlots.remove(constraint.id)
    for term in constraint.expression.terms { releaseSymbol(for: term.variable) }
    freeRecords.append(slot)
  }

  /// Adding or removing a constraint can move any value: the noted edits no longer matter.
  private mutating func valuesMayAllChange() {
    allValuesMayHaveChanged = true
    tableau.valueChanges.removeAll(keepingCapacity: true)
  }
}
