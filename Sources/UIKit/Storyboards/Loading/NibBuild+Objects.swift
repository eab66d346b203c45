/// Making the objects that are not views: controllers (with their relationship segues), gesture
/// recognizers, and a xib's top-level objects.
extension NibBuild {
  /// UIKit's classes for the controller elements; the other controller kinds are not
  /// available yet.
  static func controllerClass(for element: InterfaceElement) -> UIViewController.Type? {
    switch element.name {
    case "viewController": UIViewController.self
    case "navigationController": UINavigationController.self
    case "tabBarController": UITabBarController.self
    case "splitViewController": UISplitViewController.self
    case "pageViewController": UIPageViewController.self
    case "tableViewController": UITableViewController.self
    case "collectionViewController": UICollectionViewController.self
    default: nil
    }
  }

  /// The columns of a column-style split, by the relationship Xcode names them with.
  static let splitColumns: [String: UISplitViewController.Column] = [
    "primaryViewController": .primary, "supplementaryViewController": .supplementary,
    "secondaryViewController": .secondary, "compactViewController": .compact,
  ]

  /// Why each unsupported controller element cannot be made.
  static let unsupportedControllerReasons: [String: String] = [
    "hostingController": "UIHostingController is not available",
    "avPlayerViewController": "AVPlayerViewController is not available",
    "glkViewController": "GLKViewController is not available",
  ]

  /// Makes a scene's controller through its class's `init?(coder:)` (or `creator`, as UIKit's
  /// iOS 13 API allows), then the controllers its relationship segues lead to.
  func makeController(
    _ element: InterfaceElement, creator: ((NSCoder) -> UIViewController?)?
  ) -> UIViewController? {
    guard !failed else { return nil }
    if element.name == "viewControllerPlaceholder" { return makeReferencedController(element) }
    guard let base = Self.controllerClass(for: element) else {
      let reason = Self.unsupportedControllerReasons[element.name] ?? "its class is not available"
      fail(element, "<\(element.name)> scenes are not supported yet: \(reason)")
      return nil
    }
    let type = resolveClass(element, base: base)
    let coder = NibDecoder(element: element, build: self)
    var controller: UIViewController?
    if let made = creator?(coder) {
      guard coder.hasDecoded else {
        fail(
          .internalInconsistencyException,
          "Custom instantiated view controller must call -[super initWithCoder:]")
        return nil
      }
      guard isSubclass(Swift.type(of: made), of: type) else {
        fail(
          .internalInconsistencyException,
          "Custom instantiated \(made) must be kind of class \(String(reflecting: type))")
        return nil
      }
      controller = made
    } else {
      controller = type.init(coder: coder)
    }
    guard let controller else {
      fail(element, "init?(coder:) of \(type) returned nil")
      return nil
    }
    if !coder.hasDecoded { coder.decodeController(controller) }
    for connections in element.children where connections.name == "connections" {
      for segue in connections.children
      where segue.name == "segue" && segue["kind"] == "relationship" {
        addRelationship(segue, to: controller)
      }
    }
    return failed ? nil : controller
  }

  private func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
      if candidate == base { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }

  /// A relationship segue: the container's contents, made with it. Navigation controllers
  /// take their root here, tab bar controllers their tabs in the file's order, and split view
  /// controllers their columns (the classic master and detail, or iOS 14's named columns).
  private func addRelationship(_ segue: InterfaceElement, to container: UIViewController) {
    guard let destinationID = segue["destination"], let element = document.elements[destinationID],
      let child = makeController(element, creator: nil)
    else { return }
    switch (container, segue["relationship"]) {
    case (let navigation as UINavigationController, "rootViewController"):
      navigation.setViewControllers([child], animated: false)
    case (let tabs as UITabBarController, "viewControllers"):
      tabs.setViewControllers((tabs.viewControllers ?? []) + [child], animated: false)
    case (let split as UISplitViewController, "masterViewController"):
      split.setColumn(.primary, to: child)
    case (let split as UISplitViewController, "detailViewController"):
      split.setColumn(.secondary, to: child)
    case (let split as UISplitViewController, let relationship?)
    where Self.splitColumns[relationship] != nil && split.style != .unspecified:
      split.setViewController(child, for: Self.splitColumns[relationship]!)
    default:
      fail(
        segue,
        "the relationship '\(segue["relationship"] ?? "")' of \(type(of: container)) is not "
          + "supported yet")
    }
  }

  /// A storyboard reference: the scene another storyboard file (or this one) names.
  private func makeReferencedController(_ element: InterfaceElement) -> UIViewController? {
    let name = element["storyboardName"]
    let storyboard: UIStoryboard?
    if let name, name != document.file.replacingOccurrences(of: ".storyboard", with: "") {
      storyboard = UIStoryboard(name: name, bundle: bundle)
    } else {
      storyboard = self.storyboard
    }
    guard let storyboard, storyboard.document != nil else {
      fail(element, "the storyboard reference to '\(name ?? "")' cannot be loaded")
      return nil
    }
    let controller: UIViewController?
    if let identifier = element["referencedIdentifier"] {
      controller = storyboard.instantiateViewController(withIdentifier: identifier)
    } else {
      controller = storyboard.instantiateInitialViewController()
    }
    guard let controller else {
      fail(element, "the storyboard '\(name ?? "")' has no initial view controller")
      return nil
    }
    if let id = element.id { supply(controller, id: id) }
    return controller
  }

  /// Gesture recognizers a scene or xib lists among its objects.
  func makeGestureRecognizer(_ element: InterfaceElement) -> UIGestureRecognizer? {
    let recognizer: UIGestureRecognizer
    switch element.name {
    case "tapGestureRecognizer":
      let tap = UITapGestureRecognizer()
      if let taps = element.integer("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
      recognizer = tap
    case "panGestureRecognizer":
      let pan = UIPanGestureRecognizer()
      if let touches = element.integer("minimumNumberOfTouches") {
        pan.minimumNumberOfTouches = touches
      }
      recognizer = pan
    case "pongPressGestureRecognizer", "longPressGestureRecognizer":
      let press = UILongPressGestureRecognizer()
      if let duration = element.number("minimumPressDuration") {
        press.minimumPressDuration = max(duration, 0)
      }
      recognizer = press
    default: return nil
    }
    if let cancels = element.bool("cancelsTouchesInView") {
      recognizer.cancelsTouchesInView = cancels
    }
    if let enabled = element.bool("enabled") { recognizer.isEnabled = enabled }
    register(recognizer, for: element)
    if let connections = element.child("connections"), let id = element.id {
      addConnections(of: connections, holderID: id)
    }
    return recognizer
  }

  /// Matches UIKit: an object dragged into a scene or xib (a manager, a data source) is made
  /// and its outlets connect with the rest. A plain `NSObject` needs nothing; a custom class
  /// is made by the initializer registered with `UINib.registerObject(forClassName:make:)`,
  /// since Linux cannot call `init()` of a class found by name. Without one, the object and
  /// its connections are skipped with a warning that says so.
  private func makeCustomObject(_ element: InterfaceElement) -> AnyObject? {
    let object: NSObject
    if let name = element["customClass"], !name.isEmpty {
      guard let make = InterfaceClassLookup.objectFactories[name] else {
        warn(
          element,
          "the custom object of class \(name) is skipped, with its connections: Linux cannot "
            + "call init() of a class found by name. Register it once with "
            + "UINib.registerObject(forClassName: \"\(name)\") { \(name)() }",
          once: "custom object \(name)")
        return nil
      }
      object = make()
    } else {
      object = NSObject()
    }
    register(object, for: element)
    if let id = element.id, let connections = element.child("connections") {
      addConnections(of: connections, holderID: id)
    }
    return object
  }

  /// The top-level objects of a scene or xib besides its controller and placeholders: views,
  /// gesture recognizers and custom objects. Anything else is named in a warning.
  func makeTopLevelObjects(_ objects: [InterfaceElement], skipping controllerID: String?)
    -> [AnyObject]
  {
    var made: [AnyObject] = []
    for element in objects where element.id != controllerID {
      guard !failed else { break }
      switch element.name {
      case "placeholder", "exit": continue
      case _ where Self.viewClasses[element.name] != nil:
        if let view = makeView(element) { made.append(view) }
      case _ where element.name.hasSuffix("GestureRecognizer"):
        if let recognizer = makeGestureRecognizer(element) {
          made.append(recognizer)
        } else {
          warn(element, "<\(element.name)> is not supported; skipped", once: element.name)
        }
      case _ where InterfaceDocument.controllerElementNames.contains(element.name):
        if let controller = makeController(element, creator: nil) { made.append(controller) }
      case "customObject":
        if let object = makeCustomObject(element) { made.append(object) }
      default:
        warn(element, "the object <\(element.name)> is not supported; skipped", once: element.name)
      }
    }
    return made
  }
}
