/// `userDefinedRuntimeAttributes`: UIKit sets each with key-value coding after the object is
/// made. Linux has no key-value coding, so the key paths that map to properties of UIKit's views
/// are set through this table; any other is named in a warning (set it in `awakeFromNib`).
extension NibBuild {
  /// A runtime attribute's value, read from its element.
  enum RuntimeValue {
    case number(CGFloat)
    case boolean(Bool)
    case string(String)
    case color(UIColor)
    case size(CGSize)
  }

  /// The key paths set on views, with how to set them.
  static let viewRuntimeAttributes: [String: @MainActor (UIView, RuntimeValue) -> Bool] = [
    "layer.cornerRadius": { view, value in setNumber(value) { view.layer.cornerRadius = $0 } },
    "cornerRadius": { view, value in setNumber(value) { view.layer.cornerRadius = $0 } },
    "layer.borderWidth": { view, value in setNumber(value) { view.layer.borderWidth = $0 } },
    "layer.borderColor": { view, value in setColor(value) { view.layer.borderColor = $0.cgColor } },
    "layer.shadowOpacity": { view, value in
      setNumber(value) { view.layer.shadowOpacity = Float($0) }
    },
    "layer.shadowRadius": { view, value in setNumber(value) { view.layer.shadowRadius = $0 } },
    "layer.shadowColor": { view, value in setColor(value) { view.layer.shadowColor = $0.cgColor } },
    "layer.shadowOffset": { view, value in
      guard case .size(let size) = value else { return false }
      view.layer.shadowOffset = size
      return true
    },
    "layer.masksToBounds": { view, value in setBool(value) { view.clipsToBounds = $0 } },
    "clipsToBounds": { view, value in setBool(value) { view.clipsToBounds = $0 } },
    "hidden": { view, value in setBool(value) { view.isHidden = $0 } },
    "alpha": { view, value in setNumber(value) { view.alpha = $0 } },
    "tag": { view, value in setNumber(value) { view.tag = Int($0) } },
    "backgroundColor": { view, value in setColor(value) { view.backgroundColor = $0 } },
    "tintColor": { view, value in setColor(value) { view.tintColor = $0 } },
    "accessibilityIdentifier": { view, value in
      guard case .string(let text) = value else { return false }
      view.accessibilityIdentifier = text
      return true
    },
    "accessibilityLabel": { view, value in
      guard case .string(let text) = value else { return false }
      view.accessibilityLabel = text
      return true
    },
  ]

  private static func setNumber(_ value: RuntimeValue, _ set: (CGFloat) -> Void) -> Bool {
    guard case .number(let number) = value else { return false }
    set(number)
    return true
  }

  private static func setBool(_ value: RuntimeValue, _ set: (Bool) -> Void) -> Bool {
    guard case .boolean(let flag) = value else { return false }
    set(flag)
    return true
  }

  private static func setColor(_ value: RuntimeValue, _ set: (UIColor) -> Void) -> Bool {
    guard case .color(let color) = value else { return false }
    set(color)
    return true
  }

  /// Sets every attribute of one `<userDefinedRuntimeAttributes>` on `view`.
  func applyRuntimeAttributes(_ list: InterfaceElement, to view: UIView) {
    for attribute in list.children where attribute.name == "userDefinedRuntimeAttribute" {
      let keyPath = attribute["keyPath"] ?? ""
      guard let value = runtimeValue(attribute) else {
        warn(attribute, "the runtime attribute '\(keyPath)' has no value it can take; skipped")
        continue
      }
      guard let setter = Self.viewRuntimeAttributes[keyPath] else {
        warn(
          attribute,
          "the runtime attribute '\(keyPath)' cannot be set on \(type(of: view)): Linux has no "
            + "key-value coding; set it in awakeFromNib(). Skipped",
          once: "runtime \(keyPath)")
        continue
      }
      if !setter(view, value) {
        warn(attribute, "the runtime attribute '\(keyPath)' has a value of the wrong type; skipped")
      }
    }
  }

  private func runtimeValue(_ attribute: InterfaceElement) -> RuntimeValue? {
    switch attribute["type"] {
    case "number":
      let element = attribute.children.first { $0.key == "value" }
      return (element?.number("value") ?? attribute.number("value")).map { .number(CGFloat($0)) }
    case "boolean": return attribute.bool("value").map { .boolean($0) }
    case "string", "localizedString":
      return (attribute["value"] ?? attribute.child(key: "value")?["value"]).map { .string($0) }
    case "color":
      guard let element = attribute.child("color", key: "value") else { return nil }
      let decoder = NibDecoder(element: element, build: self)
      return decoder.color(element).map { .color($0) }
    case "size":
      guard let element = attribute.child("size", key: "value") else { return nil }
      return .size(
        CGSize(width: element.number("width") ?? 0, height: element.number("height") ?? 0))
    default: return nil
    }
  }
}
