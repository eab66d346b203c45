import Foundation
import UIKit

/// One screen with what the UI-testing product's tests need: a button that counts, a button
/// under a cover, a text field, a label that appears later, and a button that crashes the app;
/// launched with `--show-alert`, an alert over it once it appears.
final class FixtureViewController: UIViewController {
  private var taps = 0
  private let count = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    count.text = "Taps: 0"
    count.accessibilityIdentifier = "count"
    let tap = button("Tap me", identifier: "tap") { [unowned self] in
      taps += 1
      count.text = "Taps: \(taps)"
    }
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Type here"
    field.accessibilityIdentifier = "field"
    let later = button("Show later", identifier: "later") { [unowned self] in
      // Work queued on the main run loop, which an action does not wait for.
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
        let appeared = UILabel()
        appeared.text = "Appeared"
        appeared.accessibilityIdentifier = "appeared"
        appeared.frame = CGRect(x: 20, y: 500, width: 200, height: 30)
        self.view.addSubview(appeared)
      }
    }
    let crash = button("Crash", identifier: "crash") {
      fatalError("the fixture app crashed on purpose")
    }
    let stack = UIStackView(arrangedSubviews: [count, tap, field, later, crash])
    stack.axis = .vertical
    stack.spacing = 12
    stack.frame = CGRect(x: 20, y: 80, width: 300, height: 260)
    view.addSubview(stack)

    let covered = button("Covered", identifier: "covered") {}
    covered.frame = CGRect(x: 20, y: 400, width: 120, height: 44)
    view.addSubview(covered)
    let cover = UIView(frame: CGRect(x: 0, y: 390, width: 200, height: 70))
    cover.backgroundColor = .systemGray
    view.addSubview(cover)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard CommandLine.arguments.contains("--show-alert"), presentedViewController == nil else {
      return
    }
    let alert = UIAlertController(
      title: "Discard draft?", message: "Your changes will be lost.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { [unowned self] _ in
        count.text = "Discarded"
      })
    present(alert, animated: true)
  }

  private func button(_ title: String, identifier: String, action: @escaping () -> Void)
    -> UIButton
  {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.accessibilityIdentifier = identifier
    button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    return button
  }
}
