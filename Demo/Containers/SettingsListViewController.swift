import UIKit

/// A settings-style list: each row pushes the next level onto the navigation controller it is
/// in; the deepest level has a toolbar with a menu. The back button, a drag from the left edge,
/// Escape or Alt+← go back; Done pops to the root.
final class SettingsListViewController: TourViewController {
  private static let rows: [[String]] = [
    ["Wi-Fi", "Bluetooth", "알림 Notifications", "General"],
    ["Network 1", "Network 2", "자동 연결 Auto-join"],
    ["Details", "더 보기 More"],
  ]
  let level: Int

  init(level: Int, title: String) {
    self.level = level
    super.init(nibName: nil, bundle: nil)
    self.title = title
    navigationItem.largeTitleDisplayMode = .never
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its pages in code")
  }

  // The toolbar comes and goes with the screen that has items for it, animated with the push.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(toolbarItems?.isEmpty ?? true, animated: animated)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let list = UIStackView()
    list.axis = .vertical
    list.spacing = 1
    list.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(list)
    let rows = Self.rows[min(level, Self.rows.count - 1)]
    for (index, text) in rows.enumerated() {
      let row = ListRow(title: text, pushes: level < Self.rows.count - 1)
      row.addAction(
        UIAction { [unowned self] _ in
          DemoLog.record("push \(text)")
          let next = SettingsListViewController(level: level + 1, title: text)
          navigationController?.pushViewController(next, animated: true)
        }, for: .touchUpInside)
      row.isEnabled = level < Self.rows.count - 1
      row.layer.cornerRadius = index == 0 || index == rows.count - 1 ? 10 : 0
      list.addArrangedSubview(row)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      list.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      list.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      list.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
    ])
    if level == Self.rows.count - 1 {
      let sort = UIMenu(
        title: "정렬 Sort",
        children: ["이름 Name", "날짜 Date"].map { name in
          UIAction(title: name) { _ in DemoLog.record("sort by \(name)") }
        })
      toolbarItems = [
        UIBarButtonItem(
          systemItem: .refresh,
          primaryAction: UIAction { _ in DemoLog.record("toolbar refresh") }),
        UIBarButtonItem(systemItem: .flexibleSpace),
        UIBarButtonItem(title: "정렬 Sort", menu: sort),
      ]
    }
    if level > 0 {
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .done,
        primaryAction: UIAction { [unowned self] _ in
          navigationController?.popToRootViewController(animated: true)
        })
    }
  }
}
