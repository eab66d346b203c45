import UIKit

/// The tour's long list: a plain table of 100,000 rows, scrolled by wheel, drag or arrow keys,
/// its cells reused so that only a screenful and a few exist.
final class HundredThousandRowsViewController: UITableViewController {
  private static let rowCount = 100_000

  init() {
    super.init(style: .plain)
    title = "100,000 rows"
  }

  required init?(coder: NSCoder) {
    fatalError("built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.rowCount
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row.formatted())"
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
