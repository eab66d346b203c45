/// The editor a compact date picker's button opens: the calendar or the time's wheels on a
/// rounded panel below the button (above it when there is no room below), over the window.
///
/// Matches iOS 14's compact picker: picking in the editor sets the date at once and leaves the
/// editor open; a tap outside the panel closes it, and so does Escape, as it closes iPadOS's
/// popovers.
@MainActor
final class DatePickerOverlay: UIView {
  private static let margin: CGFloat = 8

  private let panel = UIView()
  private let onClose: () -> Void

  /// Opens `editor`, at its intrinsic size, below `source` in `window`; `onClose` runs once it
  /// has closed.
  static func show(
    _ editor: UIView, below source: UIView, in window: UIWindow,
    onClose: @escaping () -> Void
  ) {
    let overlay = DatePickerOverlay(frame: window.bounds, onClose: onClose)
    window.addSubview(overlay)
    overlay.place(editor, below: source.convert(source.bounds, to: window))
    _ = overlay.becomeFirstResponder()
  }

  private init(frame: CGRect, onClose: @escaping () -> Void) {
    self.onClose = onClose
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addGestureRecognizer(
      UITapGestureRecognizer { [unowned self] tap in
        if !panel.frame.contains(tap.location(in: self)) { close() }
      })
    panel.backgroundColor = .systemBackground
    panel.layer.cornerRadius = 13
    panel.layer.shadowOpacity = 0.2
    panel.layer.shadowRadius = 16
    panel.layer.shadowColor = UIColor.black.cgColor
    addSubview(panel)
  }

  required init?(coder: NSCoder) {
    fatalError("a date picker's editor is opened by its button")
  }

  private func place(_ editor: UIView, below source: CGRect) {
    let size = editor.intrinsicContentSize
    let margin = Self.margin
    var y = source.maxY + margin
    if y + size.height > bounds.maxY - margin { y = source.minY - margin - size.height }
    let x = min(max(source.midX - size.width / 2, margin), bounds.maxX - margin - size.width)
    panel.frame = CGRect(
      x: x.rounded(), y: max(y, margin).rounded(), width: size.width, height: size.height)
    editor.frame = panel.bounds
    panel.addSubview(editor)
  }

  private func close() {
    guard superview != nil else { return }
    removeFromSuperview()
    onClose()
  }

  override var canBecomeFirstResponder: Bool { true }

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(title: "Close", input: UIKeyCommand.inputEscape, modifierFlags: []) {
        [unowned self] _ in close()
      }
    ]
  }
}
