import UIKit

/// The demo's presentation page: a button for each modal presentation style and transition
/// style, and album cells that open a card growing out of them (a custom transition).
final class PresentationPageViewController: TourViewController {
  private let cardCells = UIStackView()
  private var cardTransition: CardTransition?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Presentations"
    // Where .currentContext and .overCurrentContext presentations cover: this screen.
    definesPresentationContext = true
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
        ("Page sheet", { [unowned self] _ in present(.pageSheet, .coverVertical) }),
        ("Automatic", { [unowned self] _ in present(.automatic, .coverVertical) }),
      ],
      [
        ("Current context", { [unowned self] _ in present(.currentContext, .coverVertical) }),
        ("Over context", { [unowned self] _ in present(.overCurrentContext, .crossDissolve) }),
      ],
      [
        ("Partial curl", { [unowned self] _ in present(.fullScreen, .partialCurl) })
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
    for item in [buttons, cellsTitle, cardCells] as [UIView] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    NSLayoutConstraint.activate([
      buttons.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      buttons.leadingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      buttons.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      cellsTitle.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 20),
      cellsTitle.leadingAnchor.constraint(equalTo: buttons.leadingAnchor),
      cardCells.topAnchor.constraint(equalTo: cellsTitle.bottomAnchor, constant: 6),
      cardCells.leadingAnchor.constraint(equalTo: buttons.leadingAnchor),
      cardCells.trailingAnchor.constraint(equalTo: buttons.trailingAnchor),
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
final class DemoModalViewController: TourViewController {
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
