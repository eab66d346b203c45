import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// `.image(drawHierarchyInKeyWindow: true)` shows what it snapshots in the application's key
/// window, as swift-snapshot-testing does on iOS: the window takes the snapshot's size, a plain
/// controller holding the snapshotted one (or the view) becomes its root, and the window has no
/// root controller afterwards.
@Suite("Snapshot strategy: drawHierarchyInKeyWindow", .uiTest)
@MainActor
struct KeyWindowSnapshotTests {
  /// A logging controller with a badge, that notes the window it appeared in.
  private final class BadgeController: LoggingViewController {
    var appearedIn: UIWindow?

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemTeal
      let badge = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
      badge.backgroundColor = .systemPink
      view.addSubview(badge)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appearedIn = view.window
    }
  }

  /// A card: a view with a subview, the same each time.
  private func card() -> UIView {
    let card = UIView(frame: CGRect(x: 7, y: 9, width: 120, height: 80))
    card.backgroundColor = .systemYellow
    let dot = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    dot.backgroundColor = .systemBlue
    card.addSubview(dot)
    return card
  }

  @Test("a controller appears once in the key window, which keeps the size and loses its root")
  func controllerInKeyWindow() throws {
    let key = TestApplication.makeWindow(root: UIViewController())
    defer { key.isHidden = true }
    let log = LifecycleLog()
    let controller = BadgeController("shown", log: log)
    let size = CGSize(width: 200, height: 120)

    let image = try #require(
      Snapshotting<UIViewController, UIImage>.image(drawHierarchyInKeyWindow: true, size: size)
        .taken(of: controller))
    let elsewhere = try #require(
      Snapshotting<UIViewController, UIImage>.image(size: size).taken(
        of: BadgeController("other", log: LifecycleLog())))

    let entries = log.entries.map {
      $0.replacing(/<UIViewController: 0x[0-9a-f]+>/, with: "parent")
    }
    #expect(
      entries == [
        "shown viewDidLoad", "shown willMove(to: parent)", "shown didMove(to: parent)",
        "shown willAppear", "shown isAppearing", "shown didAppear", "shown willDisappear",
        "shown didDisappear",
      ])
    #expect(controller.appearedIn === key)
    #expect(key.rootViewController == nil)
    #expect(key.bounds.size == size)
    #expect(image.size == size)
    #expect(image.pngData() == elsewhere.pngData())
  }

  @Test("on a device, the key window takes the device's size and the controller its traits")
  func deviceInKeyWindow() throws {
    let key = TestApplication.makeWindow(root: UIViewController())
    defer { key.isHidden = true }
    final class TraitsController: UIViewController {
      var appearedWith: UITraitCollection?
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearedWith = traitCollection
      }
    }
    let controller = TraitsController()
    controller.view.backgroundColor = .systemTeal

    let image = try #require(
      Snapshotting<UIViewController, UIImage>.image(
        on: .iPhone13(.landscape), drawHierarchyInKeyWindow: true,
        traits: UITraitCollection(userInterfaceStyle: .dark)
      ).taken(of: controller))

    // Matches upstream: the device's size and traits, not its safe area or the bars' insets.
    let landscape = try #require(ViewImageConfig.iPhone13(.landscape).size)
    #expect(image.size == landscape)
    #expect(key.bounds.size == landscape)
    #expect(key.rootViewController == nil)
    #expect(controller.appearedWith?.verticalSizeClass == .compact)
    #expect(controller.appearedWith?.userInterfaceStyle == .dark)
  }

  @Test("a view is drawn in the key window as in a window of its own, and keeps its frame")
  func viewInKeyWindow() throws {
    let key = TestApplication.makeWindow(root: UIViewController())
    defer { key.isHidden = true }
    let view = card()

    let image = try #require(
      Snapshotting<UIView, UIImage>.image(drawHierarchyInKeyWindow: true).taken(of: view))
    let elsewhere = try #require(Snapshotting<UIView, UIImage>.image.taken(of: card()))

    #expect(view.frame == CGRect(x: 7, y: 9, width: 120, height: 80))
    #expect(key.rootViewController == nil)
    #expect(image.pngData() == elsewhere.pngData())
  }
}
