import SwiftSyntax

/// Ports Interface Builder connections: `@IBOutlet` properties become this UIKit's `@Outlet`
/// (or `@OutletCollection` for arrays), and each `@IBAction` method gets the ``ActionBinding``
/// the storyboard loader finds it by.
///
/// ```swift
/// @IBOutlet weak var nameLabel: UILabel!            // before
/// @IBAction func greet(_ sender: UIButton) { … }
///
/// @Outlet var nameLabel: UILabel!                   // after
/// @IBAction func greet(_ sender: UIButton) { … }
/// private let greetAction = ActionBinding("greet:", GreetingViewController.greet(_:))
/// ```
///
/// Outlets become strong references: a property wrapper cannot be `weak`, and Apple recommends
/// strong outlets; the view hierarchy keeps the same objects alive either way.
struct OutletRewrite: Rewrite {
  static let construct = "Interface Builder connection"

  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    var outcomes: [String: RewriteOutcome] = [:]
    for file in package.files where file.mentions("@IB") {
      let finder = InterfaceBuilderFinder()
      finder.walk(file.tree)
      var outcome = RewriteOutcome()
      for (variable, attribute) in finder.outlets {
        outcome.merge(Self.port(variable, attribute, in: file))
      }
      for action in finder.actions {
        outcome.merge(Self.port(action, in: file))
      }
      outcomes[file.path] = outcome
    }
    return outcomes
  }

  private static func port(
    _ variable: VariableDeclSyntax, _ attribute: AttributeSyntax, in file: ParsedFile
  ) -> RewriteOutcome {
    var outcome = RewriteOutcome()
    let type = variable.bindings.first?.typeAnnotation?.type
    let array = Self.arrayType(type)
    outcome.edit(
      TextEdit(
        range: file.range(of: attribute.attributeName),
        replacement: array == nil ? "Outlet" : "OutletCollection"))
    for modifier in variable.modifiers where ["weak", "unowned"].contains(modifier.name.text) {
      outcome.edit(.remove(file.removalRange(of: modifier)))
    }
    if let array, let type, array.trimmedDescription != type.trimmedDescription {
      // `[UIButton]!` is `[UIButton]`: a collection starts empty rather than nil.
      outcome.edit(TextEdit(range: file.range(of: type), replacement: array.trimmedDescription))
    }
    outcome.rewrote(
      construct, at: file.start(of: attribute),
      array == nil
        ? "`@IBOutlet` is `@Outlet`, a strong reference the loader sets"
        : "`@IBOutlet` of an array is `@OutletCollection`, which starts empty")
    return outcome
  }

  private static func port(_ action: InterfaceBuilderFinder.Action, in file: ParsedFile)
    -> RewriteOutcome
  {
    var outcome = RewriteOutcome()
    let function = action.function
    let name = function.functionName
    guard let owner = action.owner else {
      outcome.cannotPort(
        construct, at: file.start(of: function),
        "the `ActionBinding` the loader finds `\(name)` by is a stored property of a non-generic "
          + "class, and this method is in an extension or a generic class: bind it by hand in "
          + "the class that the storyboard names")
      return outcome
    }
    guard name.labels.count <= 1 else {
      outcome.cannotPort(
        construct, at: file.start(of: function),
        "an action here takes at most its sender: drop the event argument")
      return outcome
    }
    guard !action.isBound else { return outcome }
    let property =
      action.takenNames.contains("\(name.base)Action")
      ? "\(name.base)ActionBinding" : "\(name.base)Action"
    let reference = name.labels.isEmpty ? "\(owner).\(name.base)" : "\(owner).\(name)"
    let indent = file.indentation(ofLineAt: file.start(of: function))
    outcome.edit(
      .insert(
        "\n\(indent)private let \(property) = ActionBinding(\"\(name.objectiveCSelector)\", \(reference))",
        at: file.end(of: function)))
    outcome.rewrote(
      construct, at: file.start(of: function),
      "`\(name)` is bound to the selector `\(name.objectiveCSelector)` the storyboard names")
    return outcome
  }

  /// The array type of an outlet collection, without `!` or `?`; `nil` for other types.
  private static func arrayType(_ type: TypeSyntax?) -> TypeSyntax? {
    guard let type else { return nil }
    if type.is(ArrayTypeSyntax.self) { return type }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self),
      unwrapped.wrappedType.is(ArrayTypeSyntax.self)
    {
      return unwrapped.wrappedType
    }
    if let optional = type.as(OptionalTypeSyntax.self),
      optional.wrappedType.is(ArrayTypeSyntax.self)
    {
      return optional.wrappedType
    }
    return nil
  }
}
