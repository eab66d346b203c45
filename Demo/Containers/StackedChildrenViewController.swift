import UIKit

/// Seed 003's container in the tour: three children stacked by
/// `displayContentViewControllers(contents:)`; Replace swaps the middle one with
/// `replace(fromContent:toContent:)`, Remove takes the last away with
/// `removeContentViewController(content:)` — the seed's code, run as written.
final class StackedChildrenViewController: CustomContainerViewController {
  private var replacements = 0

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Seed 003"
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.clipsToBounds = true
    displayContentViewControllers(contents: [
      NumberedPageViewController(number: "1", caption: "첫째 First child", color: .systemBlue),
      NumberedPageViewController(number: "2", caption: "둘째 Second child", color: .systemTeal),
      NumberedPageViewController(number: "3", caption: "셋째 Third child", color: .systemIndigo),
    ])
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Remove",
        primaryAction: UIAction { [unowned self] _ in
          guard let last = children.last else { return }
          DemoLog.record("seed 003 remove")
          removeContentViewController(content: last)
        }),
      UIBarButtonItem(
        title: "Replace",
        primaryAction: UIAction { [unowned self] _ in replaceMiddleChild() }),
    ]
  }

  /// The seed's replace(fromContent:toContent:) on the middle child; the new child starts where
  /// the old one is, since the seed leaves its frame to the caller ("do set frame").
  private func replaceMiddleChild() {
    // Three children and no replacement under way (the old child stays until it completes).
    guard children.count == 3 else { return }
    replacements += 1
    DemoLog.record("seed 003 replace")
    let old = children[1]
    let new = NumberedPageViewController(
      number: "2′", caption: "새 자식 Replacement \(replacements)",
      color: replacements % 2 == 0 ? .systemTeal : .systemOrange)
    new.view.frame = old.view.frame
    replace(fromContent: old, toContent: new)
  }
}
