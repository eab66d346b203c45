import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import Demo

/// The demo's screens, each on an iPhone 13, through the same strategies users write.
@Suite("Snapshots of the demo's screens", .uiTest)
@MainActor
struct DemoScreenSnapshotTests {
  /// A page of the demo by name.
  private func page(_ name: String) -> UIViewController {
    switch name {
    case "welcome": WelcomePageViewController()
    case "drawing": DrawingPageViewController()
    case "text": TextPageViewController()
    case "controls": ControlsPageViewController()
    case "navigation": NavigationPageViewController()
    default: LayersPageViewController()
    }
  }

  @Test(
    "each page on an iPhone 13, portrait",
    arguments: ["welcome", "drawing", "text", "controls", "navigation", "layers"])
  func page(name: String) {
    assertSnapshot(of: page(name), as: .image(on: .iPhone13), named: name)
  }

  @Test("the navigation page in landscape, where the bar is compact")
  func navigationLandscape() {
    assertSnapshot(of: NavigationPageViewController(), as: .image(on: .iPhone13(.landscape)))
  }

  @Test("tapping a row of the navigation page pushes its screen: a filmstrip and the hierarchy")
  func navigationPush() throws {
    let navigation = NavigationPageViewController()

    assertSnapshot(
      of: navigation,
      as: .transition(frames: 5, on: .iPhone13) { navigation in
        let row = navigation.topViewController?.view.firstSubview(of: UIControl.self)
        row?.sendActions(for: .touchUpInside)
      })

    #expect(navigation.viewControllers.count == 2)
    assertSnapshot(of: navigation as UIViewController, as: .hierarchy)
  }
}

extension UIView {
  /// The first view of type `T` in this view's subtree, depth first.
  fileprivate func firstSubview<T: UIView>(of type: T.Type) -> T? {
    for subview in subviews {
      if let match = subview as? T ?? subview.firstSubview(of: type) { return match }
    }
    return nil
  }
}
