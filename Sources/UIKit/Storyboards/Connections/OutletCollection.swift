/// An array an Interface Builder file appends objects to: Linux's `@IBOutlet var … : [T]!`.
///
/// Matches UIKit's outlet collections, which fill an array in the order the file lists the
/// connections. As with ``Outlet``, Linux cannot use `@IBOutlet`, so mark the property
/// `@OutletCollection`:
///
/// ```swift
/// @OutletCollection var digitButtons: [UIButton]   // was: @IBOutlet var digitButtons: [UIButton]!
/// ```
@propertyWrapper
public final class OutletCollection<Element> {
  /// The connected objects, in the file's order.
  public var wrappedValue: [Element]

  /// Makes an empty collection, or one with initial elements.
  public init(wrappedValue: [Element] = []) {
    self.wrappedValue = wrappedValue
  }
}

/// What the loader appends to outlet collections through, whatever their element type.
protocol OutletCollectionConnecting: AnyObject {
  /// The type of the elements, for messages.
  var elementTypeName: String { get }
  /// Appends `object` if it has the element type; returns whether it did.
  func append(_ object: AnyObject) -> Bool
}

extension OutletCollection: OutletCollectionConnecting {
  var elementTypeName: String { "\(Element.self)" }

  func append(_ object: AnyObject) -> Bool {
    guard let element = object as? Element else { return false }
    wrappedValue.append(element)
    return true
  }
}
