import UIKit

/// The first screen of a tab: a scrolling list of rows, each pushing its screen. A click pushes;
/// so do ↑/↓ (they move the selected row) and Return, or Tab to focus a row and Return or Space.
final class TourListViewController: TourViewController {
  let items: [TourItem]
  private var rows: [ListRow] = []
  private var scrollView: UIScrollView?
  private var list: UIStackView?
  /// The row the arrow keys have reached.
  private var selectedRow: Int? {
    didSet {
      for (index, row) in rows.enumerated() { row.isSelected = index == selectedRow }
    }
  }

  init(title: String, items: [TourItem]) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
    self.title = title
    navigationItem.largeTitleDisplayMode = .always
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override var logName: String { "List[\(title ?? "")]" }

  override var keyCommands: [UIKeyCommand]? {
    let move: (Int) -> (UIKeyCommand) -> Void = { step in
      { [unowned self] _ in
        let count = items.count
        selectedRow = selectedRow.map { ($0 + step + count) % count } ?? (step > 0 ? 0 : count - 1)
      }
    }
    return [
      UIKeyCommand(title: "Next row", input: UIKeyCommand.inputDownArrow, handler: move(1)),
      UIKeyCommand(title: "Previous row", input: UIKeyCommand.inputUpArrow, handler: move(-1)),
      // Return opens the row Tab has focused, else the one the arrows selected, else the first.
      UIKeyCommand(title: "Open", input: "\r") { [unowned self] _ in
        open(rows.firstIndex { $0.isFocused } ?? selectedRow ?? 0)
      },
    ]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let scrollView = UIScrollView()
    scrollView.alwaysBounceVertical = true
    let list = UIStackView()
    list.axis = .vertical
    list.spacing = 1
    list.clipsToBounds = true
    list.layer.cornerRadius = 10
    for (index, item) in items.enumerated() {
      let row = ListRow(title: item.title, subtitle: item.subtitle, pushes: true)
      row.addAction(UIAction { [unowned self] _ in open(index) }, for: .touchUpInside)
      rows.append(row)
      list.addArrangedSubview(row)
    }
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(scrollView)
    scrollView.addSubview(list)
    self.scrollView = scrollView
    self.list = list
    // Sized from the start: a list of zero height with its rows in it would be a conflict the
    // engine reports the first time anything on screen is solved.
    placeList()
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    placeList()
  }

  /// The list takes the height of its rows, as a table view's content does; the scroll view
  /// scrolls when that is more than it shows. It is sized before the views are laid out, so the
  /// rows never see a list of the wrong height.
  private func placeList() {
    guard let scrollView, let list else { return }
    let insets = view.safeAreaInsets
    let width = view.bounds.width - insets.left - insets.right - 32
    let height =
      rows.reduce(0) { $0 + $1.height } + list.spacing * CGFloat(max(0, rows.count - 1))
    list.frame = CGRect(x: insets.left + 16, y: 12, width: width, height: height)
    scrollView.contentSize = CGSize(width: view.bounds.width, height: height + 24)
  }

  /// Pushes the screen of the item at `index`, as a table view's selection would.
  func open(_ index: Int, animated: Bool = true) {
    guard items.indices.contains(index), let navigationController,
      navigationController.topViewController === self
    else { return }
    selectedRow = index
    let screen = items[index].makeScreen()
    screen.title = screen.title ?? items[index].title
    screen.navigationItem.largeTitleDisplayMode = .never
    // The screens were written to fill a window; here they sit between the bars, as screens
    // written before safe areas do with `edgesForExtendedLayout = []`.
    screen.edgesForExtendedLayout = []
    DemoLog.record("push \(items[index].title)")
    navigationController.pushViewController(screen, animated: animated)
  }
}
