/// Interface Builder storyboards, which cannot exist on Linux.
///
/// The type exists so that iOS code that mentions storyboards (as seeds 001 and 002 do)
/// compiles. Opening one raises `NSInvalidArgumentException` with the message iOS gives for a
/// missing storyboard, plus what to do instead. With a recording exception handler the
/// storyboard is still made: it then instantiates plain view controllers by identifier, and
/// `nil` as its initial view controller.
@MainActor
open class UIStoryboard: NSObject {
  /// The name the storyboard was asked for.
  public let name: String

  /// Matches iOS's failure for a missing storyboard: raises `NSInvalidArgumentException`, since
  /// storyboards are not supported on Linux.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    super.init()
    UIKitException.raise(
      .invalidArgumentException,
      "Could not find a storyboard named '\(name)' in bundle "
        + "\(storyboardBundleOrNil?.bundlePath ?? Bundle.main.bundlePath): storyboards are not "
        + "supported on Linux; create the view controllers in code")
  }

  /// Always `nil`: there is no storyboard to read.
  open func instantiateInitialViewController() -> UIViewController? { nil }

  /// A plain `UIViewController`, reached only when the exception handler records instead of
  /// stopping.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    UIViewController()
  }

  /// A plain `UIViewController`, reached only when the exception handler records instead of
  /// stopping.
  open func instantiateViewController(identifier: String) -> UIViewController {
    UIViewController()
  }
}

/// A storyboard transition, as `prepare(for:sender:)` receives it.
@MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue leads to.
  public let destination: UIViewController

  /// Makes a segue; without storyboards, code makes these itself to call `prepare(for:sender:)`.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Does nothing: there is no storyboard transition to run.
  open func perform() {}
}

/// The source of an unwind segue, for `allowedChildrenForUnwinding(from:)`.
@MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
  /// The controller the unwind starts from.
  public let source: UIViewController
  /// The object that started the unwind.
  public let sender: Any?

  /// Makes an unwind source.
  public init(source: UIViewController, sender: Any?) {
    self.source = source
    self.sender = sender
    super.init()
  }
}
