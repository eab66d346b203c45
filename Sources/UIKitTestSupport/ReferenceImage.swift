import UIKit

/// Compares rendered frames with reference PNGs stored beside the tests.
///
/// References live in a `References/` folder next to the test file, named by the caller
/// (``compare(_:named:)``). A comparison passes when every channel of every pixel is within
/// `tolerance`; when it fails, `<name>.actual.png` and `<name>.diff.png` are written beside the
/// reference so the difference can be looked at. Set `UIKIT_RECORD_REFERENCES=1` to (re)write references.
public struct ReferenceImage {
  /// How a frame differs from its reference.
  public struct Mismatch: Error, CustomStringConvertible {
    /// How many pixels differ and by how much, and where the actual and diff images were written.
    public let description: String
  }

  /// The `References/` folder beside the test file.
  public let directory: URL
  /// The largest difference allowed in any channel of any pixel, 0 to 255.
  public let tolerance: Int

  /// Compares against the references in `References/` beside `testFile`.
  ///
  /// - Parameters:
  ///   - testFile: pass `#filePath`, so references sit beside the test source.
  ///   - tolerance: the largest difference allowed in any channel of any pixel, 0 to 255.
  public init(testFile: String, tolerance: Int = 2) {
    directory = URL(fileURLWithPath: testFile).deletingLastPathComponent()
      .appendingPathComponent("References")
    self.tolerance = tolerance
  }

  /// Checks `bitmap` against `References/<name>.png`; returns a mismatch describing how far
  /// off it is, or `nil` when it matches (or was just recorded).
  public func compare(_ bitmap: ImageBitmap, named name: String) -> Mismatch? {
    let reference = directory.appendingPathComponent("\(name).png")
    let recording = ProcessInfo.processInfo.environment["UIKIT_RECORD_REFERENCES"] == "1"
    if recording || !FileManager.default.fileExists(atPath: reference.path) {
      write(bitmap, to: reference)
      return recording
        ? nil
        : Mismatch(
          description: "no reference image existed; recorded \(reference.path). Look at it, "
            + "then run the test again.")
    }
    guard let expected = UIImage(contentsOfFile: reference.path)?.bitmap else {
      return Mismatch(description: "cannot read the reference \(reference.path)")
    }
    guard expected.width == bitmap.width, expected.height == bitmap.height else {
      write(bitmap, to: directory.appendingPathComponent("\(name).actual.png"))
      return Mismatch(
        description: "size \(bitmap.width)×\(bitmap.height) differs from the reference's "
          + "\(expected.width)×\(expected.height)")
    }
    var diff = [UInt8](repeating: 0, count: bitmap.pixels.count)
    var worst = 0
    var differing = 0
    for index in stride(from: 0, to: bitmap.pixels.count, by: 4) {
      var pixelWorst = 0
      for channel in 0..<4 {
        let delta = abs(Int(bitmap.pixels[index + channel]) - Int(expected.pixels[index + channel]))
        pixelWorst = max(pixelWorst, delta)
      }
      worst = max(worst, pixelWorst)
      if pixelWorst > tolerance {
        differing += 1
        diff[index] = 255
        diff[index + 3] = 255
      } else {
        let gray = expected.pixels[index] / 4 + expected.pixels[index + 1] / 4
        diff[index] = gray
        diff[index + 1] = gray
        diff[index + 2] = gray
        diff[index + 3] = 255
      }
    }
    guard differing > 0 else { return nil }
    write(bitmap, to: directory.appendingPathComponent("\(name).actual.png"))
    write(
      ImageBitmap(width: bitmap.width, height: bitmap.height, pixels: diff),
      to: directory.appendingPathComponent("\(name).diff.png"))
    return Mismatch(
      description: "\(differing) pixels differ by more than \(tolerance) (worst \(worst)); "
        + "see \(name).actual.png and \(name).diff.png in \(directory.path)")
  }

  private func write(_ bitmap: ImageBitmap, to url: URL) {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? UIImage(bitmap: bitmap).pngData()?.write(to: url)
  }
}
