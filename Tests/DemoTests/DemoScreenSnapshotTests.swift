import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import Demo

/// The tour's screens, each on an iPhone 13, through the same strategies users write.
@Suite("Snapshots of the demo's screens", .uiTest)
@MainActor
struct DemoScreenSnapshotTests {
  /// An iPhone 13 simulator's screen, as a user picks one: it, not the device configuration,
  /// makes the images 3x, as on iOS.
  init() throws {
    try UIScreen.main.apply(.iPhone13)
  }

  /// The tour, opened on the tab at `index`.
  private func tour(tab index: Int) -> TourTabBarController {
    let tour = TourTabBarController()
    tour.selectedIndex = index
    return tour
  }

  @Test(
    "each tab's first screen, its list, on an iPhone 13, portrait",
    arguments: ["containers", "presentation", "animation", "controls", "lists"].enumerated()
      .map { ($0.offset, $0.element) })
  func tab(index: Int, name: String) {
    assertSnapshot(of: tour(tab: index), as: .image(on: .iPhone13), named: name)
  }

  @Test("the containers tab in landscape, where the bars are compact")
  func containersLandscape() {
    assertSnapshot(of: tour(tab: 0), as: .image(on: .iPhone13(.landscape)))
  }

  /// A screen of the tour by name, as a row of its lists pushes it.
  private func screen(_ name: String) -> UIViewController {
    switch name {
    case "welcome": WelcomePageViewController()
    case "drawing": DrawingPageViewController()
    case "text": TextPageViewController()
    case "controls": ControlsPageViewController()
    case "rows": UINavigationController(rootViewController: HundredThousandRowsViewController())
    case "diffable": UINavigationController(rootViewController: DiffableListViewController())
    case "compositional":
      UINavigationController(rootViewController: CompositionalLayoutViewController())
    case "mailbox": UINavigationController(rootViewController: MailboxViewController())
    default: LayersPageViewController()
    }
  }

  @Test(
    "each detail screen on its own on an iPhone 13, portrait",
    arguments: [
      "welcome", "drawing", "text", "controls", "layers", "rows", "diffable", "compositional",
      "mailbox",
    ])
  func page(name: String) {
    assertSnapshot(of: screen(name), as: .image(on: .iPhone13), named: name)
  }

  @Test("a row of the containers list pushes its screen: a filmstrip and the hierarchy")
  func push() throws {
    let tour = tour(tab: 0)
    let navigation = try #require(tour.selectedViewController as? UINavigationController)

    assertSnapshot(
      of: tour as UIViewController,
      as: .transition(frames: 5, on: .iPhone13) { _ in
        (navigation.topViewController as? TourListViewController)?.open(7)
      })

    #expect(navigation.viewControllers.count == 2)
    assertSnapshot(of: tour as UIViewController, as: .hierarchy)
  }

  @Test("the split view row presents the split full screen: its own bars only, with Done")
  func split() throws {
    let tour = tour(tab: 0)
    let window = TestApplication.makeWindow(root: tour)
    UIApplication.shared.advance(by: 0)
    let navigation = try #require(tour.selectedViewController as? UINavigationController)

    (navigation.topViewController as? TourListViewController)?.open(5, animated: false)
    UIApplication.shared.advance(by: 1)

    #expect(navigation.viewControllers.count == 1)
    #expect(tour.presentedViewController is SplitPageViewController)
    assertSnapshot(of: SplitPageViewController(), as: .image(on: .iPhone13), named: "split")
    withExtendedLifetime(window) {}
  }
}
