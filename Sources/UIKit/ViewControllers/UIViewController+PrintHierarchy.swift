extension UIViewController {
  /// Matches UIKit's `_printHierarchy` debugging method: this controller, its appearance state
  /// and its view, then its children indented by `   | ` and the controller it presents by
  /// `   + `, as
  ///
  /// ```
  /// <UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>
  ///    | <MyApp.ListController 0x…>, state: disappeared, view: <UIView 0x…> not in the window
  ///    | <MyApp.DetailController 0x…>, state: appeared, view: <UIView 0x…>
  /// ```
  package func _printHierarchy() -> String {
    var lines: [String] = []
    func visit(_ controller: UIViewController, prefix: String, presented: Bool = false) {
      lines.append(prefix + controller.hierarchyLine(presented: presented))
      let indent = String(repeating: "   | ", count: prefix.count / 5)
      for child in controller.children { visit(child, prefix: indent + "   | ") }
      if let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      {
        visit(presented, prefix: indent + "   + ", presented: true)
      }
    }
    visit(self, prefix: "")
    return lines.joined(separator: "\n")
  }

  /// One controller's line, in `_printHierarchy`'s words; a `presented` one names how.
  private func hierarchyLine(presented: Bool) -> String {
    let state =
      switch appearanceState {
      case .appeared: "appeared"
      case .appearing: "appearing"
      case .disappeared: "disappeared"
      case .disappearing: "disappearing"
      }
    var line = "<\(UIView.debugClassName(self)) \(ObjectIdentifier(self).debugAddress)>, "
    line += "state: \(state), view: "
    if let view = viewIfLoaded {
      line += "<\(UIView.debugClassName(view)) \(ObjectIdentifier(view).debugAddress)>"
      if view.window == nil { line += " not in the window" }
    } else {
      line += "(view not loaded)"
    }
    if presented, let controller = presentationController {
      line +=
        ", presented with: <\(controller.hierarchyClassName) "
        + "\(ObjectIdentifier(controller).debugAddress)>"
    }
    return line
  }
}

extension UIPresentationController {
  /// The class `_printHierarchy` names: UIKit's private class for each built-in style
  /// (`_UIPageSheetPresentationController` for a sheet, as iOS prints it), and an app's own
  /// subclass by its name.
  fileprivate var hierarchyClassName: String {
    guard self is FullScreenPresentationController || self is UISheetPresentationController
    else { return UIView.debugClassName(self) }
    return switch presentationStyle {
    case .fullScreen: "_UIFullscreenPresentationController"
    case .overFullScreen: "_UIOverFullscreenPresentationController"
    case .currentContext, .overCurrentContext: "_UICurrentContextPresentationController"
    case .formSheet: "_UIFormSheetPresentationController"
    default: "_UIPageSheetPresentationController"
    }
  }
}
