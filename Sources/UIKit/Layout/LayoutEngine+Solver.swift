import Cassowary

/// The one way into the solver: adding, removing and changing constraints, reporting conflicts
/// in UIKit's words.
extension LayoutEngine {
  /// Adds a constraint, or reports why it cannot be added, and leaves it out. A conflict gets
  /// UIKit's "Unable to simultaneously satisfy constraints" message; any other refusal gets a
  /// message naming the constraint and the reason, never silence. The solver form of an
  /// `owner` is described through its record later, so its description is not kept.
  @discardableResult
  func add(
    _ constraint: Constraint, description: @autoclosure @escaping () -> String,
    breaking owner: NSLayoutConstraint? = nil
  ) -> Bool {
    do throws(SolverError) {
      try solver.addConstraint(constraint)
      if owner == nil { descriptions[constraint.id] = description }
      solutionDidChange()
      return true
    } catch {
      if case .unsatisfiableConstraint(_, let conflicting) = error {
        reportConflict(breaking: description(), conflicting: conflicting)
      } else {
        UIKitLog.warning(
          "[LayoutConstraints] Could not install \(description()): \(error). The constraint is "
            + "left out of the layout; deactivate it and activate it again to retry.")
      }
      return false
    }
  }

  func remove(_ constraint: Constraint) {
    do throws(SolverError) {
      try solver.removeConstraint(constraint)
      descriptions[constraint.id] = nil
      solutionDidChange()
    } catch {
      // Already gone: nothing to undo.
    }
  }

  func setConstant(_ constant: Double, of constraint: Constraint) {
    // Past a quarter of the items, re-reading them all beats reading a list of those that
    // moved (see `solverValuesDidChange()`).
    solver.changedHandleLimit = items.count / 4
    do throws(SolverError) {
      try solver.setConstant(constant, of: constraint)
      solutionDidChange()
    } catch {
      if case .unsatisfiableConstraint(_, let conflicting) = error {
        reportConflict(breaking: describe(constraint), conflicting: conflicting)
      }
    }
  }

  /// A solver constraint as a report names it: the engine's own description, else that of the
  /// `NSLayoutConstraint` it is the solver form of, found by a search only reports pay for.
  private func describe(_ constraint: Constraint) -> String {
    if let description = descriptions[constraint.id] { return description() }
    let owner = installedConstraints.first {
      $0.installation?.solverConstraint?.id == constraint.id
    }
    return owner?.description ?? "\(constraint)"
  }

  /// Matches UIKit's console message for unsatisfiable constraints.
  private func reportConflict(breaking description: String, conflicting: [Constraint]) {
    let list = conflicting.map { "    \"\(describe($0))\"" }
    UIKitLog.warning(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      (
      \(list.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint
      \(description)
      """)
  }

  private func solutionDidChange() {
    solverValuesDidChange()
    generation += 1
    UIApplication.shared.setNeedsFrame()
  }
}
