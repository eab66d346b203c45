import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
  /// Matches swift-snapshot-testing on iOS: a path filled and compared pixel for pixel.
  public static var image: Snapshotting { .image() }

  /// Matches swift-snapshot-testing on iOS: a path filled (`fill()`, in black, by its own
  /// winding rule) over its bounds and compared as precisely as asked.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match, as `1 - ΔE / 100`.
  ///   - scale: Pixels per point of the image, and of the reference read back; 1 by default, as
  ///     upstream's.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1
  ) -> Snapshotting {
    Snapshotting<UIImage, UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { path in
      MainActor.assumeIsolated {
        SnapshotHost.image(ofPathIn: path.bounds, scale: scale) { _ in path.fill() }
      }
    }
  }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
  /// Matches swift-snapshot-testing: the elements of the path's `cgPath` as text, as
  /// `Snapshotting<CGPath, String>.elementsDescription` writes them.
  public static var elementsDescription: Snapshotting {
    Snapshotting<CGPath, String>.elementsDescription.pullback { path in
      MainActor.assumeIsolated { path.cgPath }
    }
  }

  /// Matches swift-snapshot-testing: the elements of the path's `cgPath` as text, with the
  /// points' coordinates written by `numberFormatter`.
  public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
    Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter)
      .pullback { path in MainActor.assumeIsolated { path.cgPath } }
  }
}
