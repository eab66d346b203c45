import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A view with no width or no height is sized with `sizeToFit()` before it is drawn, and one
/// that still has no size is recorded as swift-snapshot-testing's placeholder image.
@Suite("Snapshot strategy: views of zero size", .uiTest)
@MainActor
struct ZeroSizeSnapshotTests {
  @Test("a button of zero size is drawn at its fitting size: the add button is 73 × 71 at 3x")
  func sizedToFit() throws {
    let button = UIButton(type: .contactAdd)

    let image = try #require(
      Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 3))
        .taken(of: button))

    // swift-snapshot-testing's own iOS reference of this button (testUIView.1.png) is 73 × 71.
    #expect(image.bitmap.width == 73 && image.bitmap.height == 71)
  }

  @Test("a label of zero height is drawn at the size sizeToFit() gives it")
  func labelSizedToFit() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
    label.text = "Fits"
    let fitting = UILabel()
    fitting.text = "Fits"
    fitting.sizeToFit()

    let image = try #require(Snapshotting<UIView, UIImage>.image.taken(of: label))

    #expect(image.size == fitting.bounds.size)
  }

  @Test("a view that still has no size makes an empty image, stored as upstream's placeholder")
  func placeholder() throws {
    let strategy = Snapshotting<UIView, UIImage>.image
    let empty = try #require(strategy.taken(of: UIView()))

    let stored = try #require(UIImage(data: strategy.diffing.toData(empty)))

    #expect(empty.bitmap.width == 0 && empty.bitmap.height == 0)
    #expect(stored.bitmap.width == 400 && stored.bitmap.height == 80)
    assertSnapshot(of: stored, as: .image)
  }

  @Test("the placeholder never matches: comparing it fails, saying the snapshot is empty")
  func placeholderFails() throws {
    let strategy = Snapshotting<UIView, UIImage>.image
    let empty = try #require(strategy.taken(of: UIView()))
    let reference = strategy.diffing.fromData(strategy.diffing.toData(empty))

    let failure = strategy.diffing.diffV2(reference, empty)

    #expect(failure?.0.hasPrefix("Newly-taken snapshot is empty.") == true)
  }
}
