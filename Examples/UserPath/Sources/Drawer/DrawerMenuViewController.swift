import UIKit

/// A drawer's menu: a title and a column of buttons, laid out with one visual format that
/// aligns their leading edges (`.alignAllLeading`).
open class DrawerMenuViewController: UIViewController {
  /// The buttons' titles, top to bottom.
  public let items: [String]
  /// Called with the index of the button clicked.
  public var onSelect: ((Int) -> Void)?
  /// The buttons, in the order of ``items``, once the view is loaded.
  public private(set) var buttons: [UIButton] = []

  /// A menu listing `items`.
  public init(items: [String]) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
  }

  /// Menus are built in code here.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Light text over the dark blur: the open drawer asks for a light status bar.
  open override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  /// Stacks a title and the buttons down the leading edge.
  open override func viewDidLoad() {
    super.viewDidLoad()
    let heading = UILabel()
    heading.text = "메뉴 Menu"
    heading.font = .boldSystemFont(ofSize: 24)
    heading.textColor = .white
    var views: [String: Any] = ["heading": heading]
    var column = "V:|-(top)-[heading]"
    for (index, item) in items.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(item, for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 20)
      button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
      buttons.append(button)
      views["item\(index)"] = button
      column += "-(spacing)-[item\(index)]"
    }
    for subview in [heading] + buttons {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-20-[heading]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: column, options: .alignAllLeading,
          metrics: ["top": 64, "spacing": 12], views: views))
  }
}
