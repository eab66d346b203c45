import SwiftSyntax

/// Ports overriding across extensions, which Swift allows only for `@objc` members.
///
/// - An `override` in an extension of a class the package declares moves into the class body.
/// - A method declared in an extension of a class the package declares, and overridden in a
///   subclass, moves into the class body, where it can be overridden.
/// - A method declared in an extension of one of Apple's classes (the package cannot move it)
///   and overridden in subclasses dispatches through a protocol: the subclasses implement
///   `<name>Override` and conform to `<Name>Overriding`, the extension method calls that when
///   `self` conforms and `<name>Default` (the original body, what `super` reached) otherwise.
///
/// ```swift
/// extension UIViewController {                       // before
///   @objc func drawerWillOpen() { dimBackground() }
/// }
/// class Menu: UIViewController {
///   override func drawerWillOpen() { super.drawerWillOpen(); reload() }
/// }
///
/// extension UIViewController {                       // after
///   @objc func drawerWillOpen() {
///     if let overriding = self as? any DrawerWillOpenOverriding {
///       return overriding.drawerWillOpenOverride()
///     }
///     return drawerWillOpenDefault()
///   }
///   func drawerWillOpenDefault() { dimBackground() }
/// }
/// protocol DrawerWillOpenOverriding: UIViewController { func drawerWillOpenOverride() }
/// class Menu: UIViewController, DrawerWillOpenOverriding {
///   func drawerWillOpenOverride() { super.drawerWillOpenDefault(); reload() }
/// }
/// ```
struct ExtensionOverrideRewrite: Rewrite {
  static let construct = "override of an extension member"

  /// What the files hold, gathered before any edit.
  struct Survey {
    var members: [(file: ParsedFile, member: ExtensionMemberFinder.Member)] = []
    var overrides: [(file: ParsedFile, override: ExtensionMemberFinder.Override)] = []
    var privateNames: [String: Set<String>] = [:]
    /// The package, to find class declarations in.
    var package: ParsedPackage

    /// The declaration of the package's class `name`, and its file.
    func classDeclaration(_ name: String) -> (file: ParsedFile, decl: ClassDeclSyntax)? {
      guard let path = package.index.types[name]?.path,
        let file = package.files.first(where: { $0.path == path })
      else { return nil }
      let finder = ClassDeclarationFinder(name: name)
      finder.walk(file.tree)
      return finder.found.map { (file, $0) }
    }
  }

  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    var survey = Survey(package: package)
    for file in package.files where file.mentions("extension") || file.mentions("override") {
      let finder = ExtensionMemberFinder()
      finder.walk(file.tree)
      survey.members += finder.members.map { (file, $0) }
      survey.overrides += finder.overrides.map { (file, $0) }
      survey.privateNames[file.path] = finder.privateNames
    }
    var porter = ExtensionOverridePorter(index: package.index, survey: survey)
    for (file, member) in survey.members {
      porter.port(member, in: file)
    }
    porter.removeEmptiedExtensions()
    return porter.outcomes
  }
}
