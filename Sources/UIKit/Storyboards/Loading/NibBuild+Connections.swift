/// The last step of a build, once every object exists: outlets, outlet collections, actions and
/// segue triggers are connected, runtime attributes set, then every object made gets
/// `awakeFromNib`, as in UIKit's nib loading.
///
/// Every connection is checked before any is made, so a file with one bad connection changes
/// nothing — not even File's Owner, which was made elsewhere. A connection whose source or
/// destination this build did not make is left for another: a controller's outlets to its
/// views connect when the view loads, not when it is instantiated.
extension NibBuild {
  func finish() {
    var operations: [() -> Void] = []
    for (holderID, element) in connections {
      guard let holder = objects[holderID] else { continue }
      if let operation = plan(element, from: holder, holderID: holderID) {
        operations.append(operation)
      }
      if failed { return }
    }
    for operation in operations { operation() }
    for (view, list) in runtimeAttributes {
      applyRuntimeAttributes(list, to: view)
    }
    for object in madeObjects {
      (object as? UIResponder)?.awakeFromNib()
    }
  }

  /// What making one connection does, or `nil` when there is nothing to do (or after a
  /// failure).
  private func plan(_ element: InterfaceElement, from holder: AnyObject, holderID: String)
    -> (() -> Void)?
  {
    switch element.name {
    case "outlet": return planOutlet(element, from: holder, holderID: holderID)
    case "outletCollection": return planOutletCollection(element, from: holder)
    case "action": return planAction(element, from: holder)
    case "segue": return planSegue(element, from: holder, holderID: holderID)
    default:
      warn(element, "the connection <\(element.name)> is not supported; skipped")
      return nil
    }
  }

  private func planOutlet(_ element: InterfaceElement, from holder: AnyObject, holderID: String)
    -> (() -> Void)?
  {
    guard let property = element["property"], let destinationID = element["destination"],
      let destination = objects[destinationID]
    else { return nil }
    if let builtIn = builtInOutlet(property, of: holder, to: destination, element) {
      return builtIn
    }
    if skipsOutletOfStandIn(property, holderID: holderID, element) { return nil }
    guard let slot = ReflectedProperties.outlet(named: property, in: holder) else {
      raiseUndefinedKey(property, of: holder, element)
      return nil
    }
    guard slot.accepts(destination) else {
      fail(
        .invalidArgumentException,
        "the outlet '\(property)' of \(holder) holds a \(slot.valueTypeName), and cannot hold "
          + "\(destination) (\(location(element)))")
      return nil
    }
    return { slot.connect(destination) }
  }

  private func planOutletCollection(_ element: InterfaceElement, from holder: AnyObject)
    -> (() -> Void)?
  {
    guard let property = element["property"], let destinationID = element["destination"],
      let destination = objects[destinationID]
    else { return nil }
    if property == "gestureRecognizers", let view = holder as? UIView,
      let recognizer = destination as? UIGestureRecognizer
    {
      return { view.addGestureRecognizer(recognizer) }
    }
    guard let slot = ReflectedProperties.outletCollection(named: property, in: holder) else {
      raiseUndefinedKey(property, of: holder, element)
      return nil
    }
    guard slot.accepts(destination) else {
      fail(
        .invalidArgumentException,
        "the outlet collection '\(property)' of \(holder) holds \(slot.elementTypeName)s, and "
          + "cannot hold \(destination) (\(location(element)))")
      return nil
    }
    return { slot.append(destination) }
  }

  /// UIKit's own outlets: those its classes declare, which files connect by name.
  private func builtInOutlet(
    _ property: String, of holder: AnyObject, to value: AnyObject, _ element: InterfaceElement
  ) -> (() -> Void)? {
    switch (property, holder) {
    case ("view", let controller as UIViewController):
      guard let view = value as? UIView else {
        fail(element, "the view outlet of \(controller) is connected to \(value), not a view")
        return nil
      }
      return { controller.view = view }
    case ("delegate", let field as UITextField):
      return { field.delegate = value as? any UITextFieldDelegate }
    case ("dataSource", let table as UITableView):
      return { table.dataSource = value as? any UITableViewDataSource }
    case ("dataSource", let collectionView as UICollectionView):
      return { collectionView.dataSource = value as? any UICollectionViewDataSource }
    case ("delegate", let scrollView as UIScrollView):
      return { scrollView.delegate = value as? any UIScrollViewDelegate }
    case ("titleView", let item as UINavigationItem):
      return { item.titleView = value as? UIView }
    default: return nil
    }
  }

  /// Whether an outlet belongs to an element a plain view stands in for (a `tableView`'s
  /// `dataSource`, say): UIKit's own outlet of a class not available here, skipped with a
  /// warning like the element's, not raised as an unknown key, so the file still loads.
  private func skipsOutletOfStandIn(
    _ property: String, holderID: String, _ element: InterfaceElement
  ) -> Bool {
    guard standInIDs.contains(holderID), let holderElement = document.elements[holderID]
    else { return false }
    warn(
      element,
      "the outlet '\(property)' of <\(holderElement.name)> is skipped with the element, "
        + "which a plain UIView stands in for",
      once: "stand-in outlet \(holderElement.name).\(property)")
    return true
  }

  /// UIKit's `NSUnknownKeyException` for a connection to a property that cannot be set.
  private func raiseUndefinedKey(_ key: String, of holder: AnyObject, _ element: InterfaceElement) {
    fail(
      .undefinedKeyException,
      "[<\(String(reflecting: type(of: holder))) \(ObjectIdentifier(holder).debugAddress)> "
        + "setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
        + "\(key). (\(location(element)): on Linux, declare it `@Outlet var \(key)`, or "
        + "`@OutletCollection` for a collection.)")
  }

  private func planAction(_ element: InterfaceElement, from holder: AnyObject) -> (() -> Void)? {
    guard let name = element["selector"], let destinationID = element["destination"] else {
      return nil
    }
    let selector = Selector(name)
    let target = objects[destinationID]
    if let target, !(target is FirstResponderPlaceholder),
      ActionBinding.find(selector, in: target) == nil
    {
      warn(
        element,
        "\(String(reflecting: type(of: target))) has no ActionBinding for '\(name)'; sending "
          + "the action will raise",
        once: "binding \(name)")
    }
    let action = UIAction { [weak target] action in
      InterfaceActionDispatch.send(selector, to: target, sender: action.sender)
    }
    switch holder {
    case let control as UIControl:
      let eventName = element["eventType"] ?? "primaryActionTriggered"
      guard let event = InterfaceActionDispatch.controlEvents[eventName] else {
        warn(element, "the control event '\(eventName)' is not known; skipped")
        return nil
      }
      return { control.addAction(action, for: event) }
    case let item as UIBarButtonItem:
      return { item.primaryAction = action }
    case let recognizer as UIGestureRecognizer:
      return {
        recognizer.addTarget { [weak target] recognizer in
          InterfaceActionDispatch.send(selector, to: target, sender: recognizer)
        }
      }
    default:
      warn(element, "actions from \(type(of: holder)) are not supported; skipped")
      return nil
    }
  }

  /// Embed segues are performed when the view has loaded; a segue from a control, a bar button
  /// item or a gesture recognizer runs when it fires (asking `shouldPerformSegue` first);
  /// relationship and manual segues need nothing here.
  private func planSegue(_ element: InterfaceElement, from holder: AnyObject, holderID: String)
    -> (() -> Void)?
  {
    switch element["kind"] {
    case "embed":
      guard let container = holder as? UIView else { return nil }
      return { self.addEmbed(container: container, segue: element) }
    case "relationship": return nil
    default:
      guard !(holder is UIViewController),
        let controllerID = document.controllerOfObject[holderID],
        let source = objects[controllerID] as? UIViewController
      else { return nil }
      let trigger: @MainActor (Any?) -> Void = { [weak source] sender in
        guard let source else { return }
        StoryboardSegueTemplate(element: element, source: source)?.performTriggered(sender: sender)
      }
      switch holder {
      case let control as UIControl:
        return {
          control.addAction(
            UIAction { action in trigger(action.sender) }, for: .primaryActionTriggered)
        }
      case let item as UIBarButtonItem:
        return { item.primaryAction = UIAction { [weak item] _ in trigger(item) } }
      case let recognizer as UIGestureRecognizer:
        return { recognizer.addTarget { recognizer in trigger(recognizer) } }
      default:
        warn(element, "segues triggered by \(type(of: holder)) are not supported; skipped")
        return nil
      }
    }
  }
}
