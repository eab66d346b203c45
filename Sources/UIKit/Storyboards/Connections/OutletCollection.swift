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
  /// Whether `object` has the element type.
  func accepts(_ object: AnyObject) -> Bool
  /// Appends `object` if it has the element type.
  func append(_ object: AnyObject)
}

extension OutletCollection: OutletCollectionConnecting {
  var elementTypeName: String { "\(Element.self)" }

  func accepts(_ object: AnyObject) -> Bool { object is Element }

  func append(_ object: AnyObject) {
    if let element = object as? Element { wrappedValue.append(element) }
  }
}
