/// What a controller made from a storyboard keeps: the storyboard, and which scene of its file
/// describes the controller's view and segues.
///
/// UIKit keeps the view's nib name and segue templates instead; here the scene's element is
/// read again when the view loads or a segue runs, from the parsed file the storyboard holds.
struct StoryboardScene {
  let storyboard: UIStoryboard
  let document: InterfaceDocument
  /// The identifier of the controller's element in the file.
  let controllerID: String
  /// Embed segues found when the view loaded, performed right after `loadView()`.
  var pendingEmbeds: [(container: UIView, segue: InterfaceElement)] = []

  var element: InterfaceElement? { document.elements[controllerID] }

  /// Every segue that starts in the scene (from the controller, a control in its view, a
  /// gesture recognizer or a bar button item), relationships aside.
  var segues: [InterfaceElement] {
    var found: [InterfaceElement] = []
    for object in document.scene(ofController: controllerID)?.objects ?? [] {
      object.forEachElement { element in
        if element.name == "segue", element["kind"] != "relationship" { found.append(element) }
      }
    }
    return found
  }
}
