/// A Gaussian blur approximated by three box blurs, on ARGB pixels.
///
/// Three passes of a box filter come within a few percent of a Gaussian (the central limit
/// theorem at work; the widths follow Kovesi, "Fast Almost-Gaussian Filtering", 2010). Each
/// pass is separable and uses a running sum, so the cost per pixel does not depend on the
/// radius. Edges repeat their last pixel, so a blur does not darken toward the border.
package enum BoxBlur {
  /// Blurs `pixels` (row-major, `width` × `height`, ARGB in 32 bits) in place with a Gaussian
  /// of standard deviation `sigma` pixels.
  package static func blur(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
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

  /// How a wide blur is made on a smaller copy: `factor` × `factor` blocks of pixels are
  /// averaged, the copy is blurred by what is left of the standard deviation, and the host
  /// scales it back up with linear filtering.
  ///
  /// A wide Gaussian keeps no detail finer than a few pixels, so the smaller copy loses nothing
  /// that shows and costs `factor`² times less, which is what keeps a full-screen material's
  /// blur within a frame while the view slides. The averaging and the linear scaling blur too,
  /// by variances of (factor² − 1) / 12 and factor² / 6 pixels², and are taken off `sigma`.
  package struct Reduction {
    /// How many pixels of the original each pixel of the copy stands for, along each axis.
    package let factor: Int
    /// The standard deviation left to blur the copy by, in its pixels.
    package let sigma: Double

    /// The reduction for a blur of standard deviation `sigma` pixels: at most 8, and none below
    /// a `sigma` of 5, so the copy is still blurred by at least 2.5 of its pixels.
    package init(sigma: Double) {
      factor = max(1, min(8, Int(sigma / 2.5)))
      let scale = Double(factor)
      let added = factor > 1 ? (scale * scale - 1) / 12 + scale * scale / 6 : 0
      self.sigma = max(0, sigma * sigma - added).squareRoot() / scale
    }
  }

  /// The pixels of a smaller copy along an axis of `length` pixels: blocks of `factor`, the last
  /// one partial.
  static func reducedLength(_ length: Int, by factor: Int) -> Int {
    (length + factor - 1) / factor
  }

  /// `pixels` with each `factor` × `factor` block averaged into one pixel (a partial block at
  /// the right or bottom edge averages what it holds).
  package static func reduce(_ pixels: [UInt32], width: Int, height: Int, by factor: Int)
    -> (pixels: [UInt32], width: Int, height: Int)
  {
    guard factor > 1 else { return (pixels, width, height) }
    precondition(factor <= 16, "16-bit lanes hold the sums of at most 16 × 16 pixels")
    let smallWidth = reducedLength(width, by: factor)
    let smallHeight = reducedLength(height, by: factor)
    var small = [UInt32](repeating: 0, count: smallWidth * smallHeight)
    // Row by row, in reading order, through unsafe buffers (captured arrays were checked for
    // exclusive access on every pixel). Each word's channels are summed two at a time in 16-bit
    // lanes, red with blue and alpha with green: a block of at most 16 × 16 pixels sums to at
    // most 256 × 255, which a lane holds.
    var sums = [UInt32](repeating: 0, count: smallWidth * 2)
    pixels.withUnsafeBufferPointer { input in
      small.withUnsafeMutableBufferPointer { output in
        sums.withUnsafeMutableBufferPointer { sums in
          for row in 0..<smallHeight {
            let top = row * factor
            let bottom = min(top + factor, height)
            sums.update(repeating: 0)
            for y in top..<bottom {
              var x = y * width
              let end = x + width
              var column = 0
              while x < end {
                let stop = min(x + factor, end)
                var (redBlue, alphaGreen): (UInt32, UInt32) = (0, 0)
                while x < stop {
                  let pixel = input[x]
                  redBlue &+= pixel & 0x00FF_00FF
                  alphaGreen &+= (pixel >> 8) & 0x00FF_00FF
                  x += 1
                }
                sums[column] &+= redBlue
                sums[column + 1] &+= alphaGreen
                column += 2
              }
            }
            for column in 0..<smallWidth {
              let left = column * factor
              let count = UInt32((bottom - top) * (min(left + factor, width) - left))
              func average(_ sum: UInt32) -> UInt32 { (sum + count / 2) / count }
              let (redBlue, alphaGreen) = (sums[2 * column], sums[2 * column + 1])
              output[row * smallWidth + column] =
                average(alphaGreen >> 16) << 24 | average(redBlue >> 16) << 16
                | average(alphaGreen & 0xFFFF) << 8 | average(redBlue & 0xFFFF)
            }
          }
        }
      }
    }
    return (small, smallWidth, smallHeight)
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

  /// One box filter of `radius` along each of `lines` lines of `length` pixels. The sums are
  /// integers, divided by the window through a 16-bit fixed-point reciprocal.
  private static func pass(
    from source: [UInt32], into target: inout [UInt32], lines: Int, length: Int, step: Int,
    stride: Int, radius: Int
  ) {
    let window = 2 * radius + 1
    let reciprocal = Channels(repeating: Int32(((1 << 16) + window / 2) / window))
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        for line in 0..<lines {
          let start = line * stride
          func pixel(_ index: Int) -> Channels {
            unpack(input[start + min(max(index, 0), length - 1) * step])
          }
          var sums = Channels.zero
          for index in -radius...radius { sums &+= pixel(index) }
          for index in 0..<length {
            output[start + index * step] = pack((sums &* reciprocal &+ (1 << 15)) &>> 16)
            sums &+= pixel(index + radius + 1) &- pixel(index - radius)
          }
        }
      }
    }
  }

  /// A pixel's four 8-bit channels, widened for sums.
  private typealias Channels = SIMD4<Int32>

  private static func unpack(_ pixel: UInt32) -> Channels {
    Channels(
      Int32(pixel >> 24), Int32((pixel >> 16) & 0xFF), Int32((pixel >> 8) & 0xFF),
      Int32(pixel & 0xFF))
  }

  /// Channels already within 0…255 back into a pixel.
  private static func pack(_ channels: Channels) -> UInt32 {
    UInt32(channels[0]) << 24 | UInt32(channels[1]) << 16 | UInt32(channels[2]) << 8
      | UInt32(channels[3])
  }
}
