/// Connects the name Interface Builder gives an action to the method that performs it: how an
/// `@IBAction` is found on Linux.
///
/// On iOS, a button's action connection names a selector (`greet:`) that the Objective-C runtime
/// looks up on the target when the button is clicked. Linux has no runtime lookup, so a class
/// that is the target of actions declares, next to each `@IBAction` method, a stored binding
/// from the selector to the method. Keep the method as it was:
///
/// ```swift
/// final class GreetingViewController: UIViewController {
///   @Outlet var nameLabel: UILabel!
///
///   @IBAction func greet(_ sender: UIButton) { nameLabel.text = "안녕하세요" }
///   private let greetAction = ActionBinding("greet:", GreetingViewController.greet)
///
///   func reset() { nameLabel.text = nil }  // @IBAction takes exactly one argument on Linux
///   private let resetAction = ActionBinding("reset", GreetingViewController.reset)
/// }
/// ```
///
/// The loader finds bindings among the target's stored properties (with `Mirror`) when the
/// control sends the action, as UIKit does: a subclass can add its own, and overriding the method
/// overrides what the binding calls. Unwind actions, which take a `UIStoryboardSegue`, are bound
/// the same way. An action sent to a target with no binding for it raises UIKit's
/// "unrecognized selector sent to instance".
public struct ActionBinding {
  /// What happened when a binding was asked to perform.
  enum Outcome {
    case performed
    /// The target is not of the class the binding was declared in.
    case wrongTarget
    /// The sender is not of the type the method takes: its name.
    case wrongSender(String)
  }

  /// The action's Objective-C name, as the file writes it: `"greet:"`.
  public let selector: Selector
  private let invoke: @MainActor (AnyObject, Any?) -> Outcome

  /// Binds an action that takes no argument (`reset`) to a method of `Target`.
  public init<Target: AnyObject>(
    _ selector: Selector, _ method: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.selector = selector
    invoke = { target, _ in
      guard let target = target as? Target else { return .wrongTarget }
      method(target)()
      return .performed
    }
  }

  /// Binds an action that takes its sender (`greet:`) to a method of `Target` taking a `Sender`:
  /// the control for actions, the segue for unwind actions.
  public init<Target: AnyObject, Sender>(
    _ selector: Selector, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    self.selector = selector
    invoke = { target, sender in
      guard let target = target as? Target else { return .wrongTarget }
      // Unwrapped first, so that a method taking `Any` gets the sender, not an optional.
      let typed = sender.map { $0 as? Sender } ?? (Any?.none as? Sender)
      guard let typed else { return .wrongSender("\(Sender.self)") }
      method(target)(typed)
      return .performed
    }
  }

  @MainActor
  func perform(on target: AnyObject, sender: Any?) -> Outcome {
    invoke(target, sender)
  }

  /// The binding for `selector` that `target` declares, if any.
  @MainActor
  static func find(_ selector: Selector, in target: AnyObject) -> ActionBinding? {
    ReflectedProperties.actionBinding(for: selector, in: target)
  }
}
