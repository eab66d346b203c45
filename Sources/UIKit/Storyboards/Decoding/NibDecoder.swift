/// The coder a class's `init?(coder:)` receives when an Interface Builder file makes it.
///
/// Matches UIKit's nib decoder in how it is used: UIKit's own classes read their properties from
/// it in `init?(coder:)` (so a subclass's initializer sees them already set, and may change
/// them), and it answers the keyed decoding questions a user's `init?(coder:)` asks — with the
/// element's attributes, as strings, numbers and booleans.
///
/// It also keeps track of which attributes and child elements were used, so that everything a
/// file says which is not supported here is named in one warning rather than silently lost.
final class NibDecoder: NSCoder {
  let element: InterfaceElement
  let build: NibBuild
  /// Whether UIKit's decoding of the element has run.
  private(set) var hasDecoded = false
  private var usedAttributes: Set<String> = []
  private var usedChildren: Set<Int> = []

  /// Attributes only Interface Builder's canvas uses, which change nothing at run time.
  static let designAttributes: Set<String> = [
    "id", "key", "userLabel", "customClass", "customModule", "customModuleProvider",
    "misplaced", "ambiguous", "verifyAmbiguity", "placeholderIntrinsicWidth",
    "placeholderIntrinsicHeight", "fixedFrame", "sceneMemberID", "restorationIdentifier",
    "colorLabel", "useStoryboardIdentifierAsRestorationIdentifier", "multipleTouchEnabled",
  ]

  /// Child elements only the canvas uses.
  static let designElements: Set<String> = [
    "simulatedMetricsContainer", "freeformSimulatedSizeMetrics", "nil",
  ]

  init(element: InterfaceElement, build: NibBuild) {
    self.element = element
    self.build = build
    super.init()
  }

  // MARK: Keyed decoding, for a user's init?(coder:)

  override var allowsKeyedCoding: Bool { true }

  override func containsValue(forKey key: String) -> Bool {
    element[key] != nil || element.child(key: key) != nil
  }

  override func decodeObject(forKey key: String) -> Any? {
    element[key]
  }

  override func decodeBool(forKey key: String) -> Bool {
    element.bool(key) ?? false
  }

  override func decodeInteger(forKey key: String) -> Int {
    element.integer(key) ?? 0
  }

  override func decodeInt32(forKey key: String) -> Int32 {
    Int32(clamping: element.integer(key) ?? 0)
  }

  override func decodeInt64(forKey key: String) -> Int64 {
    Int64(element.integer(key) ?? 0)
  }

  override func decodeDouble(forKey key: String) -> Double {
    element.number(key) ?? 0
  }

  override func decodeFloat(forKey key: String) -> Float {
    Float(element.number(key) ?? 0)
  }

  // MARK: Reading, for UIKit's decoding

  func string(_ attribute: String) -> String? {
    usedAttributes.insert(attribute)
    return element[attribute]
  }

  func bool(_ attribute: String) -> Bool? {
    usedAttributes.insert(attribute)
    return element.bool(attribute)
  }

  func number(_ attribute: String) -> CGFloat? {
    usedAttributes.insert(attribute)
    return element.number(attribute).map { CGFloat($0) }
  }

  func integer(_ attribute: String) -> Int? {
    usedAttributes.insert(attribute)
    return element.integer(attribute)
  }

  /// Marks attributes as understood without reading them (defaults, or handled elsewhere).
  func use(_ attributes: String...) {
    usedAttributes.formUnion(attributes)
  }

  /// The child with `key` (and element `name`, when given).
  func child(key: String, name: String? = nil) -> InterfaceElement? {
    guard
      let index = element.children.firstIndex(where: {
        $0.key == key && (name == nil || $0.name == name)
      })
    else { return nil }
    usedChildren.insert(index)
    return element.children[index]
  }

  /// Marks a child as understood without reading it.
  func markChildUsed(_ index: Int) {
    usedChildren.insert(index)
  }

  /// Every child named `name`.
  func children(named name: String) -> [InterfaceElement] {
    var found: [InterfaceElement] = []
    for (index, child) in element.children.enumerated() where child.name == name {
      usedChildren.insert(index)
      found.append(child)
    }
    return found
  }

  /// Runs UIKit's decoding of the element into `view` once: called from the `init?(coder:)` of
  /// UIKit's view classes, after their own set-up.
  @MainActor
  func decodeView(_ view: UIView) {
    guard !hasDecoded else { return }
    hasDecoded = true
    decodeViewProperties(view)
    reportUnused()
  }

  /// Runs UIKit's decoding of a controller element into `controller` once.
  @MainActor
  func decodeController(_ controller: UIViewController) {
    guard !hasDecoded else { return }
    hasDecoded = true
    decodeControllerProperties(controller)
    reportUnused()
  }

  /// Names every attribute and child element that nothing used.
  @MainActor
  func reportUnused() {
    let name = element.name
    for attribute in element.attributes.keys.sorted()
    where !usedAttributes.contains(attribute) && !Self.designAttributes.contains(attribute) {
      build.warn(
        element, "the attribute '\(attribute)' of <\(name)> is not supported; skipped",
        once: "attribute \(name).\(attribute)")
    }
    for (index, child) in element.children.enumerated()
    where !usedChildren.contains(index) && !Self.designElements.contains(child.name)
      && child.key != "canvasLocation" && child.key != "freeformSize"
    {
      let what = child.key.map { "<\(child.name) key=\"\($0)\">" } ?? "<\(child.name)>"
      build.warn(
        child, "\(what) in <\(name)> is not supported; skipped",
        once: "child \(name).\(child.name).\(child.key ?? "")")
    }
  }
}
