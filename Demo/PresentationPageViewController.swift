import UIKit

/// The demo's presentation page: a button for each modal style and transition style, album
/// cells that open a card growing out of them, and a handle on the left edge that pulls out a
/// drawer under the pointer.
final class PresentationPageViewController: UIViewController {
  private let cardCells = UIStackView()
  private var cardTransition: CardTransition?
  private let drawerTransition = DrawerTransition()
  private lazy var drawer = DrawerViewController(transition: drawerTransition)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Presentations"
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its pages in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let buttons = UIStackView()
    buttons.axis = .vertical
    buttons.spacing = 8
    let rows: [[(String, (UIButton) -> Void)]] = [
      [
        ("Sheet — drag me", { [unowned self] _ in presentSheet() }),
        ("Form sheet", { [unowned self] _ in present(.formSheet, .coverVertical) }),
      ],
      [
        ("Popover", { [unowned self] button in presentPopover(from: button) }),
        ("Full screen", { [unowned self] _ in present(.fullScreen, .coverVertical) }),
      ],
      [
        ("Cross-dissolve", { [unowned self] _ in present(.overFullScreen, .crossDissolve) }),
        ("Flip", { [unowned self] _ in present(.fullScreen, .flipHorizontal) }),
      ],
      [
        ("Partial curl", { [unowned self] _ in present(.fullScreen, .partialCurl) }),
        ("Drawer", { [unowned self] _ in present(drawer, animated: true) }),
      ],
    ]
    for row in rows {
      let line = UIStackView()
      line.spacing = 8
      line.distribution = .fillEqually
      for (title, action) in row {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.backgroundColor = .secondarySystemGroupedBackground
        button.layer.cornerRadius = 8
        button.heightAnchor.constraint(equalToConstant: 40).isActive = true
        button.addAction(
          UIAction { [unowned button] _ in
            DemoLog.record("present \(title)")
            action(button)
          }, for: .touchUpInside)
        line.addArrangedSubview(button)
      }
      buttons.addArrangedSubview(line)
    }
    let cellsTitle = UILabel()
    cellsTitle.text = "앨범 Albums — click one: a card grows out of it"
    cellsTitle.textColor = .secondaryLabel
    cellsTitle.font = .systemFont(ofSize: 13)
    cardCells.axis = .vertical
    cardCells.spacing = 1
    for (name, color) in [
      ("Summer 여름", UIColor.systemOrange), ("Mountains", .systemTeal), ("City 도시", .systemIndigo),
    ] {
      cardCells.addArrangedSubview(cell(name, color: color))
    }
    let handle = UILabel()
    handle.text = "▶"
    handle.textAlignment = .center
    handle.textColor = .white
    handle.backgroundColor = .systemBlue
    handle.layer.cornerRadius = 6
    handle.isUserInteractionEnabled = true
    handle.addGestureRecognizer(
      UIPanGestureRecognizer { [unowned self] recognizer in
        drawerTransition.drive(recognizer, in: view, opening: true) {
          present(drawer, animated: true)
        }
      })
    for item in [buttons, cellsTitle, cardCells, handle] as [UIView] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    NSLayoutConstraint.activate([
      buttons.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
      buttons.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
      buttons.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      cellsTitle.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 20),
      cellsTitle.leadingAnchor.constraint(equalTo: buttons.leadingAnchor),
      cardCells.topAnchor.constraint(equalTo: cellsTitle.bottomAnchor, constant: 6),
      cardCells.leadingAnchor.constraint(equalTo: buttons.leadingAnchor),
      cardCells.trailingAnchor.constraint(equalTo: buttons.trailingAnchor),
      handle.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4),
      handle.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      handle.widthAnchor.constraint(equalToConstant: 26),
      handle.heightAnchor.constraint(equalToConstant: 90),
    ])
  }

  /// A cell that opens its album as a card growing out of it.
  private func cell(_ name: String, color: UIColor) -> UIView {
    let cell = UIButton(type: .system)
    cell.setTitle(name, for: .normal)
    cell.backgroundColor = .secondarySystemGroupedBackground
    cell.heightAnchor.constraint(equalToConstant: 44).isActive = true
    cell.addAction(
      UIAction { [unowned self, unowned cell] _ in
        DemoLog.record("open album \(name)")
        let transition = CardTransition(cell: cell)
        cardTransition = transition
        let album = DemoModalViewController(title: name, color: color)
        album.modalPresentationStyle = .custom
        album.transitioningDelegate = transition
        present(album, animated: true)
      }, for: .touchUpInside)
    return cell
  }

  private func present(_ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle) {
    let modal = DemoModalViewController(title: "\(style)", color: .systemBackground)
    modal.modalPresentationStyle = style
    modal.modalTransitionStyle = transition
    present(modal, animated: true)
  }

  /// A sheet with two detents and the grabber: drag it between them, down to dismiss, or part
  /// way down and back to cancel.
  private func presentSheet() {
    let modal = DemoModalViewController(title: "Sheet 시트", color: .systemBackground)
    if let sheet = modal.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
    }
    present(modal, animated: true)
  }

  private func presentPopover(from button: UIButton) {
    let modal = DemoModalViewController(title: "Popover", color: .systemBackground)
    modal.modalPresentationStyle = .popover
    modal.preferredContentSize = CGSize(width: 280, height: 180)
    modal.popoverPresentationController?.sourceView = button
    present(modal, animated: true)
  }
}

/// What the demo presents: a title, a line about how to dismiss it, and a Done button.
final class DemoModalViewController: UIViewController {
  private let color: UIColor

  init(title: String, color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    let heading = UILabel()
    heading.text = title
    heading.font = .boldSystemFont(ofSize: 22)
    let hint = UILabel()
    hint.text = "Escape, Done, or drag down (sheets)"
    hint.textColor = .secondaryLabel
    hint.font = .systemFont(ofSize: 13)
    let done = UIButton(type: .system)
    done.setTitle("Done", for: .normal)
    done.addAction(
      UIAction { [unowned self] _ in
        DemoLog.record("dismiss \(title ?? "")")
        dismiss(animated: true)
      }, for: .touchUpInside)
    for item in [heading, hint, done] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      heading.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
      heading.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      hint.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 6),
      hint.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
      done.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
      done.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
    ])
  }
}

/// The drawer: a menu down the left edge; dragging it left closes it under the pointer.
final class DrawerViewController: UIViewController {
  private let transition: DrawerTransition

  init(transition: DrawerTransition) {
    self.transition = transition
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom
    transitioningDelegate = transition
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    let menu = UIStackView()
    menu.axis = .vertical
    menu.spacing = 16
    for item in ["서랍 Drawer", "Inbox", "Starred", "Drag me left to close"] {
      let label = UILabel()
      label.text = item
      menu.addArrangedSubview(label)
    }
    menu.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(menu)
    NSLayoutConstraint.activate([
      menu.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      menu.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
    ])
    view.addGestureRecognizer(
      UIPanGestureRecognizer { [unowned self] recognizer in
        transition.drive(recognizer, in: view, opening: false) {
          dismiss(animated: true)
        }
      })
  }
}
