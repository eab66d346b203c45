/// Finds the Swift class an Interface Builder file names in `customClass` and `customModule`.
///
/// iOS asks the Objective-C runtime. Linux has none, but the Swift runtime keeps a record of
/// every nominal type in every loaded image, and `NSClassFromString` reads it for a top-level
/// class written `Module.Class`; nested classes (`Outer.Inner`) are found by their mangled
/// names. Types the runtime cannot name (private and fileprivate classes, generic classes) are
/// found only when registered with ``UINib/registerClass(_:forClassName:)``.
///
/// With no `customModule`, the class is looked for among the registered names, then in every
/// module the file names elsewhere, in the main executable's module, and in UIKit itself.
@MainActor
enum InterfaceClassLookup {
  /// Classes registered by name: both the bare name and `Module.Name`.
  static var registered: [String: AnyClass] = [:]

  /// How to make custom objects, by the class name files give them; forgotten between tests,
  /// as each registers what it loads.
  @ProcessWide static var objectFactories: [String: @MainActor () -> NSObject] = [:]

  static func register(_ type: AnyClass, as name: String?) {
    let qualified = String(reflecting: type)
    registered[qualified] = type
    registered[name ?? String(qualified.split(separator: ".").last ?? "")] = type
  }

  /// The class an element's `customClass` names, or `nil` with the qualified names that were
  /// tried. `bundle` is the bundle the file came from.
  ///
  /// Xcode writes `customModuleProvider="target"` for a class in the target that holds the
  /// file, with the module name it had when the class was set; the build then puts in the
  /// target's module. So such a class is looked for in the module of the file's bundle (a
  /// SwiftPM resource bundle is `Package_Target.resources`) and the main executable first,
  /// and in the written module after them.
  static func resolve(
    className: String, of element: InterfaceElement, document: InterfaceDocument,
    bundle: Bundle?
  ) -> Result<AnyClass, NotFound> {
    var candidates: [String] = []
    if let module = element["customModule"] {
      if element["customModuleProvider"] == "target" {
        candidates += targetModules(of: bundle).map { "\($0).\(className)" }
      }
      candidates.append("\(module).\(className)")
    } else {
      var modules = document.modules
      if let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent {
        modules.append(executable)
      }
      modules.append("UIKit")
      candidates += modules.map { "\($0).\(className)" }
    }
    for name in candidates + [className] {
      if let type = registered[name] { return .success(type) }
    }
    for name in candidates where name.contains(".") {
      if let type = lookUpInRuntime(name) { return .success(type) }
    }
    if className.hasPrefix("_Tt"), let type = lookUpObjectiveCName(className) {
      return .success(type)
    }
    return .failure(NotFound(triedNames: candidates))
  }

  /// The modules a file in `bundle` may belong to: those a SwiftPM resource bundle's name
  /// allows (`Package_Target.resources` is target `Target`, whose name may hold underscores),
  /// then the main executable's.
  private static func targetModules(of bundle: Bundle?) -> [String] {
    var modules: [String] = []
    if let name = bundle?.bundleURL.lastPathComponent, name.hasSuffix(".resources") {
      let parts = name.dropLast(".resources".count).split(separator: "_")
      for start in parts.indices.dropFirst() {
        modules.append(parts[start...].joined(separator: "_"))
      }
    }
    if let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent {
      modules.append(executable)
    }
    return modules
  }

  /// The qualified names that were tried, for the message.
  struct NotFound: Error {
    let triedNames: [String]
  }

  private static func lookUpInRuntime(_ qualifiedName: String) -> AnyClass? {
    let parts = qualifiedName.split(separator: ".").map(String.init)
    guard parts.count >= 2, parts.allSatisfy(isPlainIdentifier) else { return nil }
    if parts.count == 2 { return NSClassFromString(qualifiedName) }
    // Nested: `1M5Outer...5InnerC`, where each enclosing type may be a class, struct or enum.
    let enclosing = parts.count - 2
    guard enclosing <= 3 else { return nil }
    var kinds: [[Character]] = [[]]
    for _ in 0..<enclosing {
      kinds = kinds.flatMap { prefix in ["C", "V", "O"].map { prefix + [$0] } }
    }
    for combination in kinds {
      var mangled = "\(parts[0].utf8.count)\(parts[0])"
      for (index, part) in parts.dropFirst().enumerated() {
        mangled += "\(part.utf8.count)\(part)"
        mangled += index < combination.count ? String(combination[index]) : "C"
      }
      if let type = _typeByName(mangled) as? AnyClass { return type }
    }
    return nil
  }

  /// Objective-C's name for a Swift class, `_TtC4Demo11FirstChildVC`, which Xcode writes for
  /// classes it knows by their runtime name.
  private static func lookUpObjectiveCName(_ name: String) -> AnyClass? {
    var rest = Substring(name.dropFirst(3))
    guard rest.first == "C" else { return nil }
    rest = rest.dropFirst()
    var parts: [String] = []
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let length = Int(digits), length > 0 else { return nil }
      rest = rest.dropFirst(digits.count)
      guard rest.count >= length else { return nil }
      parts.append(String(rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    guard parts.count == 2 else { return nil }
    return lookUpInRuntime(parts.joined(separator: "."))
  }

  private static func isPlainIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_"
    }
  }
}
