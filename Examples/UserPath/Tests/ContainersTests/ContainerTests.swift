import Containers
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Seed 000's container, tested as a user tests it: plain `import UIKit` beside `import Testing`.
@Suite("Seed 000's container", .uiTest)
@MainActor
struct ContainerTests {
  let log = LifecycleLog()

  @Test("a child shown in a visible container appears after its view is added, then didMove")
  func appearanceOrder() {
    let container = ContentContainerViewController()
    let window = TestApplication.makeWindow(root: container)
    ManualClock().settle()
    let child = LoggingViewController("child", log: log)

    container.displayContentController(child)
    ManualClock().settle()

    #expect(
      log.take() == [
        "child willMove(to: \(container))", "child viewDidLoad",
        "child willAppear [movingToParent]", "child didMove(to: \(container))",
        "child isAppearing [movingToParent]", "child didAppear [movingToParent]",
      ])
    #expect(window.rootViewController === container)
  }

  @Test("the container with its first child, on an iPhone 13")
  func snapshot() throws {
    // An iPhone 13 simulator's screen: it, not the device configuration, makes the image 3x.
    try UIScreen.main.apply(.iPhone13)
    let container = ContentContainerViewController()
    container.displayContentController(ColorViewController(title: "첫째 First", color: .systemOrange))

    assertSnapshot(of: container, as: .image(on: .iPhone13))
  }

  @Test("cycling to a second child slides it in: a filmstrip of five frames")
  func cycleFilmstrip() {
    let container = ContentContainerViewController()
    container.displayContentController(ColorViewController(title: "첫째 First", color: .systemOrange))
    let second = ColorViewController(title: "둘째 Second", color: .systemTeal)

    assertSnapshot(
      of: container,
      as: .transition(frames: 5, on: ViewImageConfig(size: CGSize(width: 240, height: 160))) {
        $0.cycle(to: second)
      })

    #expect(container.children == [second])
  }

  @Test("an image attaches to the test as a PNG file, as on iOS")
  func attachment() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
      UIColor.systemOrange.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    Attachment.record(image, named: "swatch")

    let bytes = try Attachment(image).withUnsafeBytes { Array($0.prefix(4)) }
    #expect(bytes == [0x89, 0x50, 0x4E, 0x47])
  }
}
