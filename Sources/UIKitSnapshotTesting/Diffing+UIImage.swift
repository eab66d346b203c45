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
  /// An image with no pixels (a view that had no size) is stored as upstream's placeholder: a
  /// 400 × 80 red label that reads "Error: No image could be generated for this view as its
  /// size was zero. Please set an explicit size in the test." Comparing one always fails.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel must be to match, from 0 to 1, as `1 - ΔE / 100`
  ///     (CIE94). 0.98 to 0.99 is about what an eye can tell apart.
  ///   - scale: The scale to read the reference at; when `nil` or 0, the new image's, which is
  ///     the main screen's unless a strategy's traits named another, as upstream reads it.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing {
    let scale = scale.flatMap { $0 > 0 ? $0 : nil }
    let toData: (UIImage) -> Data = { image in
      guard image.bitmap.width > 0, image.bitmap.height > 0 else {
        return MainActor.assumeIsolated { placeholder().pngData() ?? Data() }
      }
      return image.pngData() ?? Data()
    }
    return .diff(
      toData: toData,
      fromData: {
        UIImage(data: $0, scale: scale ?? 1) ?? SnapshotHost.emptyImage(scale: scale ?? 1)
      }
    ) { reference, actual in
      let reference =
        scale == nil ? UIImage(bitmap: reference.bitmap, scale: actual.scale) : reference
      let comparison = ImageComparison(
        reference: reference.bitmap, actual: actual.bitmap, precision: precision,
        perceptualPrecision: perceptualPrecision)
      guard
        let message = comparison.failure(referenceSize: reference.size, actualSize: actual.size)
      else { return nil }
      let difference = UIImage(bitmap: comparison.differenceImage, scale: actual.scale)
      let images = [("reference", reference), ("failure", actual), ("difference", difference)]
      if Test.current != nil {
        for (name, image) in images where image.bitmap.width > 0 && image.bitmap.height > 0 {
          Attachment<_AttachableUIImageWrapper>.record(image, named: name)
        }
      }
      return (
        message + differenceNote(difference),
        images.map { DiffAttachment.data(toData($0.1), name: "\($0.0).png") }
      )
    }
  }

  /// Matches swift-snapshot-testing on iOS: what an image with no pixels is stored as, a red
  /// 400 × 80-point label of three centred lines, drawn at the main screen's scale.
  @MainActor
  static func placeholder() -> UIImage {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
    label.backgroundColor = .red
    label.text =
      "Error: No image could be generated for this view as its size was zero. Please set an "
      + "explicit size in the test."
    label.textAlignment = .center
    label.numberOfLines = 3
    return SnapshotHost.image(of: label, traits: .init())
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
