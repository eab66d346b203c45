import UIKit

/// A child for the container: a colour and a title.
@MainActor
public final class ColorViewController: UIViewController {
  private let color: UIColor

  /// A child showing `title` on `color`.
  public init(title: String, color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Children are built in code here.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Fills the view and centres the title.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    let label = UILabel()
    label.text = title
    label.font = .boldSystemFont(ofSize: 28)
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
