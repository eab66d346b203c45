import SwiftSyntax

/// Ports `@objc protocol`s: each becomes a class-bound Swift protocol, its `optional`
/// requirements get defaults in a protocol extension, and the callers that relied on a
/// requirement being optional are rewritten to match (see ``RequirementPlan``).
///
/// ```swift
/// @objc protocol CardStackDelegate: AnyObject {                  // before
///   @objc optional func cardStackShouldBegin(_ stack: CardStack) -> Bool
/// }
/// if delegate?.cardStackShouldBegin?(self) ?? true { … }
///
/// protocol CardStackDelegate: AnyObject {                        // after
///   func cardStackShouldBegin(_ stack: CardStack) -> Bool
/// }
/// extension CardStackDelegate {
///   func cardStackShouldBegin(_ stack: CardStack) -> Bool { true }
/// }
/// if delegate?.cardStackShouldBegin(self) ?? true { … }
/// ```
struct ObjCProtocolRewrite: Rewrite {
  static let construct = "`@objc` protocol"
  static let useConstruct = "`@objc optional` requirement"

  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    let index = package.index
    guard !index.objcProtocols.isEmpty else { return [:] }
    let requirements = index.objcProtocols.values.flatMap(\.optionalRequirements)
    let names = Set(requirements.map(\.baseName))
    // Only files that name a requirement can use or implement one.
    let relevant = package.files.filter { file in names.contains(where: file.mentions) }
    var uses: [String: [OptionalRequirementUse]] = [:]
    for file in relevant {
      let finder = OptionalRequirementUseFinder(requirements: requirements, index: index)
      finder.walk(file.tree)
      uses[file.path] = finder.uses
    }
    let allUses = Dictionary(grouping: uses.values.joined(), by: \.requirement.key)
    let plans = Dictionary(
      uniqueKeysWithValues: requirements.map {
        ($0.key, RequirementPlan($0, uses: allUses[$0.key] ?? []))
      })
    var outcomes: [String: RewriteOutcome] = [:]
    for file in package.files
    where file.mentions("objc") || relevant.contains(where: { $0.path == file.path }) {
      var outcome = RewriteOutcome()
      let declarations = ObjCProtocolDeclarationFinder()
      declarations.walk(file.tree)
      for proto in declarations.protocols {
        outcome.merge(Self.port(proto, in: file, plans: plans))
      }
      for use in uses[file.path] ?? [] {
        if let plan = plans[use.requirement.key] {
          outcome.merge(Self.port(use, plan: plan, in: file))
        }
      }
      let members = ConformingMemberFinder(requirements: requirements, index: index)
      members.walk(file.tree)
      for member in members.found {
        outcome.merge(Self.port(member, plans: plans, in: file, index: index))
      }
      outcomes[file.path] = outcome
    }
    return outcomes
  }
}
