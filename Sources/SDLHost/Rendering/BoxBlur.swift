/// A Gaussian blur approximated by three box blurs, on ARGB pixels.
///
/// Three passes of a box filter come within a few percent of a Gaussian (the central limit
/// theorem at work; the widths follow Kovesi, "Fast Almost-Gaussian Filtering", 2010). Each
/// pass is separable and uses a running sum, so the cost per pixel does not depend on the
/// radius. Edges repeat their last pixel, so a blur does not darken toward the border.
enum BoxBlur {
  /// Blurs `pixels` (row-major, `width` × `height`, ARGB in 32 bits) in place with a Gaussian
  /// of standard deviation `sigma` pixels.
  static func blur(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
    guard sigma >= 0.5, width > 0, height > 0 else { return }
    var scratch = [UInt32](repeating: 0, count: pixels.count)
    for radius in boxRadii(sigma: sigma) {
      pass(
        from: pixels, into: &scratch, lines: height, length: width, step: 1, stride: width,
        radius: radius)
      pass(
        from: scratch, into: &pixels, lines: width, length: height, step: width, stride: 1,
        radius: radius)
    }
  }

  /// The radii of three boxes whose succession has variance `sigma²`.
  static func boxRadii(sigma: Double) -> [Int] {
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let variance = 12 * sigma * sigma
    let smallBoxes = Int(
      ((variance - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4))
        .rounded())
    return (0..<3).map { ($0 < smallBoxes ? lower : upper) / 2 }
  }

  /// One box filter of `radius` along each of `lines` lines of `length` pixels.
  private static func pass(
    from source: [UInt32], into target: inout [UInt32], lines: Int, length: Int, step: Int,
    stride: Int, radius: Int
  ) {
    let window = Double(2 * radius + 1)
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        for line in 0..<lines {
          let start = line * stride
          func pixel(_ index: Int) -> UInt32 {
            input[start + min(max(index, 0), length - 1) * step]
          }
          var sums = (0.0, 0.0, 0.0, 0.0)
          for index in -radius...radius { add(pixel(index), to: &sums, sign: 1) }
          for index in 0..<length {
            output[start + index * step] = pack(sums, dividedBy: window)
            add(pixel(index + radius + 1), to: &sums, sign: 1)
            add(pixel(index - radius), to: &sums, sign: -1)
          }
        }
      }
    }
  }

  private static func add(
    _ pixel: UInt32, to sums: inout (Double, Double, Double, Double), sign: Double
  ) {
    sums.0 += sign * Double(pixel >> 24)
    sums.1 += sign * Double((pixel >> 16) & 0xFF)
    sums.2 += sign * Double((pixel >> 8) & 0xFF)
    sums.3 += sign * Double(pixel & 0xFF)
  }

  private static func pack(_ sums: (Double, Double, Double, Double), dividedBy count: Double)
    -> UInt32
  {
    func channel(_ sum: Double) -> UInt32 { UInt32(min(max(sum / count, 0), 255).rounded()) }
    return channel(sums.0) << 24 | channel(sums.1) << 16 | channel(sums.2) << 8 | channel(sums.3)
  }
}
