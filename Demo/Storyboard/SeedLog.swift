import UIKit

/// What the storyboard page's controllers were told, in order, for the tests that check the
/// seeds' containment: `"FirstChildVC willMove(to: ViewController)"`.
@MainActor
enum SeedLog {
  private(set) static var entries: [String] = []

  /// Keeps the last 1,000 entries: the demo runs for as long as it is left open.
  static func record(_ entry: String) {
    entries.append(entry)
    if entries.count > 1_000 { entries.removeFirst() }
    DemoLog.record(entry)
  }

  /// The entries so far, clearing the log.
  static func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A controller of the storyboard page that records its containment and appearance callbacks.
class SeedLoggingViewController: UIViewController {
  /// The name entries begin with: the class name, as the seeds call them.
  var logName: String { String(describing: type(of: self)) }

  override func awakeFromNib() {
    super.awakeFromNib()
    SeedLog.record("\(logName) awakeFromNib")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    SeedLog.record("\(logName) viewDidLoad")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    SeedLog.record("\(logName) willMove(to: \(parent.map(SeedLog.name) ?? "nil"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    SeedLog.record("\(logName) didMove(to: \(parent.map(SeedLog.name) ?? "nil"))")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    SeedLog.record("\(logName) viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    SeedLog.record("\(logName) viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    SeedLog.record("\(logName) viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    SeedLog.record("\(logName) viewDidDisappear")
  }
}

extension SeedLog {
  /// A controller as entries name it: its class.
  static func name(_ controller: UIViewController) -> String {
    String(describing: type(of: controller))
  }
}
