/// The stored properties of an object and its superclasses, read with `Mirror`: how outlets,
/// outlet collections and action bindings are found, since Linux has no key-value coding.
///
/// UIKit's own classes declare none, so the walk stops at the first class of this module.
@MainActor
enum ReflectedProperties {
  /// Calls `body` with each stored property's label and value, the object's own class first.
  static func forEach(in object: AnyObject, _ body: (String, Any) -> Void) {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, !isUIKitClass(current.subjectType) {
      for child in current.children {
        if let label = child.label { body(label, child.value) }
      }
      mirror = current.superclassMirror
    }
  }

  private static let moduleName = String(reflecting: UIView.self).prefix { $0 != "." }

  private static func isUIKitClass(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix(moduleName + ".")
  }
}

extension ReflectedProperties {
  /// The `@Outlet` property named `name` of `object`, if it has one.
  static func outlet(named name: String, in object: AnyObject) -> (any OutletConnecting)? {
    var found: (any OutletConnecting)?
    forEach(in: object) { label, value in
      if found == nil, label == "_" + name { found = value as? any OutletConnecting }
    }
    return found
  }

  /// The `@OutletCollection` property named `name` of `object`, if it has one.
  static func outletCollection(named name: String, in object: AnyObject)
    -> (any OutletCollectionConnecting)?
  {
    var found: (any OutletCollectionConnecting)?
    forEach(in: object) { label, value in
      if found == nil, label == "_" + name { found = value as? any OutletCollectionConnecting }
    }
    return found
  }

  /// The ``ActionBinding`` for `selector` among `object`'s stored properties, if any.
  static func actionBinding(for selector: Selector, in object: AnyObject) -> ActionBinding? {
    var found: ActionBinding?
    forEach(in: object) { _, value in
      if found == nil, let binding = value as? ActionBinding, binding.selector == selector {
        found = binding
      }
    }
    return found
  }
}
