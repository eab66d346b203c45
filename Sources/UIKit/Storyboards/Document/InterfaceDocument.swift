/// A parsed and checked Interface Builder file: its scenes, every object by identifier, and the
/// colours it carries copies of.
///
/// Made only through ``load(_:file:)``, which refuses a file with any structural error (see
/// `InterfaceDocument+Validation.swift`), so builders can rely on every reference resolving.
/// Immutable, so one parse serves every instantiation.
final class InterfaceDocument: Sendable {
  /// Storyboards hold scenes of controllers; nibs hold top-level objects and placeholders.
  enum Kind: Sendable {
    case storyboard
    case xib
  }

  /// A storyboard scene (or a xib's top-level objects): the controller, if any, and every
  /// top-level object beside it (placeholders, the exit, gesture recognizers, extra views).
  struct Scene: Sendable {
    let controller: InterfaceElement?
    let objects: [InterfaceElement]
  }

  /// The name messages use, such as `Main.storyboard`.
  let file: String
  let kind: Kind
  let root: InterfaceElement
  let scenes: [Scene]
  /// Every element that has an `id`, by id.
  let elements: [String: InterfaceElement]
  /// The id of the scene's controller for each object id in a storyboard scene.
  let controllerOfObject: [String: String]
  /// Storyboard identifiers (`storyboardIdentifier`) to controller ids.
  let identifiers: [String: String]
  /// The `initialViewController` attribute of the document, checked to exist.
  let initialViewControllerID: String?
  /// The colours of `<namedColor>` resources, which stand in for the asset catalog's.
  let namedColors: [String: InterfaceElement]
  /// Every `customModule` the file names, where classes without a module may live too.
  let modules: [String]

  /// The controller elements of scenes: the ones a storyboard instantiates.
  static let controllerElementNames: Set<String> = [
    "viewController", "navigationController", "tabBarController", "splitViewController",
    "pageViewController", "tableViewController", "collectionViewController",
    "viewControllerPlaceholder", "hostingController", "avPlayerViewController",
    "glkViewController",
  ]

  private init(file: String, kind: Kind, root: InterfaceElement) {
    self.file = file
    self.kind = kind
    self.root = root
    var scenes: [Scene] = []
    if kind == .storyboard {
      for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
        let objects = scene.child("objects")?.children ?? []
        let controller = objects.first { Self.controllerElementNames.contains($0.name) }
        scenes.append(Scene(controller: controller, objects: objects))
      }
    } else {
      scenes.append(Scene(controller: nil, objects: root.child("objects")?.children ?? []))
    }
    self.scenes = scenes

    var elements: [String: InterfaceElement] = [:]
    var modules: [String] = []
    root.forEachElement { element in
      if let id = element.id, elements[id] == nil { elements[id] = element }
      if let module = element["customModule"], !modules.contains(module) {
        modules.append(module)
      }
    }
    self.elements = elements
    self.modules = modules

    var controllerOfObject: [String: String] = [:]
    var identifiers: [String: String] = [:]
    for scene in scenes {
      guard let controllerID = scene.controller?.id else { continue }
      for object in scene.objects {
        object.forEachElement { element in
          if let id = element.id { controllerOfObject[id] = controllerID }
        }
      }
      if let identifier = scene.controller?["storyboardIdentifier"], identifiers[identifier] == nil
      {
        identifiers[identifier] = controllerID
      }
    }
    self.controllerOfObject = controllerOfObject
    self.identifiers = identifiers
    initialViewControllerID = root["initialViewController"]

    var namedColors: [String: InterfaceElement] = [:]
    for resource in root.child("resources")?.children ?? [] where resource.name == "namedColor" {
      if let name = resource["name"], let color = resource.child("color") {
        namedColors[name] = color
      }
    }
    self.namedColors = namedColors
  }

  /// Parses and checks a whole file; any structural error refuses all of it.
  static func load(_ data: Data, file: String) -> Result<InterfaceDocument, InterfaceFileError> {
    switch InterfaceXMLReader.read(data, file: file) {
    case .failure(let error): return .failure(error)
    case .success(let root):
      if let error = checkRoot(root, file: file) { return .failure(error) }
      let kind: Kind = (root["type"] ?? "").contains("Storyboard") ? .storyboard : .xib
      let document = InterfaceDocument(file: file, kind: kind, root: root)
      if let error = document.firstStructuralError() { return .failure(error) }
      return .success(document)
    }
  }

  /// The scene whose controller has `id`.
  func scene(ofController id: String) -> Scene? {
    scenes.first { $0.controller?.id == id }
  }
}
