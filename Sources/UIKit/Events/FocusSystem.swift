/// Keyboard focus: Tab and Shift+Tab move it between controls in reading order, the focused
/// control wears a focus ring, and Return or Space activates it.
@MainActor
enum FocusSystem {
  @ProcessWideWeak private static var focused: UIView? = nil

  static var focusedView: UIView? {
    guard let view = focused, view.isFocusable else { return nil }
    return view
  }

  /// Moves focus to the next (or previous) focusable view of the key window, wrapping.
  @discardableResult
  static func moveFocus(forward: Bool) -> Bool {
    guard let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last
    else { return false }
    let candidates = focusableViews(in: window)
    guard !candidates.isEmpty else { return false }
    let next: UIView
    if let current = focusedView, let index = candidates.firstIndex(where: { $0 === current }) {
      next = candidates[(index + (forward ? 1 : candidates.count - 1)) % candidates.count]
    } else {
      next = forward ? candidates[0] : candidates[candidates.count - 1]
    }
    focus(next)
    return true
  }

  /// Focuses `view` (or nothing). A text field that gets focus starts editing; one that
  /// loses it stops.
  static func focus(_ view: UIView?) {
    let previous = focused
    guard previous !== view else { return }
    focused = view
    previous?.window?.focusDidChange()
    view?.window?.focusDidChange()
    if let field = view as? UITextField {
      field.becomeFirstResponder()
    } else if FirstResponder.current is UITextField, view != nil {
      FirstResponder.current?.resignFirstResponder()
    }
  }

  /// Focusable views in reading order: rows top to bottom (within 8 points), then left to
  /// right.
  static func focusableViews(in window: UIWindow) -> [UIView] {
    var found: [(UIView, CGRect)] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
      if view.canBecomeFocused { found.append((view, view.convert(view.bounds, to: nil))) }
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    return found.sorted { a, b in
      let rowA = (a.1.minY / 8).rounded(.down)
      let rowB = (b.1.minY / 8).rounded(.down)
      return rowA != rowB ? rowA < rowB : a.1.minX < b.1.minX
    }.map(\.0)
  }

  /// The focus ring of the focused view, in window coordinates, if it is in `window`.
  static func focusRing(in window: UIWindow) -> DisplayItem? {
    guard let view = focusedView, view.window === window else { return nil }
    let frame = view.convert(view.bounds, to: nil).insetBy(dx: -3, dy: -3)
    let radius = min(view.layer.cornerRadius + 3, min(frame.width, frame.height) / 2)
    let color = UIColor.systemBlue.resolvedColor(with: window.traitCollection).cgColor
    return .border(frame, cornerRadius: max(radius, 6), width: 3, DisplayColor(color))
  }

}

extension UIView {
  /// Whether the view can take keyboard focus now: focusable and actually visible.
  var isFocusable: Bool {
    guard canBecomeFocused, window != nil else { return false }
    var view: UIView? = self
    while let current = view {
      if current.isHidden || current.alpha <= 0.01 || !current.isUserInteractionEnabled {
        return false
      }
      view = current.superview
    }
    return true
  }
}

extension UIWindow {
  /// The focus ring moved: the system chrome is drawn again.
  func focusDidChange() {
    displayDidChange(placementOnly: false)
  }
}
