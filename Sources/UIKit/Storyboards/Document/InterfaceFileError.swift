/// A problem with an Interface Builder file, located by file, line and object identifier.
///
/// Its description is the message raised: `Main.storyboard:42: object 'abc-12-xyz': …`.
struct InterfaceFileError: Error, Sendable, CustomStringConvertible {
  let file: String
  let line: Int?
  let objectID: String?
  let message: String

  init(file: String, line: Int?, objectID: String?, _ message: String) {
    self.file = file
    self.line = line
    self.objectID = objectID
    self.message = message
  }

  init(file: String, element: InterfaceElement, _ message: String) {
    self.init(file: file, line: element.line, objectID: element.id, message)
  }

  var description: String {
    var text = file
    if let line { text += ":\(line)" }
    text += ": "
    if let objectID { text += "object '\(objectID)': " }
    return text + message
  }
}
