import UIKit

/// A settings-style list, an inset-grouped `UITableView` as iOS's Settings is: each row (with
/// its disclosure chevron) pushes the next level onto the navigation controller it is in; the
/// deepest level's rows lead nowhere and it has a toolbar with a menu. The back button, a drag
/// from the left edge, Escape or Alt+← go back; Done pops to the root.
final class SettingsListViewController: TourViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private static let rows: [[String]] = [
    ["Wi-Fi", "Bluetooth", "알림 Notifications", "General"],
    ["Network 1", "Network 2", "자동 연결 Auto-join"],
    ["Details", "더 보기 More"],
  ]
  let level: Int
  private var table: UITableView?

  init(level: Int, title: String) {
    self.level = level
    super.init(nibName: nil, bundle: nil)
    self.title = title
    navigationItem.largeTitleDisplayMode = .never
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its pages in code")
  }

  /// This level's rows.
  private var rows: [String] { Self.rows[min(level, Self.rows.count - 1)] }

  /// Whether the rows push a deeper level.
  private var leadsFurther: Bool { level < Self.rows.count - 1 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    cell.accessoryType = leadsFurther ? .disclosureIndicator : .none
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let text = rows[indexPath.row]
    DemoLog.record("push \(text)")
    let next = SettingsListViewController(level: level + 1, title: text)
    navigationController?.pushViewController(next, animated: true)
  }

  // The toolbar comes and goes with the screen that has items for it, animated with the push.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Matches `UITableViewController.clearsSelectionOnViewWillAppear`: the row that pushed
    // fades back as its screen is popped.
    if let table, let selected = table.indexPathForSelectedRow {
      table.deselectRow(at: selected, animated: animated)
    }
    navigationController?.setToolbarHidden(toolbarItems?.isEmpty ?? true, animated: animated)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let table = UITableView(frame: view.bounds, style: .insetGrouped)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    table.dataSource = self
    table.delegate = self
    table.allowsSelection = leadsFurther
    view.addSubview(table)
    self.table = table
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
