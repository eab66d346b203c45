import UIKit

/// A page of the tour's page view controllers, or a child of seed 003's container: a big
/// numeral over a caption, on a colour.
final class NumberedPageViewController: TourViewController {
  private let number: String
  private let caption: String
  private let color: UIColor

  init(number: String, caption: String, color: UIColor) {
    self.number = number
    self.caption = caption
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }

  override var logName: String { "Page[\(number)]" }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its pages in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    let numeral = UILabel()
    numeral.text = number
    numeral.font = .boldSystemFont(ofSize: 96)
    numeral.textColor = .white
    let subtitle = UILabel()
    subtitle.text = caption
    subtitle.font = .systemFont(ofSize: 17)
    subtitle.textColor = UIColor(white: 1, alpha: 0.85)
    let stack = UIStackView(arrangedSubviews: [numeral, subtitle])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
    ])
  }
}
