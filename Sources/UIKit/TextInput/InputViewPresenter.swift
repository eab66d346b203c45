/// Shows a text control's `inputView` and `inputAccessoryView` where iOS shows its keyboard: a
/// panel across the bottom of the control's window, the accessory above the input view.
///
/// A desktop shows no on-screen keyboard, so the panel appears only for a first responder that
/// has an input view or an accessory (a picker as a field's input view, say). Then, and only
/// then, the keyboard notifications are posted, as iOS posts them for its keyboard, so that
/// screens that move their content out of the keyboard's way move it out of the panel's: will-
/// and did-show when the panel appears, will- and did-hide when it goes. The panel appears at
/// once, so the animation duration in `userInfo` is 0.
@MainActor
enum InputViewPresenter {
  /// The panel shown now, and the responder it belongs to.
  private static var shown: (panel: UIView, responder: UIResponder)?

  /// The standard height of an input view that gives none: the picker's.
  private static let standardHeight: CGFloat = 216

  /// Shows or hides the panel for `responder`, which just became or stopped being first
  /// responder (or asked to reload its input views).
  static func update(for responder: UIView) {
    if let shown {
      // Another responder's panel stays unless this one has taken over.
      if shown.responder !== responder && !responder.isFirstResponder { return }
      hide()
    }
    guard responder.isFirstResponder, let window = responder.window else { return }
    let views = [responder.inputAccessoryView, responder.inputView].compactMap { $0 }
    guard !views.isEmpty else { return }
    let width = window.bounds.width
    let heights = views.map(height(of:))
    let total = heights.reduce(0, +)
    // The panel takes its frame before its subviews, so that their autoresizing starts there.
    let panel = UIView(
      frame: CGRect(x: 0, y: window.bounds.height - total, width: width, height: total))
    var y: CGFloat = 0
    for (view, height) in zip(views, heights) {
      view.removeFromSuperview()
      view.frame = CGRect(x: 0, y: y, width: width, height: height)
      view.autoresizingMask = [.flexibleWidth]
      panel.addSubview(view)
      y += height
    }
    panel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    post(UIResponder.keyboardWillShowNotification, panel: panel, in: window, showing: true)
    window.addSubview(panel)
    shown = (panel, responder)
    post(UIResponder.keyboardDidShowNotification, panel: panel, in: window, showing: true)
  }

  private static func hide() {
    guard let (panel, _) = shown, let window = panel.window else {
      shown = nil
      return
    }
    post(UIResponder.keyboardWillHideNotification, panel: panel, in: window, showing: false)
    panel.removeFromSuperview()
    for view in panel.subviews { view.removeFromSuperview() }
    shown = nil
    post(UIResponder.keyboardDidHideNotification, panel: panel, in: window, showing: false)
  }

  /// A view's own height: its frame's, else its intrinsic height, else the picker's 216.
  private static func height(of view: UIView) -> CGFloat {
    if view.frame.height > 0 { return view.frame.height }
    let intrinsic = view.intrinsicContentSize.height
    return intrinsic > 0 ? intrinsic : standardHeight
  }

  /// Posts a keyboard notification with UIKit's `userInfo`: the panel's frame on screen and
  /// just below the window, in the window's coordinates (the screen's, here).
  private static func post(
    _ name: Notification.Name, panel: UIView, in window: UIWindow, showing: Bool
  ) {
    let onScreen = panel.frame
    let offScreen = onScreen.offsetBy(dx: 0, dy: onScreen.height)
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: showing ? offScreen : onScreen,
      UIResponder.keyboardFrameEndUserInfoKey: showing ? onScreen : offScreen,
      UIResponder.keyboardAnimationDurationUserInfoKey: TimeInterval(0),
      UIResponder.keyboardAnimationCurveUserInfoKey: 7,
      UIResponder.keyboardIsLocalUserInfoKey: true,
    ]
    NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo)
  }
}
