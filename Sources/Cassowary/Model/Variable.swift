import Synchronization

/// An unknown of a layout, such as one view's left edge.
///
/// A variable is a plain value: it belongs to no solver, so the layout layer can create the four
/// variables of a view once and use them in constraints before any solver exists. Identity is the
/// process-wide unique `id`; the name only serves descriptions.
///
/// ```swift
/// let left = Variable("button.left")
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  private static let nextID = Atomic<Int>(0)

  /// The process-wide unique identity of this variable.
  public let id: Int

  /// The name shown in descriptions; empty names print as `v<id>`.
  public let name: String

  /// Creates a variable with a fresh identity.
  public init(_ name: String = "") {
    id = Variable.nextID.add(1, ordering: .relaxed).newValue
    self.name = name
  }

  /// The name, or `v<id>` for an unnamed variable.
  public var description: String { name.isEmpty ? "v\(id)" : name }

  /// Same identity: two variables with the same name are still different variables.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the identity, matching equality.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
