import Drawer
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport
import XCTest

// Swift 5 language mode (Package.swift), as most iOS test suites still are. Nothing here is
// marked `@MainActor`: against Apple's UIKit, whose annotations reach Swift 5 code with
// `@preconcurrency`, this compiles, and so it must here. XCTest runs these methods on the main
// thread, where UIKit expects its work.

final class DrawerTests: XCTestCase {
  private let log = LifecycleLog()
  private var drawer: DrawerController!
  private var window: UIWindow!
  private let clock = ManualClock()

  // UI types made in `setUp()`, a non-isolated override: the case Swift 6's checking refuses.
  override func setUp() {
    super.setUp()
    TestApplication.reset()
    drawer = DrawerController(
      main: LoggingViewController("main", log: log),
      drawer: LoggingViewController("menu", log: log))
    window = TestApplication.makeWindow(root: drawer)
    clock.settle()
  }

  override func tearDown() {
    window = nil
    drawer = nil
    TestApplication.reset()
    super.tearDown()
  }

  func testOnlyTheMainChildAppearsWithTheContainer() {
    XCTAssertEqual(
      log.take(),
      [
        "main willMove(to: \(drawer!))", "main viewDidLoad", "main didMove(to: \(drawer!))",
        "menu willMove(to: \(drawer!))", "menu viewDidLoad", "menu didMove(to: \(drawer!))",
        "main willAppear", "main isAppearing", "main didAppear",
      ])
  }

  func testOpeningSendsTheMenuItsAppearanceAroundTheSlide() {
    var completed = false
    _ = log.take()

    drawer.setDrawerOpen(true, animated: true) { completed = true }
    clock.advance(by: 0.1)
    let halfway = drawer.panel.layer.presentation()?.frame.minX ?? .nan
    let logHalfway = log.take()
    clock.advance(by: 0.2)

    XCTAssertEqual(logHalfway, ["menu willAppear", "menu isAppearing"])
    XCTAssertTrue(halfway > -280 && halfway < 0, "the panel is on its way in: \(halfway)")
    XCTAssertEqual(log.take(), ["menu didAppear"])
    XCTAssertTrue(completed)
    XCTAssertEqual(drawer.panel.frame, CGRect(x: 0, y: 0, width: 280, height: 844))
  }

  func testClosingSendsTheMenuItsDisappearance() {
    drawer.setDrawerOpen(true, animated: false)
    _ = log.take()

    drawer.setDrawerOpen(false, animated: true)
    clock.advance(by: 0.3)

    XCTAssertEqual(log.take(), ["menu willDisappear", "menu didDisappear"])
    XCTAssertEqual(drawer.panel.frame.minX, -280)
    XCTAssertTrue(drawer.dimmingView.isHidden)
  }

  func testTheOpenDrawerDecidesTheStatusBarStyle() {
    let menu = DrawerMenuViewController(items: ["One"])
    let drawer = DrawerController(main: UIViewController(), drawer: menu)
    window.rootViewController = drawer
    clock.settle()
    let closed = UIApplication.shared.statusBarStyle

    drawer.setDrawerOpen(true, animated: false)
    clock.settle()

    XCTAssertEqual(closed, .default)
    XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent)
  }

  func testVisualFormatsPlaceTheMenu() {
    let menu = DrawerMenuViewController(items: ["Home", "Settings", "About"])
    window.rootViewController = DrawerController(main: UIViewController(), drawer: menu)

    clock.settle()

    let heading = menu.view.subviews[0]
    XCTAssertEqual(heading.frame.minX, 20)
    XCTAssertEqual(heading.frame.minY, 64)
    XCTAssertEqual(menu.buttons.map(\.frame.minX), [20, 20, 20])
    XCTAssertEqual(menu.buttons[0].frame.minY, heading.frame.maxY + 12)
    XCTAssertEqual(menu.buttons[2].frame.minY, menu.buttons[1].frame.maxY + 12)
  }

  func testOpeningBlursTheScreenAsThePanelSlidesIn() {
    let drawer = DrawerController(
      main: titledScreen("첫째 First", color: .systemOrange),
      drawer: DrawerMenuViewController(items: ["Home", "Settings", "About"]))
    drawer.loadViewIfNeeded()

    assertSnapshot(
      of: drawer,
      as: .transition(frames: 4, on: ViewImageConfig(size: CGSize(width: 300, height: 200))) {
        $0.setDrawerOpen(true, animated: true)
      })
  }

  func testTheOpenDrawerOverAScreen() throws {
    // An iPhone 13 simulator's screen: it, not the device configuration, makes the image 3x.
    try UIScreen.main.apply(.iPhone13)
    let drawer = DrawerController(
      main: titledScreen("첫째 First", color: .systemOrange),
      drawer: DrawerMenuViewController(items: ["Home", "Settings", "About"]))

    drawer.setDrawerOpen(true, animated: false)

    assertSnapshot(of: drawer, as: .image(on: .iPhone13))
  }
}

/// A screen with a centred title: a plain helper with no actor annotation.
func titledScreen(_ title: String, color: UIColor) -> UIViewController {
  let screen = UIViewController()
  screen.view.backgroundColor = color
  let label = UILabel()
  label.text = title
  label.font = .boldSystemFont(ofSize: 28)
  label.textColor = .white
  label.sizeToFit()
  label.center = CGPoint(x: screen.view.bounds.midX, y: screen.view.bounds.midY)
  label.autoresizingMask = [
    .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
  ]
  screen.view.addSubview(label)
  return screen
}
