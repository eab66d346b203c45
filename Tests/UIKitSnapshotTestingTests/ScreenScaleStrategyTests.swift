import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Images are drawn at the main screen's scale, as swift-snapshot-testing draws them on iOS,
/// where the simulator's screen decides it: a device configuration names no scale, and only the
/// strategy's traits can ask for another.
@Suite("Snapshot strategy: the main screen's scale", .uiTest)
@MainActor
struct ScreenScaleStrategyTests {
  /// A controller with a label sized to its text, which fits only at the scale it was measured
  /// at.
  private func labelled() -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 20, y: 80, width: 0, height: 0))
    label.text = "0번 눌림 · 30%"
    label.font = .systemFont(ofSize: 17)
    label.sizeToFit()
    controller.view.addSubview(label)
    return controller
  }

  @Test("on a 1x screen, an iPhone 13 image is 390 × 844 pixels")
  func oneX() throws {
    let image = try #require(Snapshotting.image(on: .iPhone13).taken(of: labelled()))

    #expect(image.scale == 1)
    #expect(image.bitmap.width == 390 && image.bitmap.height == 844)
  }

  @Test("on a 3x screen, an iPhone 13 image is 1170 × 2532 pixels")
  func threeX() throws {
    try UIScreen.main.apply(.iPhone13)

    let image = try #require(Snapshotting.image(on: .iPhone13).taken(of: labelled()))

    #expect(image.scale == 3)
    #expect(image.size == CGSize(width: 390, height: 844))
    #expect(image.bitmap.width == 1170 && image.bitmap.height == 2532)
  }

  @Test("an iPad configuration on the iPhone's 3x screen is drawn at 3x too")
  func deviceDoesNotDecide() throws {
    try UIScreen.main.apply(.iPhone13)

    let image = try #require(Snapshotting.image(on: .iPadMini).taken(of: labelled()))

    #expect(image.scale == 3)
  }

  @Test("traits that ask for 2x draw at 2x on a 3x screen")
  func traitsDecide() throws {
    try UIScreen.main.apply(.iPhone13)
    let controller = labelled()

    let image = try #require(
      Snapshotting.image(on: .iPhone13, traits: UITraitCollection(displayScale: 2))
        .taken(of: controller))

    #expect(image.scale == 2)
    #expect(image.bitmap.width == 780)
  }

  @Test("with no display scale in the traits, the image is the one the screen's scale draws")
  func sameAsAskingForTheScreenScale() throws {
    try UIScreen.main.apply(.iPhone13)

    let implicit = try #require(Snapshotting.image(on: .iPhone13).taken(of: labelled()))
    let explicit = try #require(
      Snapshotting.image(on: .iPhone13, traits: UITraitCollection(displayScale: 3))
        .taken(of: labelled()))

    #expect(implicit.bitmap.pixels == explicit.bitmap.pixels)
  }

  @Test("a view's image takes the main screen's scale too")
  func viewImage() throws {
    try UIScreen.main.apply(.iPhone13)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))

    let image = try #require(Snapshotting<UIView, UIImage>.image.taken(of: view))

    #expect(image.bitmap.width == 30 && image.bitmap.height == 60)
  }
}
