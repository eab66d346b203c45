import Foundation
@preconcurrency import SnapshotTesting
import Testing
import UIKit
import _Testing_UIKit

extension Diffing where Value == UIImage {
  /// Matches swift-snapshot-testing on iOS: a pixel diffing of images that requires every byte
  /// to match.
  public static var image: Diffing { .image() }

  /// Matches swift-snapshot-testing on iOS: a pixel diffing of images, as precise as asked.
  ///
  /// A reference that cannot be decoded (a damaged PNG) compares as an empty image and fails
  /// with "Reference image could not be loaded." When images differ, the failure names the
  /// difference image too, written beside the failed snapshot's folder (`SNAPSHOT_ARTIFACTS`,
  /// or the temporary directory), and under Swift Testing the reference, failure and difference
  /// are attached to the test as PNG files.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel must be to match, from 0 to 1, as `1 - ΔE / 100`
  ///     (CIE94). 0.98 to 0.99 is about what an eye can tell apart.
  ///   - scale: The scale to read the reference at; 1 when `nil`.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing {
    let scale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 1
    return .diff(
      toData: { $0.pngData() ?? Data() },
      fromData: {
        UIImage(data: $0, scale: scale)
          ?? UIImage(bitmap: ImageBitmap(width: 0, height: 0, pixels: []), scale: scale)
      }
    ) { reference, actual in
      let comparison = ImageComparison(
        reference: reference.bitmap, actual: actual.bitmap, precision: precision,
        perceptualPrecision: perceptualPrecision)
      guard
        let message = comparison.failure(referenceSize: reference.size, actualSize: actual.size)
      else { return nil }
      let difference = UIImage(bitmap: comparison.differenceImage, scale: actual.scale)
      let images = [("reference", reference), ("failure", actual), ("difference", difference)]
      if Test.current != nil {
        for (name, image) in images {
          Attachment<_AttachableUIImageWrapper>.record(image, named: name)
        }
      }
      return (
        message + differenceNote(difference),
        images.map { DiffAttachment.data($0.1.pngData() ?? Data(), name: "\($0.0).png") }
      )
    }
  }

  /// Where the difference image was written, for the failure message: on Linux the library
  /// attaches nothing, and a path is what a person can open.
  private static func differenceNote(_ difference: UIImage) -> String {
    let folder = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        ?? NSTemporaryDirectory(), isDirectory: true)
    let file = folder.appendingPathComponent("difference-\(UUID().uuidString).png")
    guard (try? difference.pngData()?.write(to: file)) != nil else { return "" }
    return "\n\nDifference (white where the images differ most):\n\n\"\(file.absoluteString)\""
  }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// Matches swift-snapshot-testing on iOS: images compared pixel for pixel.
  public static var image: Snapshotting { .image() }

  /// Matches swift-snapshot-testing on iOS: images compared as precisely as asked.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match, as `1 - ΔE / 100`.
  ///   - scale: The scale of the reference image stored on disk.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
  }
}
