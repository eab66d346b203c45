/// A `<segue>` of a storyboard scene, ready to run from its source controller: UIKit's
/// `UIStoryboardSegueTemplate`.
///
/// Matches UIKit's order. A segue a control triggers first asks the source's
/// `shouldPerformSegue(withIdentifier:sender:)`; then the destination is instantiated (from its
/// scene, whole or not at all), the segue is made (of the file's custom class, if any), the
/// source's `prepare(for:sender:)` runs, and the segue performs.
@MainActor
struct StoryboardSegueTemplate {
  let element: InterfaceElement
  let source: UIViewController
  let scene: StoryboardScene

  init?(element: InterfaceElement, source: UIViewController) {
    guard let scene = source.storyboardScene else { return nil }
    self.element = element
    self.source = source
    self.scene = scene
  }

  var identifier: String? { element["identifier"] }
  var kind: String { element["kind"] ?? "" }
  /// `animates="NO"` in the file turns the transition's animation off.
  var animates: Bool { element.bool("animates") ?? true }

  /// UIKit's `perform:`, for a segue a control, item or recognizer triggers.
  func performTriggered(sender: Any?) {
    guard source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) else {
      return
    }
    perform(sender: sender)
  }

  /// UIKit's `_perform:`: destination, segue, `prepare(for:sender:)`, `perform()`.
  func perform(sender: Any?) {
    if kind == "unwind" {
      performUnwind(sender: sender)
      return
    }
    guard let destinationID = element["destination"],
      let destination = scene.storyboard.instantiateController(id: destinationID, creator: nil),
      let segue = makeSegue(destination: destination, sender: sender)
    else { return }
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// An embed segue, when the source's view has loaded: UIKit performs these with the source as
  /// the sender, asking `shouldPerformSegue(withIdentifier:sender:)` first.
  func performEmbed(in container: UIView) {
    guard source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: source),
      let destinationID = element["destination"],
      let destination = scene.storyboard.instantiateController(id: destinationID, creator: nil)
    else { return }
    let source = self.source
    let segue = UIStoryboardSegue(
      identifier: identifier, source: source, destination: destination
    ) { [weak container] in
      guard let container else { return }
      Self.embed(destination, in: container, of: source)
    }
    source.prepare(for: segue, sender: source)
    segue.perform()
  }

  /// UIKit's embed transition: the child's view is loaded first, then the child is added and
  /// its view fills the container, following it by autoresizing (or by constraints, if the view
  /// does not translate its mask).
  static func embed(
    _ child: UIViewController, in container: UIView, of parent: UIViewController
  ) {
    guard container.subviews.isEmpty else {
      UIKitException.raise(
        .internalInconsistencyException,
        "There are unexpected subviews in the container view. Perhaps the embed segue has "
          + "already fired once or a subview was added programmatically?")
      return
    }
    let childView: UIView = child.view
    parent.addChild(child)
    container.addSubview(childView)
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if !childView.translatesAutoresizingMaskIntoConstraints {
      NSLayoutConstraint.activate([
        childView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        childView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        childView.topAnchor.constraint(equalTo: container.topAnchor),
        childView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      ])
    }
    childView.frame = container.bounds
    child.didMove(toParent: parent)
  }

  /// The segue object: the file's custom class if it names one, with the transition of the
  /// segue's kind as what ``UIStoryboardSegue/perform()`` runs unless the class overrides it.
  private func makeSegue(destination: UIViewController, sender: Any?) -> UIStoryboardSegue? {
    let type: UIStoryboardSegue.Type
    if let name = element["customClass"] {
      let lookup = InterfaceClassLookup.resolve(
        className: name, of: element, document: scene.document,
        bundle: scene.storyboard.fileBundle)
      guard case .success(let found) = lookup, let segueType = found as? UIStoryboardSegue.Type
      else {
        UIKitException.raise(
          .internalInconsistencyException,
          "Could not create a segue of class '\(name)' (\(scene.document.file):\(element.line))")
        return nil
      }
      type = segueType
    } else if kind == "custom" {
      UIKitException.raise(
        .internalInconsistencyException,
        "Could not create a segue of class '(null)' (\(scene.document.file):\(element.line))")
      return nil
    } else {
      type = UIStoryboardSegue.self
    }
    let segue = type.init(identifier: identifier, source: source, destination: destination)
    prepareDestination(destination)
    if let transition = transition(to: destination, sender: sender) {
      segue.setKindPerformHandler(transition)
    }
    return segue
  }

  /// What UIKit's segue templates set on the destination before `prepare(for:sender:)`.
  private func prepareDestination(_ destination: UIViewController) {
    switch kind {
    case "presentation", "modal":
      if let style = element["modalPresentationStyle"].flatMap({
        NibDecoder.presentationStyles[$0]
      }) {
        destination.modalPresentationStyle = style
      }
      if let style = element["modalTransitionStyle"].flatMap({ NibDecoder.transitionStyles[$0] }) {
        destination.modalTransitionStyle = style
      }
    case "popoverPresentation":
      destination.modalPresentationStyle = .popover
    default: break
    }
  }

  /// The transition of each kind Xcode writes; `nil` for Custom, whose class performs it.
  private func transition(to destination: UIViewController, sender: Any?) -> (() -> Void)? {
    let source = self.source
    let animates = self.animates
    switch kind {
    case "show", "push":
      // UIKit's navigation controller pushes what `show` gives it, always animated; the segue
      // pushes onto it directly so that its `animates` is honoured.
      return {
        if let navigation = source.navigationController {
          navigation.pushViewController(destination, animated: animates)
        } else {
          source.show(destination, sender: sender)
        }
      }
    case "showDetail", "replace":
      return { source.showDetailViewController(destination, sender: sender) }
    case "presentation", "modal", "popoverPresentation":
      return { source.present(destination, animated: animates) }
    case "custom": return nil
    default:
      let kind = self.kind
      let file = scene.document.file
      let line = element.line
      return {
        UIKitException.raise(
          .internalInconsistencyException,
          "\(file):\(line): the segue kind '\(kind)' is not supported")
      }
    }
  }
}
