/// The list a tab bar controller's More tab shows: a row per tab that does not fit in the bar,
/// with its image, title and a chevron. A click (or Return while a row has focus) shows that
/// tab.
///
/// Matches UIKit's More list: titled "More", 44-point rows with separators on the system
/// background. There is no Edit button, since tabs are not rearranged here.
@MainActor
final class MoreListViewController: UIViewController {
  static let rowHeight: CGFloat = 44
  private var rows: [MoreListRow] = []

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "More"
  }

  required init?(coder: NSCoder) {
    fatalError("the More list is made by its tab bar controller")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }

  /// Shows a row for each of `tabs`.
  func reload(_ tabs: [UIViewController]) {
    for row in rows { row.removeFromSuperview() }
    rows = tabs.map { tab in
      MoreListRow(item: tab.defaultTabBarItem) { [weak self, weak tab] in
        guard let self, let tab, let owner = self.tabBarController else { return }
        owner.selectFromMoreList(tab)
      }
    }
    for row in rows { view.addSubview(row) }
    view.setNeedsLayout()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let insets = view.safeAreaInsets
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(
        x: insets.left, y: insets.top + CGFloat(index) * Self.rowHeight,
        width: view.bounds.width - insets.left - insets.right, height: Self.rowHeight)
    }
  }
}
