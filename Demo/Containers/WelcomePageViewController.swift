import UIKit

/// Page 1: the greeting, laid out with anchors, above seed 001's programmatic sample: a second
/// child view controller pinned to the safe area, 20 points in and 400 points down.
final class WelcomePageViewController: TourViewController {
  /// Seed 001's child, which this page contains: pages can be containers too.
  final class SecondChildVC: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemTeal
      view.layer.cornerRadius = 16

      let lines = UIStackView(arrangedSubviews: [
        Self.label("SecondChildVC", font: .boldSystemFont(ofSize: 20)),
        Self.label("safeAreaLayoutGuide ± 20 · top + 400", font: .systemFont(ofSize: 14)),
        Self.label("씨앗 001의 제약 조건 그대로", font: .systemFont(ofSize: 14)),
      ])
      lines.axis = .vertical
      lines.alignment = .center
      lines.spacing = 6
      lines.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(lines)
      NSLayoutConstraint.activate([
        lines.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        lines.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        lines.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -24),
      ])
    }

    private static func label(_ text: String, font: UIFont) -> UILabel {
      let label = UILabel()
      label.text = text
      label.font = font
      label.textColor = .white
      return label
    }
  }

  let secondChildVC = SecondChildVC()

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "안녕하세요"
    view.backgroundColor = .systemIndigo
    addGreetingCard()
    addSecondChildVC()
  }

  /// A card that sizes itself to its text: a stack of two labels, pinned inside it.
  private func addGreetingCard() {
    let card = UIView()
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 16
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)

    let heading = UILabel()
    heading.text = "안녕하세요, UIKit!"
    heading.font = .boldSystemFont(ofSize: 28)
    heading.textAlignment = .center
    let body = UILabel()
    body.text =
      "컨테이너 뷰 컨트롤러가 리눅스에서 실행됩니다. Container view controllers, running on Linux."
    body.numberOfLines = 0
    body.textColor = .secondaryLabel
    body.textAlignment = .center
    let stack = UIStackView(arrangedSubviews: [heading, body])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stack)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
      card.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
      stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 32),
      stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -32),
    ])
  }

  // Seed 001, as written there.
  func addSecondChildVC() {
    addChild(secondChildVC)
    view.addSubview(secondChildVC.view)
    secondChildVC.didMove(toParent: self)
    setSecondChildVCConstraints()
  }

  func setSecondChildVCConstraints() {
    secondChildVC.view.translatesAutoresizingMaskIntoConstraints = false
    secondChildVC.view.bottomAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20
    ).isActive = true
    secondChildVC.view.leadingAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20
    ).isActive = true
    secondChildVC.view.trailingAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20
    ).isActive = true
    secondChildVC.view.topAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 400
    ).isActive = true
  }
}
