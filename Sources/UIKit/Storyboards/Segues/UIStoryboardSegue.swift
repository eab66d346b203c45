/// A transition from one view controller to another that a storyboard describes.
///
/// Matches UIKit: the storyboard makes the segue once the destination exists, passes it to the
/// source's `prepare(for:sender:)`, then calls ``perform()``. A custom segue class (a segue of
/// kind Custom, or any segue with a class set in the file) overrides ``perform()``; it is made by
/// name with ``init(identifier:source:destination:)``, which is `required` here because Linux
/// makes classes by name through that initializer.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// Matches UIKit: the segue's identifier in the storyboard, if it has one.
  public let identifier: String?
  /// Matches UIKit: the controller the segue starts from.
  public let source: UIViewController
  /// Matches UIKit: the controller the segue leads to.
  public let destination: UIViewController
  private var performHandler: (() -> Void)?

  /// Matches UIKit: a segue whose ``perform()`` does nothing until a subclass overrides it.
  public required init(
    identifier: String?, source: UIViewController, destination: UIViewController
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Matches UIKit: a segue whose ``perform()`` runs `performHandler`.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Matches UIKit: runs the transition: the perform handler, or the storyboard's transition
  /// for the segue's kind (show, present, embed, unwind). Subclasses override it.
  open func perform() {
    performHandler?()
  }

  /// Gives a segue made from a file the transition of its kind, which an override of
  /// ``perform()`` replaces.
  func setKindPerformHandler(_ handler: @escaping () -> Void) {
    performHandler = handler
  }
}
