/// The structural checks that make a file load whole or not at all: once they pass, every
/// identifier is unique, every reference resolves to something of the right kind, and no
/// controller embeds itself.
///
/// Xcode refuses such files when it compiles them, so UIKit has no messages for them; these
/// name the file, the line and the object instead.
extension InterfaceDocument {
  static func checkRoot(_ root: InterfaceElement, file: String) -> InterfaceFileError? {
    guard root.name == "document" else {
      return InterfaceFileError(
        file: file, element: root,
        "the root element is <\(root.name)>, not an Interface Builder <document>")
    }
    guard let type = root["type"], type.contains("CocoaTouch") else {
      return InterfaceFileError(
        file: file, element: root,
        "the document type '\(root["type"] ?? "")' is not an iOS (Cocoa Touch) storyboard or "
          + "xib")
    }
    return nil
  }

  func firstStructuralError() -> InterfaceFileError? {
    duplicateIdentifierError() ?? referenceError() ?? initialControllerError() ?? cycleError()
  }

  private func error(_ element: InterfaceElement, _ message: String) -> InterfaceFileError {
    InterfaceFileError(file: file, element: element, message)
  }

  private func duplicateIdentifierError() -> InterfaceFileError? {
    var seen: Set<String> = []
    var found: InterfaceFileError?
    root.forEachElement { element in
      guard found == nil, let id = element.id else { return }
      if !seen.insert(id).inserted {
        found = error(element, "the identifier '\(id)' is used by more than one object")
      }
    }
    if let found { return found }
    var storyboardIDs: Set<String> = []
    for scene in scenes {
      guard let controller = scene.controller, let name = controller["storyboardIdentifier"]
      else { continue }
      if !storyboardIDs.insert(name).inserted {
        return error(
          controller, "the storyboard identifier '\(name)' is used by more than one scene")
      }
    }
    return nil
  }

  private func initialControllerError() -> InterfaceFileError? {
    guard let id = initialViewControllerID else { return nil }
    guard let element = elements[id], Self.controllerElementNames.contains(element.name) else {
      return error(root, "the initial view controller '\(id)' is not a scene's view controller")
    }
    return nil
  }

  private func referenceError() -> InterfaceFileError? {
    var found: InterfaceFileError?
    root.forEachElement { element in
      guard found == nil else { return }
      for list in element.children where list.name == "constraints" {
        if let problem = constraintError(in: list, holder: element) {
          found = problem
          return
        }
      }
      switch element.name {
      case "outlet", "outletCollection", "action":
        if let destination = element["destination"], elements[destination] == nil {
          found = error(
            element, "the \(element.name) refers to an unknown object '\(destination)'")
        }
      case "segue": found = segueError(element)
      default: break
      }
    }
    return found
  }

  /// Xcode keeps a constraint on the nearest common ancestor of its items, so both items lie
  /// in the subtree of the view that holds it.
  private func constraintError(in list: InterfaceElement, holder: InterfaceElement)
    -> InterfaceFileError?
  {
    var subtree: Set<String> = []
    holder.forEachElement { if let id = $0.id { subtree.insert(id) } }
    for constraint in list.children where constraint.name == "constraint" {
      for attribute in ["firstItem", "secondItem"] {
        guard let item = constraint[attribute], !subtree.contains(item),
          elements[item]?.name != "viewControllerLayoutGuide"
        else { continue }
        let problem =
          elements[item] == nil
          ? "refers to an unknown object '\(item)'"
          : "refers to '\(item)', which is outside the view that holds the constraint"
        return error(constraint, "the constraint \(problem)")
      }
    }
    return nil
  }

  private func segueError(_ segue: InterfaceElement) -> InterfaceFileError? {
    // Xcode ends many storyboards with `<inferredMetricsTieBreakers>`, whose `<segue
    // reference="…"/>` entries point back at segues defined in the scenes.
    if let reference = segue["reference"], segue["destination"] == nil {
      guard elements[reference]?.name == "segue" else {
        return error(segue, "the segue reference '\(reference)' names no segue")
      }
      return nil
    }
    guard let destination = segue["destination"] else {
      return error(segue, "the segue has no destination")
    }
    guard let target = elements[destination] else {
      return error(segue, "the segue refers to an unknown object '\(destination)'")
    }
    if segue["kind"] == "unwind" {
      guard target.name == "exit" else {
        return error(segue, "the unwind segue's destination '\(destination)' is not an Exit")
      }
    } else if !Self.controllerElementNames.contains(target.name) {
      return error(
        segue, "the segue's destination '\(destination)' is a <\(target.name)>, not a scene")
    }
    return nil
  }

  /// Embed and relationship segues are followed when a controller is made, so a loop among them
  /// would never finish.
  private func cycleError() -> InterfaceFileError? {
    var edges: [String: [(to: String, segue: InterfaceElement)]] = [:]
    for scene in scenes {
      guard let controller = scene.controller, let id = controller.id else { continue }
      controller.forEachElement { element in
        guard element.name == "segue", ["embed", "relationship"].contains(element["kind"]),
          let destination = element["destination"]
        else { return }
        edges[id, default: []].append((destination, element))
      }
    }
    var finished: Set<String> = []
    var path: [String] = []
    func visit(_ id: String) -> InterfaceFileError? {
      if finished.contains(id) { return nil }
      path.append(id)
      defer {
        path.removeLast()
        finished.insert(id)
      }
      for (destination, segue) in edges[id] ?? [] {
        if let start = path.firstIndex(of: destination) {
          let loop = (path[start...] + [destination]).map { "'\($0)'" }.joined(separator: " → ")
          return error(segue, "embed cycle: \(loop)")
        }
        if let found = visit(destination) { return found }
      }
      return nil
    }
    for scene in scenes {
      if let id = scene.controller?.id, let found = visit(id) { return found }
    }
    return nil
  }
}
