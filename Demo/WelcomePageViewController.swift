import UIKit

/// Page 1: the greeting, in Korean and English.
final class WelcomePageViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "안녕하세요"
    view.backgroundColor = .systemIndigo

    let card = UIView(frame: view.bounds.insetBy(dx: 24, dy: 60))
    card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 16
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    view.addSubview(card)

    let heading = UILabel(frame: CGRect(x: 16, y: 36, width: card.bounds.width - 32, height: 40))
    heading.text = "안녕하세요, UIKit!"
    heading.font = .boldSystemFont(ofSize: 28)
    heading.textAlignment = .center
    heading.autoresizingMask = [.flexibleWidth]
    card.addSubview(heading)

    let body = UILabel(frame: CGRect(x: 20, y: 96, width: card.bounds.width - 40, height: 120))
    body.text =
      "컨테이너 뷰 컨트롤러가 리눅스에서 실행됩니다. Container view controllers, running on Linux."
    body.numberOfLines = 0
    body.textColor = .secondaryLabel
    body.textAlignment = .center
    body.autoresizingMask = [.flexibleWidth]
    card.addSubview(body)
  }
}
