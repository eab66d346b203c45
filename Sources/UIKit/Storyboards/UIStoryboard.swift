/// A storyboard: the scenes of an Interface Builder `.storyboard` file, read at run time.
///
/// Matches UIKit. ``init(name:bundle:)`` finds `Name.storyboard` in the bundle (see
/// `InterfaceFileLocator` for where, including SwiftPM resource bundles beside the main
/// executable) and reads the XML Xcode writes, whole: a file with any structural error raises
/// and the storyboard stays empty. Each instantiation makes a scene's controller through its
/// class's `init?(coder:)`, with the controllers its relationship segues lead to; the view is
/// made from the scene when first needed, and its embed segues run then.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: .main)
/// if let child = storyboard.instantiateViewController(identifier: "firstChildVC")
///   as? FirstChildVC
/// {
///   addChild(child)
///   view.addSubview(child.view)
///   child.didMove(toParent: self)
/// }
/// ```
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// How many instantiations and embeds are under way inside one another.
  static var nesting = 0
  static let maximumNesting = 32

  /// The parsed file; `nil` when it was missing or refused.
  let document: InterfaceDocument?
  /// The bundle the file was found in, where its images are looked for first.
  let fileBundle: Bundle?

  /// Matches UIKit: the storyboard `name.storyboard` in the bundle (the main bundle for `nil`).
  /// A missing file raises `NSInvalidArgumentException` ("Could not find a storyboard named
  /// …"); a malformed one raises `NSInternalInconsistencyException` naming the file, line and
  /// object. Either way the storyboard made is empty.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = storyboardBundleOrNil ?? .main
    let location = InterfaceFileLocator.locate(name, extension: "storyboard", in: bundle)
    fileBundle = location?.bundle
    guard let location else {
      document = nil
      super.init()
      UIKitException.raise(
        .invalidArgumentException,
        "Could not find a storyboard named '\(name)' in bundle "
          + InterfaceFileLocator.describe(bundle))
      return
    }
    let loaded = InterfaceFileLocator.document(at: location.url, file: "\(name).storyboard")
    switch loaded {
    case .success(let parsed) where parsed.kind == .storyboard: document = parsed
    case .success: document = nil
    case .failure: document = nil
    }
    super.init()
    switch loaded {
    case .success(let parsed) where parsed.kind != .storyboard:
      UIKitException.raise(
        .internalInconsistencyException,
        "\(name).storyboard: the document is a xib, not a storyboard")
    case .failure(let error):
      UIKitException.raise(.internalInconsistencyException, "\(error)")
    case .success: break
    }
  }

  /// Matches UIKit: the scene the file marks as initial (the arrow in Interface Builder), or
  /// `nil` when there is none.
  open func instantiateInitialViewController() -> UIViewController? {
    guard let id = document?.initialViewControllerID else { return nil }
    return instantiateController(id: id, creator: nil) ?? UIViewController()
  }

  /// Matches UIKit (iOS 13): the initial scene, made by `creator` when it gives a controller
  /// (it must call `init?(coder:)` with the coder it receives), else by the class's
  /// `init?(coder:)`.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    guard let id = document?.initialViewControllerID else { return nil }
    return typed(instantiateController(id: id, creator: creator.map { make in { make($0) } }))
  }

  /// Matches UIKit: the scene with the storyboard identifier `identifier`; an unknown identifier
  /// raises `NSInvalidArgumentException` ("Storyboard (…) doesn't contain a view controller with
  /// identifier …").
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let id = controllerID(forIdentifier: identifier) else { return UIViewController() }
    return instantiateController(id: id, creator: nil) ?? UIViewController()
  }

  /// Matches UIKit (iOS 13): the scene with the storyboard identifier `identifier`, made by
  /// `creator` when it gives a controller (which must call `init?(coder:)` with the coder it
  /// receives and be of the scene's class), else by the class's `init?(coder:)`.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let id = controllerID(forIdentifier: identifier) else { return fallback() }
    return typed(instantiateController(id: id, creator: creator.map { make in { make($0) } }))
      ?? fallback()
  }

  /// Matches UIKit's description: `<UIStoryboard: 0x…>`.
  open override var description: String {
    "<UIStoryboard: \(ObjectIdentifier(self).debugAddress)>"
  }

  private func controllerID(forIdentifier identifier: String) -> String? {
    guard let id = document?.identifiers[identifier] else {
      UIKitException.raise(
        .invalidArgumentException,
        "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
      return nil
    }
    return id
  }

  /// The controller as the generic type asked for; one that is not raises, as UIKit's cast
  /// would fail.
  private func typed<ViewController: UIViewController>(_ controller: UIViewController?)
    -> ViewController?
  {
    guard let controller else { return nil }
    if let typed = controller as? ViewController { return typed }
    UIKitException.raise(
      .invalidArgumentException,
      "\(controller) from \(self) is not a \(ViewController.self)")
    return nil
  }

  /// What an instantiation returns after raising, when the exception handler lets it return:
  /// a fresh, empty controller, never a half-built one.
  private func fallback<ViewController: UIViewController>() -> ViewController {
    if let plain = UIViewController() as? ViewController { return plain }
    guard let made = ViewController(coder: EmptyCoder()) else {
      preconditionFailure("\(ViewController.self).init?(coder:) returned nil")
    }
    return made
  }

  /// Makes the controller with element `id` and everything its relationship segues lead to,
  /// then connects and awakes them; on any error, raises and returns `nil`.
  func instantiateController(
    id: String, creator: ((NSCoder) -> UIViewController?)?
  ) -> UIViewController? {
    guard let document, let element = document.elements[id] else { return nil }
    // Storyboard references can lead back to where they started, which the checks of one file
    // cannot see: a chain this deep is such a loop.
    guard Self.nesting < Self.maximumNesting else {
      UIKitException.raise(
        .internalInconsistencyException,
        "\(document.file): object '\(id)': storyboard references and embeds nest more than "
          + "\(Self.maximumNesting) deep; they form a cycle")
      return nil
    }
    Self.nesting += 1
    defer { Self.nesting -= 1 }
    let build = NibBuild(document: document, bundle: fileBundle, storyboard: self)
    if let scene = document.scene(ofController: id) {
      build.supplyPlaceholders(scene.objects, owner: nil, external: [:])
    }
    let controller = build.makeController(element, creator: creator)
    build.finish()
    if let failure = build.failure {
      UIKitException.raise(failure.name, failure.reason)
      return nil
    }
    return controller
  }
}
