/// One element of an Interface Builder file (`.storyboard` or `.xib`), as Xcode wrote it: its
/// name, attributes, children, character data and the line it starts on.
///
/// The tree is read whole before anything is built, so a file that is not well-formed is refused
/// before a single object exists.
struct InterfaceElement: Sendable {
  let name: String
  let attributes: [String: String]
  var children: [InterfaceElement] = []
  /// The character data directly inside the element (`<string>` values in arrays).
  var text = ""
  /// The line the start tag is on, for messages.
  let line: Int

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// Xcode's object identifier, such as `BYZ-38-t0r`.
  var id: String? { attributes["id"] }

  /// The property an element describes inside its parent (`<rect key="frame">`).
  var key: String? { attributes["key"] }

  /// The first child with `name` (and `key`, when given).
  func child(_ name: String, key: String? = nil) -> InterfaceElement? {
    children.first { $0.name == name && (key == nil || $0.key == key) }
  }

  /// The first child whose `key` attribute is `key`, whatever its element name.
  func child(key: String) -> InterfaceElement? {
    children.first { $0.key == key }
  }

  /// Every element of this subtree, this one first, depth first in document order.
  func forEachElement(_ body: (InterfaceElement) -> Void) {
    var stack = [self]
    while let element = stack.popLast() {
      body(element)
      stack.append(contentsOf: element.children.reversed())
    }
  }

  /// `YES`/`NO` attributes, as Xcode writes booleans.
  func bool(_ attribute: String) -> Bool? {
    switch attributes[attribute] {
    case "YES", "yes", "true": true
    case "NO", "no", "false": false
    default: nil
    }
  }

  /// A number attribute; `nil` when absent or not a finite number.
  func number(_ attribute: String) -> Double? {
    guard let text = attributes[attribute], let value = Double(text), value.isFinite else {
      return nil
    }
    return value
  }

  /// An integer attribute; `nil` when absent, fractional or out of range.
  func integer(_ attribute: String) -> Int? {
    attributes[attribute].flatMap { Int($0) }
  }
}
