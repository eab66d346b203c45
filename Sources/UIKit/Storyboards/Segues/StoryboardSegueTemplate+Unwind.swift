/// Unwind segues: back to a controller further up that has the unwind action.
///
/// Matches UIKit's search: from the source's parent up through parents and presenters, each
/// ancestor's `allowedChildrenForUnwinding(from:)` (most recent first, each searched with its own
/// children) are asked `canPerformUnwindSegueAction(_:from:sender:)` before the ancestor itself.
/// The found controller's unwind action runs (through its ``ActionBinding``) after the source's
/// `prepare(for:sender:)`; then navigation controllers on the way pop back to it, containers get
/// `unwind(for:towards:)`, and whatever it presented is dismissed. With no controller found,
/// nothing happens, as in UIKit.
extension StoryboardSegueTemplate {
  func performUnwind(sender: Any?) {
    let action = Selector(element["unwindAction"] ?? "")
    let unwindSource = UIStoryboardUnwindSegueSource(
      source: source, unwindAction: action, sender: sender)
    guard let destination = Self.unwindDestination(for: unwindSource) else { return }
    let animates = self.animates
    let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    segue.setKindPerformHandler { [unowned segue] in Self.unwind(segue, animated: animates) }
    source.prepare(for: segue, sender: sender)
    if let binding = ActionBinding.find(action, in: destination),
      case .wrongSender(let expected) = binding.perform(on: destination, sender: segue)
    {
      UIKitException.raise(
        .invalidArgumentException,
        "-[\(String(reflecting: type(of: destination))) \(action)]: the unwind action's "
          + "ActionBinding takes a \(expected), not a UIStoryboardSegue")
    }
    segue.perform()
  }

  /// The transition back: each container above the destination shows the child on the way
  /// (navigation controllers pop to it), and a presentation above the destination that holds
  /// the source is dismissed.
  static func unwind(_ segue: UIStoryboardSegue, animated: Bool) {
    var child = segue.destination
    while let container = child.parent {
      container.unwind(for: segue, towards: child)
      if let navigation = container as? UINavigationController,
        navigation.viewControllers.contains(where: { $0 === child }),
        navigation.topViewController !== child
      {
        navigation.popToViewController(child, animated: animated)
      }
      child = container
    }
    var presenter: UIViewController? = segue.destination
    while let candidate = presenter {
      if let presented = candidate.presentedViewController, holds(presented, segue.source) {
        candidate.dismiss(animated: animated)
        return
      }
      presenter = candidate.parent
    }
  }

  /// Whether `controller` is `root` or lies under it, through parents and presentations.
  private static func holds(_ root: UIViewController, _ controller: UIViewController) -> Bool {
    var current: UIViewController? = controller
    while let candidate = current {
      if candidate === root { return true }
      current = candidate.parent ?? candidate.presentingViewController
    }
    return false
  }

  static func unwindDestination(for unwindSource: UIStoryboardUnwindSegueSource)
    -> UIViewController?
  {
    var current = unwindSource.source
    while let ancestor = current.parent ?? current.presentingViewController {
      for child in ancestor.allowedChildrenForUnwinding(from: unwindSource).reversed()
      where child !== current {
        if let found = search(child, for: unwindSource) { return found }
      }
      if ancestor.canPerformUnwindSegueAction(
        unwindSource.unwindAction, from: unwindSource.source, sender: unwindSource.sender)
      {
        return ancestor
      }
      current = ancestor
    }
    return nil
  }

  private static func search(
    _ controller: UIViewController, for unwindSource: UIStoryboardUnwindSegueSource
  ) -> UIViewController? {
    for child in controller.allowedChildrenForUnwinding(from: unwindSource).reversed() {
      if let found = search(child, for: unwindSource) { return found }
    }
    return controller.canPerformUnwindSegueAction(
      unwindSource.unwindAction, from: unwindSource.source, sender: unwindSource.sender)
      ? controller : nil
  }
}
