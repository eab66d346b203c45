/// The last step of a build, once every object exists: outlets, outlet collections, actions and
/// segue triggers are connected, runtime attributes set, then every object made gets
/// `awakeFromNib`, as in UIKit's nib loading.
///
/// A connection whose source or destination this build did not make is left for another: a
/// controller's outlets to its views connect when the view loads, not when it is instantiated.
extension NibBuild {
  func finish() {
    for (holderID, element) in connections where !failed {
      guard let holder = objects[holderID] else { continue }
      connect(element, from: holder, holderID: holderID)
    }
    for (view, list) in runtimeAttributes where !failed {
      applyRuntimeAttributes(list, to: view)
    }
    guard !failed else { return }
    for object in madeObjects {
      (object as? UIResponder)?.awakeFromNib()
    }
  }

  private func connect(_ element: InterfaceElement, from holder: AnyObject, holderID: String) {
    switch element.name {
    case "outlet": connectOutlet(element, from: holder)
    case "outletCollection": connectOutletCollection(element, from: holder)
    case "action": connectAction(element, from: holder)
    case "segue": connectSegue(element, from: holder, holderID: holderID)
    default:
      warn(element, "the connection <\(element.name)> is not supported; skipped")
    }
  }

  private func connectOutlet(_ element: InterfaceElement, from holder: AnyObject) {
    guard let property = element["property"], let destinationID = element["destination"],
      let destination = objects[destinationID]
    else { return }
    if setBuiltInOutlet(property, of: holder, to: destination) { return }
    guard let slot = ReflectedProperties.outlet(named: property, in: holder) else {
      raiseUndefinedKey(property, of: holder, element)
      return
    }
    if !slot.connect(destination) {
      fail(
        .invalidArgumentException,
        "the outlet '\(property)' of \(holder) holds a \(slot.valueTypeName), and cannot hold "
          + "\(destination) (\(location(element)))")
    }
  }

  private func connectOutletCollection(_ element: InterfaceElement, from holder: AnyObject) {
    guard let property = element["property"], let destinationID = element["destination"],
      let destination = objects[destinationID]
    else { return }
    if property == "gestureRecognizers", let view = holder as? UIView,
      let recognizer = destination as? UIGestureRecognizer
    {
      view.addGestureRecognizer(recognizer)
      return
    }
    guard let slot = ReflectedProperties.outletCollection(named: property, in: holder) else {
      raiseUndefinedKey(property, of: holder, element)
      return
    }
    if !slot.append(destination) {
      fail(
        .invalidArgumentException,
        "the outlet collection '\(property)' of \(holder) holds \(slot.elementTypeName)s, and "
          + "cannot hold \(destination) (\(location(element)))")
    }
  }

  /// UIKit's own outlets: those its classes declare, which files connect by name.
  private func setBuiltInOutlet(_ property: String, of holder: AnyObject, to value: AnyObject)
    -> Bool
  {
    switch (property, holder) {
    case ("view", let controller as UIViewController):
      guard let view = value as? UIView else { return false }
      controller.view = view
    case ("delegate", let field as UITextField):
      field.delegate = value as? any UITextFieldDelegate
    case ("delegate", let scrollView as UIScrollView):
      scrollView.delegate = value as? any UIScrollViewDelegate
    case ("titleView", let item as UINavigationItem):
      item.titleView = value as? UIView
    default: return false
    }
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

  private func connectAction(_ element: InterfaceElement, from holder: AnyObject) {
    guard let name = element["selector"], let destinationID = element["destination"] else {
      return
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
        return
      }
      control.addAction(action, for: event)
    case let item as UIBarButtonItem:
      item.primaryAction = action
    case let recognizer as UIGestureRecognizer:
      recognizer.addTarget { [weak target] recognizer in
        InterfaceActionDispatch.send(selector, to: target, sender: recognizer)
      }
    default:
      warn(element, "actions from \(type(of: holder)) are not supported; skipped")
    }
  }

  /// Embed segues are performed when the view has loaded; a segue from a control, a bar button
  /// item or a gesture recognizer runs when it fires (asking `shouldPerformSegue` first);
  /// relationship and manual segues need nothing here.
  private func connectSegue(_ element: InterfaceElement, from holder: AnyObject, holderID: String) {
    switch element["kind"] {
    case "embed":
      if let container = holder as? UIView { addEmbed(container: container, segue: element) }
    case "relationship": return
    default:
      guard !(holder is UIViewController),
        let controllerID = document.controllerOfObject[holderID],
        let source = objects[controllerID] as? UIViewController
      else { return }
      let trigger: @MainActor (Any?) -> Void = { [weak source] sender in
        guard let source else { return }
        StoryboardSegueTemplate(element: element, source: source)?.performTriggered(sender: sender)
      }
      switch holder {
      case let control as UIControl:
        control.addAction(
          UIAction { action in trigger(action.sender) }, for: .primaryActionTriggered)
      case let item as UIBarButtonItem:
        item.primaryAction = UIAction { [weak item] _ in trigger(item) }
      case let recognizer as UIGestureRecognizer:
        recognizer.addTarget { recognizer in trigger(recognizer) }
      default:
        warn(element, "segues triggered by \(type(of: holder)) are not supported; skipped")
      }
    }
  }
}
