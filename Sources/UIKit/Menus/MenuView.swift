/// A menu over the window, as UIKit shows a `UIMenu`: a rounded list of its actions, under the
/// control that opened it (a bar button or a button) or at the pointer (a context menu).
/// Clicking an action closes the menu and performs it; clicking a disabled one does nothing;
/// clicking outside the menu, with either button, or Escape, closes it.
@MainActor
final class MenuView: UIView {
  /// Where the menu opens, in window coordinates.
  enum Anchor {
    /// Below a control's frame, right-aligned with it; above it when there is no room below.
    case below(CGRect)
    /// With its top-left corner at a point, as iPadOS opens a context menu at the pointer;
    /// moved left as far as the window's edge needs, and above the point when there is no room
    /// below.
    case at(CGPoint)
  }

  private let list = UIStackView()
  private let anchor: Anchor
  /// The menu shown; ``update(_:)`` replaces it.
  private(set) var menu: UIMenu
  private let onClose: () -> Void
  private var isClosed = false

  /// Opens `menu` below `source`, inside its window.
  static func show(_ menu: UIMenu, from source: UIView) {
    guard let window = source.window else { return }
    show(menu, anchor: .below(source.convert(source.bounds, to: window)), in: window)
  }

  /// Opens `menu` by `anchor` in `window`; `onClose` runs once it has closed, however it closed.
  @discardableResult
  static func show(
    _ menu: UIMenu, anchor: Anchor, in window: UIWindow, onClose: @escaping () -> Void = {}
  ) -> MenuView {
    let overlay = MenuView(menu: menu, frame: window.bounds, anchor: anchor, onClose: onClose)
    window.addSubview(overlay)
    overlay.placeList()
    // The open menu takes the keyboard, as UIKit's does: Escape closes it and goes no further.
    _ = overlay.becomeFirstResponder()
    return overlay
  }

  private init(menu: UIMenu, frame: CGRect, anchor: Anchor, onClose: @escaping () -> Void) {
    self.menu = menu
    self.anchor = anchor
    self.onClose = onClose
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // A click elsewhere closes the menu whichever button makes it. A click on the list does
    // not: a disabled row leaves the menu open, as UIKit's does.
    for buttons: UIEvent.ButtonMask in [.primary, .secondary] {
      let tap = UITapGestureRecognizer { [unowned self] tap in
        if !list.frame.contains(tap.location(in: self)) { close() }
      }
      tap.buttonMaskRequired = buttons
      addGestureRecognizer(tap)
    }
    list.axis = .vertical
    list.distribution = .fillEqually
    list.backgroundColor = .secondarySystemBackground
    list.layer.cornerRadius = 12
    list.layer.shadowOpacity = 0.2
    list.layer.shadowRadius = 12
    list.layer.shadowColor = UIColor.black.cgColor
    addRows()
    addSubview(list)
  }

  required init?(coder: NSCoder) {
    fatalError("menus are shown from their control")
  }

  /// Shows `menu` in place of the current one, where the menu is.
  func update(_ menu: UIMenu) {
    self.menu = menu
    for row in list.arrangedSubviews { row.removeFromSuperview() }
    addRows()
    placeList()
  }

  /// Closes the menu, if it is still open, and then tells whoever opened it, once.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    removeFromSuperview()
    onClose()
  }

  private func addRows() {
    let menu = menu
    for action in menu.actions where !action.attributes.contains(.hidden) {
      let row = UIButton(type: .system)
      row.setTitle(action.title, for: .normal)
      // Rows read as UIKit's menu items: the title at the leading edge, in the label colour
      // (red for a destructive action).
      row.contentHorizontalAlignment = .leading
      row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      let destructive = action.attributes.contains(.destructive)
      row.setTitleColor(destructive ? .systemRed : .label, for: .normal)
      row.isEnabled = !action.attributes.contains(.disabled)
      row.addAction(
        UIAction { [unowned self] _ in
          close()
          action.perform(sender: menu)
        }, for: .primaryActionTriggered)
      list.addArrangedSubview(row)
    }
  }

  /// Sizes the list to its rows and places it by the anchor, inside the window's safe area.
  private func placeList() {
    let width: CGFloat = 220
    let height = CGFloat(list.arrangedSubviews.count) * 44
    let insets = window?.safeAreaInsets ?? .zero
    let safe = bounds.inset(by: insets).insetBy(dx: 8, dy: 8)
    let origin: CGPoint
    switch anchor {
    case .below(let source):
      // Below the control when it fits above the home indicator, as UIKit places a menu;
      // otherwise above it (a toolbar's menu opens upwards).
      let x = min(max(8, source.maxX - width), bounds.width - width - 8)
      let y =
        source.maxY + 4 + height <= safe.maxY
        ? source.maxY + 4 : max(safe.minY, source.minY - 4 - height)
      origin = CGPoint(x: x, y: y)
    case .at(let point):
      // Moved left only as far as the window's edge needs; flipped above the pointer when it
      // does not fit below.
      let x = max(safe.minX, min(point.x, safe.maxX - width))
      let y = point.y + height <= safe.maxY ? point.y : max(safe.minY, point.y - height)
      origin = CGPoint(x: x, y: y)
    }
    list.frame = CGRect(origin: origin, size: CGSize(width: width, height: height))
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
