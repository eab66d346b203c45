extension ImageBitmap {
  /// The bitmap's alpha, blurred (three box passes, close to a Gaussian of `sigma` pixels) and
  /// tinted with straight RGBA `color`, with `padding` pixels added on every side for the blur
  /// to spread into: a shadow cast by what the bitmap shows.
  package func blurredSilhouette(
    red: Float, green: Float, blue: Float, alpha: Float, sigma: CGFloat, padding: Int
  ) -> ImageBitmap {
    let w = width + 2 * padding
    let h = height + 2 * padding
    guard w > 0, h > 0 else { return self }
    var coverage = [Float](repeating: 0, count: w * h)
    for y in 0..<height {
      for x in 0..<width {
        coverage[(y + padding) * w + x + padding] = Float(pixels[(y * width + x) * 4 + 3])
      }
    }
    let radius = CairoPixels.boxRadius(sigma: sigma)
    if radius > 0 {
      for _ in 0..<3 {
        CairoPixels.boxBlur(&coverage, width: w, height: h, radius: radius, horizontal: true)
        CairoPixels.boxBlur(&coverage, width: w, height: h, radius: radius, horizontal: false)
      }
    }
    func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    let (r, g, b) = (byte(red), byte(green), byte(blue))
    var out = [UInt8](repeating: 0, count: w * h * 4)
    for index in 0..<(w * h) {
      out[index * 4] = r
      out[index * 4 + 1] = g
      out[index * 4 + 2] = b
      out[index * 4 + 3] = UInt8(min(max(coverage[index] * alpha, 0), 255).rounded())
    }
    return ImageBitmap(width: w, height: h, pixels: out)
  }

  /// The alpha of the bitmap shrunk `factor` times in each direction (rounding up), each pixel
  /// the average of the block it covers, in white: the silhouette a wide blur starts from,
  /// which has no detail finer than its blocks.
  package func silhouette(reducedBy factor: Int) -> ImageBitmap {
    guard factor > 1 else { return self }
    let w = (width + factor - 1) / factor
    let h = (height + factor - 1) / factor
    var sums = [Int](repeating: 0, count: w * h)
    for y in 0..<height {
      for x in 0..<width {
        sums[(y / factor) * w + x / factor] += Int(pixels[(y * width + x) * 4 + 3])
      }
    }
    var out = [UInt8](repeating: 255, count: w * h * 4)
    let block = factor * factor
    for index in 0..<(w * h) {
      out[index * 4 + 3] = UInt8((sums[index] + block / 2) / block)
    }
    return ImageBitmap(width: w, height: h, pixels: out)
  }
}
