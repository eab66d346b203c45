import Foundation
import UIKit

/// How far a newly taken image is from its reference, in swift-snapshot-testing's terms.
///
/// `precision` is the share of pixels that must match; `perceptualPrecision` how close a pixel
/// must be to count as matching, as `1 - ΔE / 100` with CIE94's colour difference in Lab
/// (0.98 to 0.99 is about what an eye can tell apart). Both 1 means every byte must match. The
/// messages are the library's own on iOS.
struct ImageComparison {
  let reference: ImageBitmap
  let actual: ImageBitmap
  let precision: Float
  let perceptualPrecision: Float

  /// Why the images do not match, or `nil` when they do.
  func failure(referenceSize: CGSize, actualSize: CGSize) -> String? {
    guard reference.width > 0, reference.height > 0 else {
      return "Reference image could not be loaded."
    }
    guard actual.width > 0, actual.height > 0 else { return "Newly-taken snapshot is empty." }
    guard reference.width == actual.width, reference.height == actual.height else {
      // As iOS prints a CGSize: `(390.0, 844.0)`.
      func text(_ size: CGSize) -> String { "(\(size.width), \(size.height))" }
      return "Newly-taken snapshot@\(text(actualSize)) does not match reference@"
        + "\(text(referenceSize))."
    }
    if reference.pixels == actual.pixels { return nil }
    if precision >= 1, perceptualPrecision >= 1 {
      return "Newly-taken snapshot does not match reference."
    }
    return perceptualPrecision < 1 ? perceptualFailure() : byteFailure()
  }

  /// Without a perceptual tolerance: the share of bytes that differ at all.
  private func byteFailure() -> String? {
    let count = reference.pixels.count
    var different = 0
    reference.pixels.withUnsafeBufferPointer { old in
      actual.pixels.withUnsafeBufferPointer { new in
        for index in 0..<count where old[index] != new[index] { different += 1 }
      }
    }
    guard different > Int((1 - precision) * Float(count)) else { return nil }
    let actualPrecision = 1 - Float(different) / Float(count)
    return "Actual image precision \(actualPrecision) is less than required \(precision)"
  }

  /// With a perceptual tolerance: pixels whose ΔE is over it, and the worst ΔE.
  private func perceptualFailure() -> String? {
    let threshold = Double(1 - perceptualPrecision) * 100
    let pixelCount = reference.width * reference.height
    var failing = 0
    var worst = 0.0
    reference.pixels.withUnsafeBufferPointer { old in
      actual.pixels.withUnsafeBufferPointer { new in
        for pixel in 0..<pixelCount {
          let i = pixel * 4
          if old[i] == new[i], old[i + 1] == new[i + 1], old[i + 2] == new[i + 2],
            old[i + 3] == new[i + 3]
          {
            continue
          }
          let delta = LabColor(old, at: i).deltaE94(to: LabColor(new, at: i))
          worst = max(worst, delta)
          if delta > threshold { failing += 1 }
        }
      }
    }
    let matching = 1 - Float(failing) / Float(pixelCount)
    guard matching < precision else { return nil }
    if precision < 1 {
      return "The percentage of pixels that match \(matching) is less than required \(precision)"
    }
    return "The lowest perceptual color precision \(1 - Float(worst) / 100) is less than "
      + "required \(perceptualPrecision)"
  }

  /// Each pixel's largest channel difference, stretched so the largest in the image is white:
  /// the library's "difference" image.
  var differenceImage: ImageBitmap {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    var levels = [UInt8](repeating: 0, count: width * height)
    func channel(_ bitmap: ImageBitmap, _ x: Int, _ y: Int, _ c: Int) -> Int {
      x < bitmap.width && y < bitmap.height ? Int(bitmap.pixels[(y * bitmap.width + x) * 4 + c]) : 0
    }
    for y in 0..<height {
      for x in 0..<width {
        levels[y * width + x] = UInt8(
          (0..<4).map { abs(channel(reference, x, y, $0) - channel(actual, x, y, $0)) }.max()!)
      }
    }
    let top = max(Int(levels.max() ?? 0), 1)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for index in levels.indices {
      let level = UInt8(Int(levels[index]) * 255 / top)
      pixels[index * 4] = level
      pixels[index * 4 + 1] = level
      pixels[index * 4 + 2] = level
    }
    return ImageBitmap(width: width, height: height, pixels: pixels)
  }
}

/// A colour in CIE L*a*b* (D65), from an sRGB pixel laid over white.
private struct LabColor {
  let l: Double
  let a: Double
  let b: Double

  init(_ pixels: UnsafeBufferPointer<UInt8>, at index: Int) {
    let alpha = Double(pixels[index + 3]) / 255
    func linear(_ channel: UInt8) -> Double {
      let value = (Double(channel) / 255) * alpha + (1 - alpha)
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let r = linear(pixels[index])
    let g = linear(pixels[index + 1])
    let bl = linear(pixels[index + 2])
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    let x = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047)
    let y = f(0.2126 * r + 0.7152 * g + 0.0722 * bl)
    let z = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883)
    l = 116 * y - 16
    a = 500 * (x - y)
    b = 200 * (y - z)
  }

  /// CIE94's colour difference (graphic arts weights).
  func deltaE94(to other: LabColor) -> Double {
    let c1 = (a * a + b * b).squareRoot()
    let c2 = (other.a * other.a + other.b * other.b).squareRoot()
    let dl = l - other.l
    let dc = c1 - c2
    let da = a - other.a
    let db = b - other.b
    let dh2 = max(da * da + db * db - dc * dc, 0)
    let sc = 1 + 0.045 * c1
    let sh = 1 + 0.015 * c1
    return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
  }
}
