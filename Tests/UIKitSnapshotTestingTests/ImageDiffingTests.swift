import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// The `UIImage` diffing: precision, perceptual precision, and swift-snapshot-testing's own
/// messages for a size mismatch, a damaged reference and a missing one.
@Suite("Snapshot strategy: image diffing", .uiTest)
@MainActor
struct ImageDiffingTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("image-diffing-\(UUID().uuidString)")

  private func square(_ color: UIColor, size: CGFloat = 20, spot: UIColor? = nil) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: size, height: size))
      if let spot {
        spot.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      }
    }
  }

  private func compare(
    _ reference: UIImage, _ actual: UIImage, precision: Float = 1, perceptualPrecision: Float = 1
  ) -> String? {
    Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
      .diffV2(reference, actual)?.0
  }

  @Test("identical images match; one changed byte does not, at full precision")
  func exact() {
    let gray = square(UIColor(white: 0.5, alpha: 1))
    let nearlyGray = square(UIColor(red: 0.5, green: 0.5, blue: 0.504, alpha: 1))

    #expect(compare(gray, square(UIColor(white: 0.5, alpha: 1))) == nil)
    #expect(
      compare(gray, nearlyGray)?.hasPrefix("Newly-taken snapshot does not match reference.") == true
    )
  }

  @Test("a perceptual precision of 0.98 passes a colour shift an eye cannot see, not a red spot")
  func perceptual() {
    let gray = square(UIColor(white: 0.5, alpha: 1))

    let shifted = compare(
      gray, square(UIColor(red: 0.5, green: 0.5, blue: 0.504, alpha: 1)), perceptualPrecision: 0.98)
    let spotted = compare(
      gray, square(UIColor(white: 0.5, alpha: 1), spot: .red), perceptualPrecision: 0.98)
    let spottedLoosely = compare(
      gray, square(UIColor(white: 0.5, alpha: 1), spot: .red), precision: 0.98,
      perceptualPrecision: 0.98)

    #expect(shifted == nil)
    #expect(spotted?.hasPrefix("The lowest perceptual color precision") == true)
    #expect(spottedLoosely == nil)
  }

  @Test("a size mismatch says both sizes, as the library does on iOS")
  func sizeMismatch() {
    let message = compare(square(.red, size: 20), square(.red, size: 10))

    #expect(
      message?.hasPrefix("Newly-taken snapshot@(10.0, 10.0) does not match reference@(20.0, 20.0).")
        == true)
  }

  @Test("a damaged reference PNG fails with the library's message and the failed image's path")
  func damagedReference() throws {
    let file = folder.appendingPathComponent("ImageDiffingTests/damagedReference.1.png")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a png".utf8).write(to: file)

    let message = verifySnapshot(
      of: square(.red), as: .image, record: .never,
      snapshotDirectory: file.deletingLastPathComponent().path)

    #expect(message?.contains("Snapshot does not match reference.") == true)
    #expect(message?.contains("Reference image could not be loaded.") == true)
    #expect(message?.contains("damagedReference.1.png") == true)
  }

  @Test("a missing reference is not recorded when recording is off, and the message says so")
  func missingReference() {
    let message = verifySnapshot(
      of: square(.red), as: .image, record: .never, snapshotDirectory: folder.path)

    #expect(message?.hasPrefix("No reference was found on disk.") == true)
  }

  @Test("a failure points to the difference image it wrote")
  func differenceImageWritten() throws {
    let message = try #require(compare(square(.red), square(.blue)))
    let path = try #require(message.split(separator: "\"").last { $0.hasPrefix("file://") })

    let difference = UIImage(contentsOfFile: URL(string: String(path))!.path)
    #expect(difference?.bitmap.color(atX: 5, y: 5) == [255, 255, 255, 255])
  }
}
