import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == CGPath, Format == UIImage {
  /// Matches swift-snapshot-testing on iOS: a path filled (even-odd) and compared pixel for
  /// pixel.
  public static var image: Snapshotting { .image() }

  /// Matches swift-snapshot-testing on iOS: a path drawn in black over its bounding box and
  /// compared as precisely as asked.
  ///
  /// ```swift
  /// assertSnapshot(of: path, as: .image(scale: 2, drawingMode: .stroke))
  /// ```
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match, as `1 - ΔE / 100`.
  ///   - scale: Pixels per point of the image, and of the reference read back; 1 by default, as
  ///     upstream's (not the screen's).
  ///   - drawingMode: How the path is drawn: filled even-odd by default, as upstream does.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
    drawingMode: CGPathDrawingMode = .eoFill
  ) -> Snapshotting {
    Snapshotting<UIImage, UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { path in
      MainActor.assumeIsolated {
        SnapshotHost.image(ofPathIn: path.boundingBoxOfPath, scale: scale) { context in
          context.addPath(path)
          context.drawPath(using: drawingMode)
        }
      }
    }
  }
}

extension Snapshotting where Value == CGPath, Format == String {
  /// Matches swift-snapshot-testing: a path's elements as text, one a line, each subpath after
  /// a blank line, numbers with one to three decimals:
  ///
  /// ```
  /// MoveTo (0.0, 0.0)
  /// QuadCurveTo (3.75, 86.25) (30.0, 90.0)
  /// CurveTo (90.0, 83.284) (83.284, 90.0) (75.0, 90.0)
  /// Close
  /// ```
  public static var elementsDescription: Snapshotting {
    .elementsDescription(numberFormatter: PathElementsDescription.defaultNumberFormatter)
  }

  /// Matches swift-snapshot-testing: a path's elements as text, with the points' coordinates
  /// written by `numberFormatter`.
  public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
    Snapshotting<String, String>.lines.pullback { path in
      PathElementsDescription.text(of: path, numberFormatter: numberFormatter)
    }
  }
}
