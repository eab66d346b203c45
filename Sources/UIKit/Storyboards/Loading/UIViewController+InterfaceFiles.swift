/// Loading a controller's view from its storyboard scene or its nib: what UIKit's `loadView()`
/// does before falling back to a plain view.
extension UIViewController {
  /// Builds the view from the storyboard scene, the nib named `nibName`, or a nib named after
  /// the class; `false` when there is none of these.
  func loadViewFromInterfaceFile() -> Bool {
    if let scene = storyboardScene {
      loadViewFromStoryboard(scene)
      return true
    }
    let bundle = nibBundle ?? .main
    if let nibName {
      loadViewFromNib(UINib(nibName: nibName, bundle: bundle), name: nibName, bundle: bundle)
      return true
    }
    // Matches UIKit: with no nib name, a nib named after the class (or after it without
    // "Controller") is used when the bundle has one.
    guard let name = Self.classNamedNib(for: type(of: self), in: bundle) else { return false }
    loadViewFromNib(UINib(nibName: name, bundle: bundle), name: name, bundle: bundle)
    return true
  }

  /// Classes and bundles already found to have no nib named after the class: views load often,
  /// and the answer does not change.
  @MainActor private static var classesWithoutNibs: Set<String> = []

  private static func classNamedNib(for type: UIViewController.Type, in bundle: Bundle)
    -> String?
  {
    let qualified = String(reflecting: type)
    let key = "\(bundle.bundlePath)|\(qualified)"
    guard !qualified.hasPrefix("UIKit."), !classesWithoutNibs.contains(key) else { return nil }
    let className = String(describing: type)
    for name in [className, className.replacingOccurrences(of: "Controller", with: "")]
    where InterfaceFileLocator.locate(name, extension: "xib", in: bundle) != nil {
      return name
    }
    classesWithoutNibs.insert(key)
    return nil
  }

  /// The scene's view, its other objects and connections, whole or not at all: after an error
  /// the exception is raised and the controller gets a plain view.
  private func loadViewFromStoryboard(_ scene: StoryboardScene) {
    guard let element = scene.element,
      let viewElement = element.children.first(where: { $0.key == "view" })
    else { return }
    let build = NibBuild(
      document: scene.document, bundle: scene.storyboard.fileBundle, storyboard: scene.storyboard)
    build.supply(self, id: scene.controllerID)
    let objects = scene.document.scene(ofController: scene.controllerID)?.objects ?? []
    build.supplyPlaceholders(objects, owner: nil, external: [:])
    build.supplyLegacyLayoutGuides(of: element)
    guard let view = build.makeView(viewElement) else {
      raise(build.failure)
      return
    }
    _ = build.makeTopLevelObjects(objects, skipping: scene.controllerID)
    if let connections = element.child("connections") {
      build.addConnections(of: connections, holderID: scene.controllerID)
    }
    replaceView(with: view)
    build.finish()
    if let failure = build.failure {
      replaceView(with: nil)
      raise(failure)
      return
    }
    storyboardScene?.pendingEmbeds = build.embeds
  }

  /// A nib with this controller as File's Owner, whose `view` outlet sets the view.
  private func loadViewFromNib(_ nib: UINib, name: String, bundle: Bundle) {
    _ = nib.instantiate(withOwner: self, options: nil)
    if nib.document != nil, loadedView == nil {
      UIKitException.raise(
        .internalInconsistencyException,
        "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the "
          + "view outlet was not set.")
    }
  }

  private func raise(_ failure: UIKitException?) {
    guard let failure else { return }
    UIKitException.raise(failure.name, failure.reason)
  }
}
