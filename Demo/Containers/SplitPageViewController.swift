import UIKit

/// The demo's split page: a column-style UISplitViewController of mailboxes and messages,
/// presented full screen as iOS apps show a split view (its columns have navigation bars of
/// their own, so it is not pushed inside the tab's navigation controller). In a wide window the
/// columns sit side by side (drag the divider); make the window narrower than 600 points and
/// the split collapses into one navigation stack; widen it and it expands again. Done, in the
/// mailboxes' bar, dismisses it.
final class SplitPageViewController: UISplitViewController {
  init() {
    super.init(style: .doubleColumn)
    title = "Split"
    modalPresentationStyle = .fullScreen
    setViewController(MailboxListViewController(), for: .primary)
    setViewController(MessageViewController(mailbox: "Inbox 받은편지함"), for: .secondary)
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its pages in code")
  }
}

/// The primary column: mailboxes; a click shows one in the secondary column (pushed while
/// collapsed), through `showDetailViewController`.
private final class MailboxListViewController: UIViewController {
  private static let mailboxes = ["Inbox 받은편지함", "VIP", "Sent 보낸편지함", "Archive"]

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Mailboxes"
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .done,
      primaryAction: UIAction { [unowned self] _ in
        DemoLog.record("dismiss split")
        splitViewController?.dismiss(animated: true)
      })
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let list = UIStackView()
    list.axis = .vertical
    list.spacing = 1
    for mailbox in Self.mailboxes {
      let row = UIButton(type: .system)
      row.setTitle(mailbox, for: .normal)
      row.backgroundColor = .secondarySystemGroupedBackground
      row.heightAnchor.constraint(equalToConstant: 44).isActive = true
      row.addAction(
        UIAction { [unowned self] _ in
          DemoLog.record("show mailbox \(mailbox)")
          showDetailViewController(MessageViewController(mailbox: mailbox), sender: self)
        }, for: .touchUpInside)
      list.addArrangedSubview(row)
    }
    list.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(list)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      list.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 12),
      list.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 12),
      list.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -12),
    ])
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    DemoLog.record("mailboxes width class \(traitCollection.horizontalSizeClass)")
  }
}

/// The secondary column: one mailbox's messages, and the size class it sees.
private final class MessageViewController: UIViewController {
  private let mailbox: String
  private let sizeLabel = UILabel()

  init(mailbox: String) {
    self.mailbox = mailbox
    super.init(nibName: nil, bundle: nil)
    title = mailbox
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let messages = UILabel()
    messages.text = "3 messages · 메시지 3개"
    sizeLabel.textColor = .secondaryLabel
    sizeLabel.font = .systemFont(ofSize: 13)
    for item in [messages, sizeLabel] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      messages.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      messages.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      sizeLabel.topAnchor.constraint(equalTo: messages.bottomAnchor, constant: 8),
      sizeLabel.leadingAnchor.constraint(equalTo: messages.leadingAnchor),
    ])
    updateSizeLabel()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateSizeLabel()
  }

  private func updateSizeLabel() {
    let collapsed = splitViewController?.isCollapsed == true
    sizeLabel.text =
      "width class: \(traitCollection.horizontalSizeClass) · "
      + (collapsed ? "collapsed: one stack" : "expanded: columns")
  }
}
