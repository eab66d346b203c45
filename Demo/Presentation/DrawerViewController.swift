import UIKit

/// The drawer: a menu down the left edge; dragging it left closes it under the pointer.
final class DrawerViewController: TourViewController {
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
