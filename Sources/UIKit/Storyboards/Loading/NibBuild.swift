/// One load of objects from an Interface Builder file: a scene's controller, a controller's
/// view hierarchy, or a xib's top-level objects.
///
/// A build makes objects in document order and records them by identifier; connections (outlets,
/// actions, segue triggers) wait until every object exists, as in UIKit's nib loading. The first
/// error stops the build: the caller raises it and discards everything made, so a file loads
/// whole or not at all. Warnings name what was skipped, once per kind of element and attribute.
@MainActor
final class NibBuild {
  let document: InterfaceDocument
  /// The bundle the file came from, searched first for images.
  let bundle: Bundle?
  /// The storyboard that controllers made here belong to, if the file is one.
  let storyboard: UIStoryboard?

  /// Every object made or supplied so far (File's Owner, placeholders), by identifier.
  private(set) var objects: [String: AnyObject] = [:]
  /// The objects made here, in the order they were made: the order of `awakeFromNib`.
  private(set) var madeObjects: [AnyObject] = []
  /// Connections found while decoding, with the identifier of the object that holds them.
  private(set) var connections: [(holderID: String, element: InterfaceElement)] = []
  /// Container views and their embed segues, in document order: performed after the view loads.
  private(set) var embeds: [(container: UIView, segue: InterfaceElement)] = []
  /// `userDefinedRuntimeAttributes` lists, set once every object exists.
  private(set) var runtimeAttributes: [(view: UIView, list: InterfaceElement)] = []
  /// The first error: the exception the caller raises.
  private(set) var failure: UIKitException?
  private var warned: Set<String> = []
  /// The ids of view elements with no UIKit class here, which plain views stand in for.
  private(set) var standInIDs: Set<String> = []

  init(document: InterfaceDocument, bundle: Bundle?, storyboard: UIStoryboard?) {
    self.document = document
    self.bundle = bundle
    self.storyboard = storyboard
  }

  var failed: Bool { failure != nil }

  /// Records the first error in the file; later steps see ``failed`` and stop.
  func fail(_ element: InterfaceElement, _ message: String) {
    fail(
      .internalInconsistencyException,
      "\(InterfaceFileError(file: document.file, element: element, message))")
  }

  /// Records the first error, with UIKit's exception name and message where it has one.
  func fail(_ name: NSExceptionName, _ reason: String) {
    guard failure == nil else { return }
    failure = UIKitException(name: name, reason: reason)
  }

  /// Where an element is, for appending to UIKit's own messages.
  func location(_ element: InterfaceElement) -> String {
    "\(document.file):\(element.line)" + (element.id.map { ", object '\($0)'" } ?? "")
  }

  /// Logs a warning naming the file, line and object, once per `key` in this build.
  func warn(_ element: InterfaceElement, _ message: String, once key: String? = nil) {
    guard warned.insert(key ?? message).inserted else { return }
    UIKitLog.warning("\(InterfaceFileError(file: document.file, element: element, message))")
  }

  /// Supplies an object made elsewhere: File's Owner, a placeholder, a controller whose view
  /// is being loaded.
  func supply(_ object: AnyObject, id: String) {
    objects[id] = object
  }

  /// Records an object made from `element`.
  func register(_ object: AnyObject, for element: InterfaceElement) {
    if let id = element.id { objects[id] = object }
    madeObjects.append(object)
  }

  func addConnections(of element: InterfaceElement, holderID: String) {
    for connection in element.children {
      connections.append((holderID, connection))
    }
  }

  func addEmbed(container: UIView, segue: InterfaceElement) {
    embeds.append((container, segue))
  }

  func addRuntimeAttributes(_ list: InterfaceElement, to view: UIView) {
    runtimeAttributes.append((view, list))
  }

  /// Placeholders in the objects list: File's Owner, First Responder, external objects, exits.
  func supplyPlaceholders(
    _ objectsList: [InterfaceElement], owner: AnyObject?, external: [String: Any]
  ) {
    for element in objectsList {
      guard let id = element.id else { continue }
      switch element.name {
      case "placeholder":
        // File's Owner's outlets, made in the file, connect like any object's.
        if let connections = element.child("connections") {
          addConnections(of: connections, holderID: id)
        }
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner": if let owner { supply(owner, id: id) }
        case "IBFirstResponder": supply(FirstResponderPlaceholder.shared, id: id)
        case let name?:
          if let object = external[name] { supply(object as AnyObject, id: id) }
        case nil: break
        }
      case "exit": supply(ExitPlaceholder.shared, id: id)
      default: break
      }
    }
  }

  /// The controller's old `topLayoutGuide` and `bottomLayoutGuide`, which its view's
  /// constraints may name.
  func supplyLegacyLayoutGuides(of controller: InterfaceElement) {
    for list in controller.children where list.name == "layoutGuides" {
      for guide in list.children where guide.name == "viewControllerLayoutGuide" {
        guard let id = guide.id else { continue }
        supply(LegacyLayoutGuide(edge: guide["type"] == "bottom" ? .bottom : .top), id: id)
      }
    }
  }

  // MARK: Classes

  /// The class an element's `customClass` names, or `base` (with UIKit's warning) when it names
  /// none that exists, or one that is not a `base`.
  func resolveClass<Base: AnyObject>(_ element: InterfaceElement, base: Base.Type) -> Base.Type {
    guard let name = element["customClass"], !name.isEmpty else { return base }
    switch InterfaceClassLookup.resolve(
      className: name, of: element, document: document, bundle: bundle)
    {
    case .success(let type):
      if let typed = type as? Base.Type { return typed }
      warn(element, "the custom class \(name) is not a subclass of \(base); using \(base)")
    case .failure(let notFound):
      // Matches UIKit's console message, then says where and why on Linux.
      warn(
        element,
        "Unknown class \(name) in Interface Builder file. Tried "
          + notFound.triedNames.joined(separator: ", ")
          + ". On Linux a class is found by name when it is internal or public and not "
          + "generic; otherwise register it with UINib.registerClass(_:forClassName:). "
          + "Using \(base).")
    }
    return base
  }

  // MARK: Views

  /// UIKit's classes for the view elements Xcode writes.
  static let viewClasses: [String: UIView.Type] = [
    "view": UIView.self, "containerView": UIView.self, "label": UILabel.self,
    "button": UIButton.self, "imageView": UIImageView.self, "stackView": UIStackView.self,
    "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self,
    "slider": UISlider.self,
    "segmentedControl": UISegmentedControl.self, "scrollView": UIScrollView.self,
    "pageControl": UIPageControl.self, "activityIndicatorView": UIActivityIndicatorView.self,
    "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
    "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
    "collectionReusableView": UICollectionReusableView.self,
    "toolbar": UIToolbar.self, "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self,
  ]

  /// Makes the view `element` describes with its whole subtree, through the class's
  /// `init?(coder:)` as UIKit does; `nil` once the build has failed.
  func makeView(_ element: InterfaceElement) -> UIView? {
    guard !failed else { return nil }
    let base: UIView.Type
    if let known = Self.viewClasses[element.name] {
      base = known
    } else {
      warn(
        element, "<\(element.name)> is not supported here; a plain UIView stands in for it",
        once: "element \(element.name)")
      if let id = element.id { standInIDs.insert(id) }
      base = UIView.self
    }
    let type = resolveClass(element, base: base)
    let coder = NibDecoder(element: element, build: self)
    guard let view = type.init(coder: coder) else {
      fail(element, "init?(coder:) of \(type) returned nil")
      return nil
    }
    // A subclass whose init?(coder:) calls another initializer of its superclass skipped the
    // decoding, which happens now instead.
    if !coder.hasDecoded { coder.decodeView(view) }
    return failed ? nil : view
  }
}
