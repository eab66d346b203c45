#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Interface Builder file into a tree of ``InterfaceElement``s with Foundation's
/// `XMLParser`.
///
/// Xcode writes plain XML with no document type declaration, so one is refused (which also
/// keeps entity expansion out), and so is nesting deeper than any real file has: the tree is
/// walked recursively later, and a hostile file must not exhaust the stack.
final class InterfaceXMLReader: NSObject, XMLParserDelegate {
  /// Deeper than the deepest view hierarchy Xcode produces by a wide margin.
  static let maximumDepth = 200

  private let file: String
  private var stack: [InterfaceElement] = []
  private var root: InterfaceElement?
  private var failure: InterfaceFileError?

  private init(file: String) {
    self.file = file
  }

  /// The file's root element, or the first reason it is not a well-formed Interface Builder file.
  static func read(_ data: Data, file: String) -> Result<InterfaceElement, InterfaceFileError> {
    if data.range(of: Data("<!DOCTYPE".utf8)) != nil {
      return .failure(
        InterfaceFileError(
          file: file, line: nil, objectID: nil,
          "a document type declaration is not allowed in an Interface Builder file"))
    }
    let reader = InterfaceXMLReader(file: file)
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    let parsed = parser.parse()
    if let failure = reader.failure { return .failure(failure) }
    guard parsed, let root = reader.root else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
      return .failure(
        InterfaceFileError(
          file: file, line: parser.lineNumber, objectID: nil, "malformed XML (\(reason))"))
    }
    return .success(root)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    guard stack.count < Self.maximumDepth else {
      fail(parser, "elements are nested more than \(Self.maximumDepth) deep")
      return
    }
    stack.append(
      InterfaceElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard failure == nil, let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil else { return }
    failure = InterfaceFileError(
      file: file, line: parser.lineNumber, objectID: nil,
      "malformed XML (\(parseError.localizedDescription))")
  }

  private func fail(_ parser: XMLParser, _ message: String) {
    failure = InterfaceFileError(file: file, line: parser.lineNumber, objectID: nil, message)
    parser.abortParsing()
  }
}
