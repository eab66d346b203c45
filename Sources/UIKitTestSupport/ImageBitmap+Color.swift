import UIKit

extension ImageBitmap {
  /// The pixel at a point, for spot checks: `(r, g, b, a)`.
  public func color(atX x: Int, y: Int) -> [UInt8] {
    let (r, g, b, a) = pixel(x: x, y: y)
    return [r, g, b, a]
  }
}
