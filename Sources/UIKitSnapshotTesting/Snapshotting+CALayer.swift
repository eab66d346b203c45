@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
  /// Matches swift-snapshot-testing on iOS: a layer and its sublayers drawn and compared pixel
  /// for pixel.
  public static var image: Snapshotting { .image() }

  /// Matches swift-snapshot-testing on iOS: a layer drawn and compared as precisely as asked.
  ///
  /// The layer is laid out (`setNeedsLayout()`, `layoutIfNeeded()`) and drawn in its bounds,
  /// as `render(in:)` draws it: its own position, transform and opacity are left out.
  ///
  /// ```swift
  /// let layer = CALayer()
  /// layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  /// layer.backgroundColor = UIColor.red.cgColor
  /// assertSnapshot(of: layer, as: .image)
  /// ```
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match, as `1 - ΔE / 100`.
  ///   - traits: A `displayScale` sets the image's pixels per point, which is otherwise the main
  ///     screen's, as on iOS.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    drawn(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
      SnapshotHost.image(of: $0, traits: traits)
    }
  }
}
