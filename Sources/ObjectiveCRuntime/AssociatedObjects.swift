// The Objective-C runtime's associated objects, with its names, for the libraries that hang
// storage on UIKit objects (an Auto Layout DSL's constraint lists, a menu's state on a view
// controller). Values are kept in ``AssociationTable``, keyed weakly by the object.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Associates `value` with `object` under `key`, as the Objective-C runtime does; `nil` removes
/// the association.
///
/// ```swift
/// private var menuKey: UInt8 = 0
/// objc_setAssociatedObject(viewController, &menuKey, menu, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
/// ```
///
/// `object` must be a class instance: a value type has no identity to associate with. The value
/// lives as long as the object does (with a retaining policy), until the next association made
/// after the object is released.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociationTable.shared.set(value, of: object as AnyObject, for: key, policy: policy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The value associated with `object` under `key`, or `nil`, as the Objective-C runtime's
/// `objc_getAssociatedObject`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociationTable.shared.value(of: object as AnyObject, for: key)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Removes every value associated with `object`, as the Objective-C runtime's
/// `objc_removeAssociatedObjects`.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociationTable.shared.removeAll(of: object as AnyObject)
}
