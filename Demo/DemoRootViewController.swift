import UIKit

/// The demo's first screen: a container whose child shows a greeting in Korean and English.
final class DemoRootViewController: UIViewController {
  private let greeting = GreetingViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemIndigo
    addChild(greeting)
    greeting.view.frame = view.bounds.insetBy(dx: 24, dy: 120)
    greeting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(greeting.view)
    greeting.didMove(toParent: self)
  }
}

final class GreetingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.layer.cornerRadius = 16
    view.layer.shadowOpacity = 0.3
    view.layer.shadowRadius = 12
    view.layer.shadowOffset = CGSize(width: 0, height: 6)

    let title = UILabel(frame: CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 40))
    title.text = "안녕하세요, UIKit!"
    title.font = .boldSystemFont(ofSize: 28)
    title.textAlignment = .center
    title.autoresizingMask = [.flexibleWidth]
    view.addSubview(title)

    let body = UILabel(frame: CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 120))
    body.text = "컨테이너 뷰 컨트롤러가 리눅스에서 실행됩니다. Container view controllers, running on Linux."
    body.numberOfLines = 0
    body.textColor = .secondaryLabel
    body.textAlignment = .center
    body.autoresizingMask = [.flexibleWidth]
    view.addSubview(body)
  }
}
