/// An `@objc protocol` the package declares, with the requirements it marks `optional`.
struct ObjCProtocolInfo {
  /// One `@objc optional` requirement.
  struct Requirement: CustomStringConvertible {
    /// A method or a property.
    enum Member: Hashable {
      case function(FunctionName)
      case property(String)
    }

    /// Which member it is.
    var member: Member
    /// The method's return type, or the property's type, as written; `nil` for `Void`.
    var type: String?
    /// The protocol that declares it.
    var protocolName: String

    /// What tells requirements apart: the protocol and the member.
    var key: String { "\(protocolName).\(description)" }

    /// The member as a note shows it: `f(_:)` or `title`.
    var description: String {
      switch member {
      case .function(let name): name.description
      case .property(let name): name
      }
    }

    /// The name a call site or a reference uses.
    var baseName: String {
      switch member {
      case .function(let name): name.base
      case .property(let name): name
      }
    }

    /// The name of the flag that says whether a conforming type implements the requirement.
    var capabilityName: String {
      switch member {
      case .function(let name): name.capabilityName
      case .property(let name): FunctionName(base: name, labels: []).capabilityName
      }
    }

    /// Whether the type is an optional (`T?`, `T!`, `Optional<T>`), so an absent requirement
    /// and a present one returning `nil` look the same to a caller.
    var returnsOptional: Bool {
      guard let type else { return false }
      return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
  }

  /// The protocol's name.
  var name: String
  /// The file it is declared in.
  var path: String
  /// Its `optional` requirements.
  var optionalRequirements: [Requirement]
}
