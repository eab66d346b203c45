/// An object that can respond to and handle events, and a link in the responder chain.
///
/// Matches UIKit: views, view controllers, windows and the application are responders, and an
/// event a responder does not handle travels to ``next``. Subclasses override ``next`` to
/// build the chain described in `UIView.next` and `UIViewController.next`.
@MainActor
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or `nil` at its end (the application's delegate side).
  open var next: UIResponder? { nil }

  open override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }
}

extension ObjectIdentifier {
  /// The address UIKit prints in descriptions such as `<UIView: 0x7f…>`.
  var debugAddress: String {
    "0x" + String(UInt(bitPattern: hashValue), radix: 16)
  }
}
