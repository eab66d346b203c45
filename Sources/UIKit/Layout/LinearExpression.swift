import Cassowary

/// The solver's linear expression. Foundation also declares an `Expression` (for predicates),
/// so the layout code names the solver's by this alias.
typealias LinearExpression = Cassowary.Expression
