import UIKit

/// A screen of the tour. It records UIKit's appearance, containment, size and trait callbacks
/// in the event log as it receives them, so every screen reports them the same way:
/// `"ControlsPageViewController viewWillAppear"`, `"… willMove(to: UINavigationController)"`.
class TourViewController: UIViewController {
  /// How entries name this controller: its class, unless a subclass says better.
  var logName: String { String(describing: type(of: self)) }

  /// Records one appearance or containment callback; the storyboard's controllers also keep
  /// theirs for the seed tests.
  func record(_ callback: String) {
    DemoLog.record("\(logName) \(callback)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    record("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    record("willMove(to: \(parent.map(DemoLog.name) ?? "nil"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    record("didMove(to: \(parent.map(DemoLog.name) ?? "nil"))")
  }

  // Sizes and traits go to the tour's log only: the seed tests check containment, not these.
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    DemoLog.record("\(logName) viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let traits = traitCollection
    let style = traits.userInterfaceStyle == .dark ? "dark" : "light"
    let width = traits.horizontalSizeClass == .compact ? "compact" : "regular"
    DemoLog.record("\(logName) traitCollectionDidChange(\(style), width \(width))")
  }
}
