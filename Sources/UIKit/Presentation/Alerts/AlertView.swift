/// What a `UIAlertController` shows: its title, message and buttons in one rounded panel (with an
/// action sheet's cancel button in a panel of its own below it), laid out as iOS lays them out.
///
/// It is the alert's element in the accessibility tree: an `alert` (a `sheet` for an action
/// sheet) labelled by the title, holding the texts and buttons.
@MainActor
final class AlertView: UIView {
  private weak var controller: UIAlertController?
  private let panel = UIView()
  private let cancelPanel = UIView()
  private let titleLabel = UILabel()
  private let messageLabel = UILabel()
  private var buttons: [UIButton] = []
  private var separators: [UIView] = []

  /// UIKit's alert width, margins and button heights.
  private static let alertWidth: CGFloat = 270
  private static let margin: CGFloat = 16
  private static let alertButtonHeight: CGFloat = 44
  private static let sheetButtonHeight: CGFloat = 57

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: .zero)
    for surface in [panel, cancelPanel] {
      surface.backgroundColor = .secondarySystemBackground
      surface.layer.cornerRadius = 14
      surface.clipsToBounds = true
      addSubview(surface)
    }
    for label in [titleLabel, messageLabel] {
      label.numberOfLines = 0
      label.textAlignment = .center
      panel.addSubview(label)
    }
    update()
  }

  required init?(coder: NSCoder) {
    fatalError("alerts are made by UIAlertController")
  }

  var isActionSheet: Bool { controller?.preferredStyle == .actionSheet }

  /// The alert's title, which labels it for VoiceOver and UI tests.
  var alertTitle: String? { controller?.title }

  /// Rebuilds the texts and buttons from the controller.
  func update() {
    guard let controller else { return }
    let sheet = isActionSheet
    titleLabel.text = controller.title
    titleLabel.font =
      sheet ? .systemFont(ofSize: 13, weight: .semibold) : .boldSystemFont(ofSize: 17)
    titleLabel.textColor = sheet ? .secondaryLabel : .label
    messageLabel.text = controller.message
    messageLabel.font = .systemFont(ofSize: 13)
    messageLabel.textColor = sheet ? .secondaryLabel : .label
    for view in buttons + separators { view.removeFromSuperview() }
    buttons = orderedActions.map { makeButton(for: $0) }
    separators = buttons.map { _ in
      let line = UIView()
      line.backgroundColor = .separator
      return line
    }
    for (button, line) in zip(buttons, separators) {
      // An action sheet's cancel button has a panel of its own, with no line above it.
      if sheet && button.tag == UIAlertAction.Style.cancel.rawValue {
        cancelPanel.addSubview(button)
      } else {
        panel.addSubview(line)
        panel.addSubview(button)
      }
    }
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// Matches UIKit: the cancel action comes last when the buttons are stacked, and first (on the
  /// left) when two sit side by side.
  private var orderedActions: [UIAlertAction] {
    guard let actions = controller?.actions else { return [] }
    let others = actions.filter { $0.style != .cancel }
    let cancel = actions.filter { $0.style == .cancel }
    return sideBySide ? cancel + others : others + cancel
  }

  /// Whether the buttons sit side by side: an alert with exactly two.
  private var sideBySide: Bool {
    !isActionSheet && controller?.actions.count == 2
  }

  private func makeButton(for action: UIAlertAction) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(action.title, for: .normal)
    button.tag = action.style.rawValue
    let bold = action.style == .cancel || action === controller?.preferredAction
    button.titleLabel?.font =
      bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: isActionSheet ? 20 : 17)
    if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
    button.isEnabled = action.isEnabled
    button.addAction(
      UIAction { [weak controller] _ in controller?.perform(action) }, for: .primaryActionTriggered)
    return button
  }

  /// Places the panels in `bounds` (the dimmed screen): an alert in the middle, an action sheet
  /// at the bottom of the safe area.
  func place(in bounds: CGRect, safeArea: UIEdgeInsets) {
    let sheet = isActionSheet
    let width = sheet ? min(bounds.width - 16, 400) : Self.alertWidth
    let textWidth = width - 2 * Self.margin
    var y: CGFloat = (controller?.title ?? controller?.message) == nil ? 0 : 20
    for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
      let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        .height
      label.frame = CGRect(x: Self.margin, y: y, width: textWidth, height: ceil(height))
      y = label.frame.maxY + 4
    }
    if y > 0 { y += 12 }
    let buttonHeight = sheet ? Self.sheetButtonHeight : Self.alertButtonHeight
    let hairline = 1 / max(UIScreen.main.scale, 1)
    var cancelHeight: CGFloat = 0
    for (index, (button, line)) in zip(buttons, separators).enumerated() {
      if button.superview === cancelPanel {
        button.frame = CGRect(x: 0, y: 0, width: width, height: buttonHeight)
        cancelHeight = buttonHeight
      } else if sideBySide {
        let half = width / 2
        button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: buttonHeight)
        line.frame =
          index == 0
          ? CGRect(x: 0, y: y, width: width, height: hairline)
          : CGRect(x: half, y: y, width: hairline, height: buttonHeight)
      } else {
        line.frame = CGRect(x: 0, y: y, width: width, height: hairline)
        button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
        y += buttonHeight
      }
    }
    if sideBySide { y += buttonHeight }
    let panelHeight = y
    cancelPanel.isHidden = cancelHeight == 0
    let total = panelHeight + (cancelHeight > 0 ? 8 + cancelHeight : 0)
    let origin =
      sheet
      ? CGPoint(x: (bounds.width - width) / 2, y: bounds.maxY - safeArea.bottom - 8 - total)
      : CGPoint(x: (bounds.width - width) / 2, y: (bounds.height - total) / 2)
    frame = CGRect(origin: origin, size: CGSize(width: width, height: total))
    panel.frame = CGRect(x: 0, y: 0, width: width, height: panelHeight)
    cancelPanel.frame = CGRect(x: 0, y: panelHeight + 8, width: width, height: cancelHeight)
  }
}
