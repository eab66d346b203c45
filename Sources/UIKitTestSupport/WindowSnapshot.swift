import SDLHost
import UIKit

/// Renders windows to pixels headless, through the host's software rasterizer.
@MainActor
public enum WindowSnapshot {
  /// The window as it looks now (layout and display list brought up to date first).
  public static func render(_ window: UIWindow, scale: CGFloat = 1) -> ImageBitmap {
    window.layoutIfNeeded()
    return SDLRasterizer().rasterize(
      window.currentDisplayList, size: window.bounds.size, scale: scale)!
  }
}

extension ImageBitmap {
  /// The pixel at a point, for spot checks: `(r, g, b, a)`.
  public func color(atX x: Int, y: Int) -> [UInt8] {
    let (r, g, b, a) = pixel(x: x, y: y)
    return [r, g, b, a]
  }
}
