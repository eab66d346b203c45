/// The objects of an Interface Builder `.xib` file, read at run time.
///
/// Matches UIKit: making a nib only names the file; ``instantiate(withOwner:options:)`` reads
/// it (raising "Could not load NIB in bundle" when it is missing) and makes its top-level
/// objects through their classes' `init?(coder:)`, with File's Owner's outlets and actions
/// connected to the owner given. A file with any error raises and makes nothing.
///
/// ```swift
/// let card = UINib(nibName: "Card", bundle: .main)
///   .instantiate(withOwner: self, options: nil).first as? CardView
/// ```
@preconcurrency @MainActor
open class UINib: NSObject {
  /// The options of ``instantiate(withOwner:options:)``, as `UINib.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Matches UIKit: objects for the file's external-object placeholders, by their identifiers.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  private let name: String
  private let bundle: Bundle
  private let data: Data?

  /// Matches UIKit: the nib `name.xib` in the bundle (the main bundle for `nil`), read when it is
  /// instantiated.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    bundle = bundleOrNil ?? .main
    data = nil
    super.init()
  }

  /// Matches UIKit: a nib from the contents of a `.xib` file.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = "data"
    bundle = bundleOrNil ?? .main
    self.data = data
    super.init()
  }

  /// The parsed file, once ``instantiate(withOwner:options:)`` has read it.
  private(set) var document: InterfaceDocument?
  private var documentBundle: Bundle?

  /// Matches UIKit: makes the file's top-level objects, in the file's order (placeholders
  /// excluded), connecting File's Owner's outlets and actions to `ownerOrNil` and external
  /// placeholders to the objects in `optionsOrNil`. After an error it raises and returns `[]`.
  open func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  ) -> [Any] {
    guard let document = loadDocument() else { return [] }
    let build = NibBuild(document: document, bundle: documentBundle, storyboard: nil)
    let objects = document.scenes.first?.objects ?? []
    let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
    build.supplyPlaceholders(objects, owner: ownerOrNil.map { $0 as AnyObject }, external: external)
    let made = build.makeTopLevelObjects(objects, skipping: nil)
    build.finish()
    if let failure = build.failure {
      UIKitException.raise(failure.name, failure.reason)
      return []
    }
    return made
  }

  private func loadDocument() -> InterfaceDocument? {
    if let document { return document }
    let result: Result<InterfaceDocument, InterfaceFileError>
    if let data {
      result = InterfaceDocument.load(data, file: "nib data")
      documentBundle = bundle
    } else {
      guard let location = InterfaceFileLocator.locate(name, extension: "xib", in: bundle) else {
        UIKitException.raise(
          .internalInconsistencyException,
          "Could not load NIB in bundle: '\(InterfaceFileLocator.describe(bundle))' with name "
            + "'\(name)'")
        return nil
      }
      result = InterfaceFileLocator.document(at: location.url, file: "\(name).xib")
      documentBundle = location.bundle
    }
    switch result {
    case .success(let loaded) where loaded.kind == .xib:
      document = loaded
      return loaded
    case .success:
      UIKitException.raise(
        .internalInconsistencyException, "\(name): a storyboard cannot be loaded as a nib")
    case .failure(let error):
      UIKitException.raise(.internalInconsistencyException, "\(error)")
    }
    return nil
  }

  /// Linux only: makes `aClass` findable by the name an Interface Builder file gives it
  /// (`customClass`), for classes the Swift runtime cannot find by name: private, fileprivate
  /// and generic ones. Without `name`, the class's own name (and `Module.Name`) is used.
  public static func registerClass(_ aClass: AnyClass, forClassName name: String? = nil) {
    InterfaceClassLookup.register(aClass, as: name)
  }

  /// Linux only: how to make the object of a file's `<customObject>` element whose
  /// `customClass` is `name` (a manager or data source dragged into a scene). iOS makes it
  /// with `init()` through the Objective-C runtime; Swift on Linux cannot call an initializer
  /// of a class found by name, so the app says how, once:
  /// `UINib.registerObject(forClassName: "Manager") { Manager() }`.
  public static func registerObject(
    forClassName name: String, make: @escaping @MainActor () -> NSObject
  ) {
    InterfaceClassLookup.objectFactories[name] = make
  }
}
