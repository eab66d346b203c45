import Foundation

/// Alpha masks for rounded corners, border rings and blurred shadows, computed once per size.
///
/// Masks are white with coverage in alpha, so one mask serves every colour through the
/// texture's colour and alpha modulation.
enum ShapeMask: Hashable {
  /// A quarter disc of `radius` pixels, curved side at the top-left.
  case corner(radius: Int)
  /// A quarter ring: outer `radius`, `width` pixels thick.
  case ring(radius: Int, width: Int)
  /// The top-left corner of a blurred rounded rectangle: `size` pixels square.
  case shadowCorner(radius: Int, spread: Int, sigmaTenths: Int)
  /// A blurred straight edge profile, `spread * 2 + radius` pixels long and 1 wide: running
  /// down the texture for top edges, or across it (`horizontal`) for left edges.
  case shadowEdge(radius: Int, spread: Int, sigmaTenths: Int, horizontal: Bool)

  /// The whole mask's width and height in pixels.
  var size: (width: Int, height: Int) {
    switch self {
    case .corner(let radius), .ring(let radius, _): (radius, radius)
    case .shadowCorner(let radius, let spread, _): (2 * spread + radius, 2 * spread + radius)
    case .shadowEdge(let radius, let spread, _, let horizontal):
      horizontal ? (2 * spread + radius, 1) : (1, 2 * spread + radius)
    }
  }

  /// Width, height and 8-bit alpha coverage of the whole mask, row by row.
  func render() -> (width: Int, height: Int, alpha: [UInt8]) {
    let (width, height) = size
    var alpha = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        alpha[y * width + x] = Self.byte(coverage(Double(x) + 0.5, Double(y) + 0.5))
      }
    }
    return (width, height, alpha)
  }

  /// Coverage from 0 to 1 at (x, y) in the whole mask's pixels (a pixel's centre is at +0.5):
  /// a mask far larger than the screen is sampled only where it shows.
  func coverage(_ x: Double, _ y: Double) -> Double {
    switch self {
    case .corner(let radius):
      return Self.disc(x, y, radius: Double(radius))
    case .ring(let radius, let width):
      let outer = Self.disc(x, y, radius: Double(radius))
      let inner = Double(radius - width)
      guard inner > 0 else { return outer }
      let offset = Double(width)
      return max(0, outer - Self.disc(x - offset, y - offset, radius: inner))
    case .shadowCorner(let radius, let spread, let sigmaTenths):
      return Self.blurredCorner(x, y, radius: radius, spread: spread, sigmaTenths: sigmaTenths)
    case .shadowEdge(let radius, let spread, let sigmaTenths, let horizontal):
      let far = Double(2 * spread + radius) + 0.5
      return Self.blurredCorner(
        horizontal ? x : far, horizontal ? far : y, radius: radius, spread: spread,
        sigmaTenths: sigmaTenths)
    }
  }

  /// The blur's standard deviation in pixels; 0 for a sharp shape. Over a fraction of it the
  /// coverage is nearly linear, so a mask may be sampled that coarsely and stretched.
  var blurPixels: Double {
    switch self {
    case .corner, .ring: 0
    case .shadowCorner(_, _, let sigmaTenths), .shadowEdge(_, _, let sigmaTenths, _):
      Double(sigmaTenths) / 10
    }
  }

  /// A coverage as an 8-bit alpha.
  static func byte(_ value: Double) -> UInt8 {
    UInt8((min(max(value, 0), 1) * 255).rounded())
  }

  /// Coverage of the pixel centred at (x, y) by a disc of `radius` centred at
  /// (radius, radius): one pixel of antialiasing across the edge.
  private static func disc(_ x: Double, _ y: Double, radius: Double) -> Double {
    let dx = radius - x
    let dy = radius - y
    guard dx > 0, dy > 0 else { return 1 }
    return min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
  }

  /// A Gaussian-blurred rounded rectangle whose edges sit `spread` pixels in from the mask's
  /// top and left, evaluated with the signed distance and the complementary error function.
  private static func blurredCorner(
    _ x: Double, _ y: Double, radius: Int, spread: Int, sigmaTenths: Int
  ) -> Double {
    let r = Double(radius)
    let center = Double(spread) + r
    let qx = center - x
    let qy = center - y
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    let distance = outside + min(max(qx, qy), 0) - r
    let sigma = max(Double(sigmaTenths) / 10, 0.1)
    return 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
  }
}

/// A rectangle of whole pixels inside a mask or texture.
struct PixelRegion: Hashable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
}
