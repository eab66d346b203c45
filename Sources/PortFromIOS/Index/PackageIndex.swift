import SwiftSyntax

/// What the package's files declare, for rewrites that connect a use in one file with a
/// declaration in another: types and their inheritance, functions and their signatures,
/// `@objc` protocols and their `optional` requirements, and the declared types of variables.
///
/// It is syntactic: names are matched as written, with no type checking. Rewrites that depend on
/// it are written to stay correct when a name resolves elsewhere (they leave the construct and
/// say so), not to guess.
struct PackageIndex {
  /// The package's types by name. Two types of one name (nested in different types) keep the
  /// first.
  private(set) var types: [String: TypeInfo] = [:]
  /// Every function the package declares, in file order.
  private(set) var functions: [FunctionInfo] = []
  /// `@objc` protocols by name.
  private(set) var objcProtocols: [String: ObjCProtocolInfo] = [:]
  /// For each variable, property and parameter name, the type names its declarations mention.
  private(set) var variableTypes: [String: Set<String>] = [:]
  /// The properties each type (with its extensions) declares, by the type's name.
  private(set) var memberProperties: [String: Set<String>] = [:]

  /// The index of the declarations `collectors` found, one collector for each file.
  init(_ collectors: [IndexCollector]) {
    for collector in collectors {
      for type in collector.types {
        if var known = types[type.name] {
          known.inherited += type.inherited
          types[type.name] = known
        } else {
          types[type.name] = type
        }
      }
      for (name, inherited) in collector.extensionInheritance {
        extensionInheritance[name, default: []] += inherited
      }
      functions += collector.functions
      for proto in collector.objcProtocols { objcProtocols[proto.name] = proto }
      for (owner, names) in collector.memberProperties {
        memberProperties[owner, default: []].formUnion(names)
      }
      for (name, mentioned) in collector.variableTypes {
        variableTypes[name, default: []].formUnion(mentioned)
      }
    }
    for (name, inherited) in extensionInheritance { types[name]?.inherited += inherited }
  }

  private var extensionInheritance: [String: [String]] = [:]

  /// The functions whose base name is `base`.
  func functions(named base: String) -> [FunctionInfo] {
    functions.filter { $0.name.base == base }
  }

  /// The superclass of a class the package declares: the first name of its inheritance clause,
  /// when that names a class of the package or looks like one of Apple's classes.
  func superclass(of type: String) -> String? {
    guard let info = types[type], info.kind == .class, let first = info.inherited.first else {
      return nil
    }
    if let known = types[first] { return known.kind == .class ? first : nil }
    return Self.looksLikeAppleClass(first) ? first : nil
  }

  /// `type` and its superclasses, nearest first, as far as the package and Apple's naming tell.
  func lineage(of type: String) -> [String] {
    var chain = [type]
    while let next = superclass(of: chain[chain.count - 1]), !chain.contains(next) {
      chain.append(next)
    }
    return chain
  }

  /// Whether `type` is isolated to the main actor: marked `@MainActor`, or a subclass of a
  /// UIKit class (UIKit marks its classes `@MainActor`).
  func isMainActor(_ type: String) -> Bool {
    lineage(of: type).contains { name in
      if let info = types[name] { return info.isMarkedMainActor }
      return name.hasPrefix("UI") || name.hasPrefix("CA")
    }
  }

  /// Whether the package declares `type` itself (so a rewrite may add to its body).
  func owns(_ type: String) -> Bool { types[type] != nil }

  /// The method named `name` (or, with `labels` `nil`, any method of that base name) that an
  /// instance of `type` has: declared in `type`, its extensions or its superclasses. With `type`
  /// `nil`, or when none is found there, the one function of that name in the package, if it
  /// is the only one.
  func method(_ base: String, labels: [String]?, in type: String?) -> FunctionInfo? {
    let candidates = functions(named: base).filter { labels == nil || $0.name.labels == labels }
    if let type {
      for name in lineage(of: type) {
        let own = candidates.filter { $0.owner == name }
        if own.count == 1 { return own[0] }
        if own.count > 1 { return nil }
      }
    }
    let distinct = Set(candidates.map { "\($0.name)\($0.parameterTypes)" })
    return distinct.count == 1 ? candidates.first : nil
  }

  /// Whether `type` itself (its body or an extension) declares `member`.
  func declares(_ member: ObjCProtocolInfo.Requirement.Member, in type: String) -> Bool {
    switch member {
    case .function(let name):
      functions.contains { $0.owner == type && $0.name == name }
    case .property(let name):
      memberProperties[type]?.contains(name) == true
    }
  }

  /// The type nearest `type` in its lineage whose inheritance clause names `proto`.
  func conformanceDeclarer(of proto: String, for type: String) -> String? {
    lineage(of: type).first {
      types[$0]?.inherited.contains(proto) == true
        || extensionInheritance[$0]?.contains(proto) == true
    }
  }

  /// Whether a variable called `name` is declared with a type that mentions `typeName`.
  func variable(_ name: String, mentions typeName: String) -> Bool {
    variableTypes[name]?.contains(typeName) == true
  }

  /// Apple's classes start with a two-letter prefix; their protocols end with these words.
  private static func looksLikeAppleClass(_ name: String) -> Bool {
    let prefixes = ["UI", "NS", "CA", "CG"]
    let protocolEndings = [
      "Delegate", "DataSource", "Protocol", "ing", "Item", "Environment", "Container", "Appearance",
      "Convertible",
    ]
    return prefixes.contains { name.hasPrefix($0) }
      && !protocolEndings.contains { name.hasSuffix($0) }
  }
}
