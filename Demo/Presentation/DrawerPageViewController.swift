import UIKit

/// The drawer's screen: a handle on the left edge pulls the drawer out under the pointer, and a
/// button opens it; both go through the transition protocols (a presentation controller, an
/// animator and a percent-driven interaction), as an iOS drawer would.
final class DrawerPageViewController: TourViewController {
  private let drawerTransition = DrawerTransition()
  private lazy var drawer = DrawerViewController(transition: drawerTransition)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "서랍 Drawer"
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let hint = UILabel()
    hint.text = "Drag the handle on the left edge to the right, or press the button."
    hint.numberOfLines = 0
    hint.textColor = .secondaryLabel
    let open = UIButton(configuration: .filled())
    open.configuration?.title = "Open the drawer"
    open.addAction(
      UIAction { [unowned self] _ in
        DemoLog.record("present Drawer")
        present(drawer, animated: true)
      }, for: .primaryActionTriggered)
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
    for item in [hint, open, handle] as [UIView] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      hint.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
      hint.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 44),
      hint.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
      open.topAnchor.constraint(equalTo: hint.bottomAnchor, constant: 20),
      open.leadingAnchor.constraint(equalTo: hint.leadingAnchor),
      // Within the screen: at the largest text sizes the title wraps.
      open.trailingAnchor.constraint(lessThanOrEqualTo: hint.trailingAnchor),
      handle.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 4),
      handle.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
      handle.widthAnchor.constraint(equalToConstant: 26),
      handle.heightAnchor.constraint(equalToConstant: 90),
    ])
  }
}
