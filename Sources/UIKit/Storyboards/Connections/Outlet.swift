/// A property an Interface Builder file connects an outlet to: Linux's `@IBOutlet`.
///
/// On iOS, `@IBOutlet` marks a property that nib loading sets by name through key-value coding.
/// Linux has neither `@objc` properties nor key-value coding, so the attribute cannot be used;
/// mark the property `@Outlet` instead and leave the rest of the code as it was:
///
/// ```swift
/// final class GreetingViewController: UIViewController {
///   @Outlet var nameLabel: UILabel!        // was: @IBOutlet weak var nameLabel: UILabel!
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     nameLabel.text = "안녕하세요"
///   }
/// }
/// ```
///
/// When a file connects the outlet `nameLabel`, the loader finds the stored property
/// `_nameLabel` that the wrapper adds (with `Mirror`) and sets it. The reference is strong, as
/// Apple now recommends for outlets; an object the file connects that is not of the property's
/// type raises, as a failed cast would. A connection to a property that is not an `@Outlet`
/// raises `NSUnknownKeyException` with UIKit's "not key value coding-compliant" message.
@propertyWrapper
public final class Outlet<Value> {
  /// The connected object, or the initial value until the file connects one.
  public var wrappedValue: Value

  /// Makes an outlet with an initial value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Makes an outlet that is `nil` until connected: `@Outlet var label: UILabel!`.
  public convenience init() where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil)
  }
}

/// What the loader sets outlets through, whatever their value type.
protocol OutletConnecting: AnyObject {
  /// The type the property holds, for messages.
  var valueTypeName: String { get }
  /// Whether `object` has the property's type.
  func accepts(_ object: AnyObject) -> Bool
  /// Sets the value if `object` has the property's type.
  func connect(_ object: AnyObject)
}

extension Outlet: OutletConnecting {
  var valueTypeName: String { "\(Value.self)" }

  func accepts(_ object: AnyObject) -> Bool { object is Value }

  func connect(_ object: AnyObject) {
    if let value = object as? Value { wrappedValue = value }
  }
}
