/// Interface Builder storyboards, which cannot exist on Linux.
///
/// The type exists so that iOS code that mentions storyboards (as seeds 001 and 002 do)
/// compiles. Opening one raises `NSInvalidArgumentException` with the message iOS gives for a
/// missing storyboard, plus what to do instead; with a recording exception handler the
/// storyboard then instantiates plain view controllers.
@MainActor
open class UIStoryboard: NSObject {
  public let name: String

  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    super.init()
    UIKitException.raise(
      .invalidArgumentException,
      "Could not find a storyboard named '\(name)' in bundle "
        + "\(storyboardBundleOrNil?.bundlePath ?? Bundle.main.bundlePath): storyboards are not "
        + "supported on Linux; create the view controllers in code")
  }

  open func instantiateInitialViewController() -> UIViewController? { nil }

  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    UIViewController()
  }

  open func instantiateViewController(identifier: String) -> UIViewController {
    UIViewController()
  }
}

/// A storyboard transition, as `prepare(for:sender:)` receives it.
@MainActor
open class UIStoryboardSegue: NSObject {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  open func perform() {}
}

/// The source of an unwind segue, for `allowedChildrenForUnwinding(from:)`.
@MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
  public let source: UIViewController
  public let sender: Any?

  public init(source: UIViewController, sender: Any?) {
    self.source = source
    self.sender = sender
    super.init()
  }
}
