/// A menu shown under the control that opened it, as UIKit shows a `UIMenu` from a bar button
/// or a button: a rounded list of its actions over the window. Clicking an action performs it
/// and closes the menu; clicking anywhere else, or Escape, closes it.
@MainActor
final class MenuView: UIView {
  private let list = UIStackView()

  /// Opens `menu` below `source`, inside its window.
  static func show(_ menu: UIMenu, from source: UIView) {
    guard let window = source.window else { return }
    let overlay = MenuView(
      menu: menu, window: window, source: source.convert(source.bounds, to: window))
    window.addSubview(overlay)
    // The open menu takes the keyboard, as UIKit's does: Escape closes it and goes no further.
    _ = overlay.becomeFirstResponder()
  }

  private init(menu: UIMenu, window: UIWindow, source: CGRect) {
    super.init(frame: window.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in close() })
    list.axis = .vertical
    list.backgroundColor = .secondarySystemBackground
    list.layer.cornerRadius = 12
    list.layer.shadowOpacity = 0.2
    list.layer.shadowRadius = 12
    list.layer.shadowColor = UIColor.black.cgColor
    for action in menu.actions where !action.attributes.contains(.hidden) {
      let row = UIButton(type: .system)
      row.setTitle(action.title, for: .normal)
      if action.attributes.contains(.destructive) { row.setTitleColor(.systemRed, for: .normal) }
      row.isEnabled = !action.attributes.contains(.disabled)
      row.addAction(
        UIAction { [unowned self] _ in
          close()
          action.perform(sender: menu)
        }, for: .primaryActionTriggered)
      list.addArrangedSubview(row)
    }
    let width: CGFloat = 220
    let height = CGFloat(list.arrangedSubviews.count) * 44
    let x = min(max(8, source.maxX - width), window.bounds.width - width - 8)
    // Below the control when it fits above the home indicator, as UIKit places a menu;
    // otherwise above it (a toolbar's menu opens upwards).
    let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: 0, dy: 8)
    let y =
      source.maxY + 4 + height <= safe.maxY
      ? source.maxY + 4 : max(safe.minY, source.minY - 4 - height)
    list.frame = CGRect(x: x, y: y, width: width, height: height)
    addSubview(list)
  }

  required init?(coder: NSCoder) {
    fatalError("menus are shown from their control")
  }

  override var canBecomeFirstResponder: Bool { true }

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(title: "Close", input: UIKeyCommand.inputEscape, modifierFlags: []) {
        [unowned self] _ in close()
      }
    ]
  }

  private func close() {
    removeFromSuperview()
  }
}
