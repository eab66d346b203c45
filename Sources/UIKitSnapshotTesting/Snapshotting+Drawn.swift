@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value: Sendable, Format == UIImage {
  /// A strategy that draws its value on the main actor with `draw` and compares the image as
  /// precisely as asked, the reference read back at the scale `traits` or the device give.
  static func drawn(
    precision: Float, perceptualPrecision: Float, traits: UITraitCollection,
    on config: ViewImageConfig? = nil, _ draw: @escaping @MainActor (Value) -> UIImage
  ) -> Snapshotting {
    Snapshotting<UIImage, UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision,
      scale: SnapshotHost.referenceScale(for: traits, on: config)
    ).pullback { value in MainActor.assumeIsolated { draw(value) } }
  }
}
