import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A device's image strategies draw at the scale the device lays out with, as
/// swift-snapshot-testing does on iOS, so text measured to fit is drawn whole.
@Suite("Snapshot strategy: the device's scale", .uiTest)
@MainActor
struct DeviceScaleStrategyTests {
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

  @Test("an iPhone 13 image is drawn at 3x: 390 × 844 points in 1170 × 2532 pixels")
  func deviceScale() throws {
    let image = try #require(Snapshotting.image(on: .iPhone13).taken(of: labelled()))

    #expect(image.scale == 3)
    #expect(image.size == CGSize(width: 390, height: 844))
    #expect(image.bitmap.width == 1170 && image.bitmap.height == 2532)
  }

  @Test("with no display scale in the traits, the image is the one the device's scale draws")
  func sameAsAskingForTheDeviceScale() throws {
    let implicit = try #require(Snapshotting.image(on: .iPhone13).taken(of: labelled()))
    let explicit = try #require(
      Snapshotting.image(on: .iPhone13, traits: UITraitCollection(displayScale: 3))
        .taken(of: labelled()))

    #expect(implicit.bitmap.pixels == explicit.bitmap.pixels)
  }

  @Test("traits that ask for 1x draw at 1x, and the window lays out at 1x too")
  func traitsOverrideTheDevice() throws {
    let controller = labelled()
    let image = try #require(
      Snapshotting.image(on: .iPhone13, traits: UITraitCollection(displayScale: 1))
        .taken(of: controller))

    #expect(image.scale == 1)
    #expect(controller.traitCollection.displayScale == 1)
  }
}
