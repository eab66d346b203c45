@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value: Sendable, Format == UIImage {
  /// A strategy that draws its value on the main actor with `draw` and compares the image as
  /// precisely as asked, the reference read back at the traits' scale, as upstream reads it.
  static func drawn(
    precision: Float, perceptualPrecision: Float, traits: UITraitCollection,
    _ draw: @escaping @MainActor (Value) -> UIImage
  ) -> Snapshotting {
    Snapshotting<UIImage, UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { value in MainActor.assumeIsolated { draw(value) } }
  }
}
