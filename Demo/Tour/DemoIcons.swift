import UIKit

/// The demo's tab icons, drawn in code as 25-point template images (the tab bar tints them):
/// outlines of rounded rectangles, circles and lines, antialiased by supersampling.
enum DemoIcons {
  /// A shape in the icon's 25 × 25 point space: how much of a point it covers, 0 or 1.
  private typealias Shape = (CGPoint) -> Bool

  static let pages = icon([
    outline(CGRect(x: 3, y: 6, width: 13, height: 16), radius: 3),
    outline(CGRect(x: 9, y: 3, width: 13, height: 16), radius: 3),
  ])
  static let book = icon([
    outline(CGRect(x: 2, y: 5, width: 10.5, height: 15), radius: 2),
    outline(CGRect(x: 12.5, y: 5, width: 10.5, height: 15), radius: 2),
  ])
  static let tray = icon([
    outline(CGRect(x: 3, y: 4, width: 19, height: 17), radius: 4),
    line(from: CGPoint(x: 3, y: 14), to: CGPoint(x: 22, y: 14)),
  ])
  /// A list: three bullets, each with its line, as SF Symbols' `list.bullet`.
  static let list = icon([
    disc(center: CGPoint(x: 4.5, y: 7), radius: 1.8),
    disc(center: CGPoint(x: 4.5, y: 13), radius: 1.8),
    disc(center: CGPoint(x: 4.5, y: 19), radius: 1.8),
    line(from: CGPoint(x: 9.5, y: 7), to: CGPoint(x: 22, y: 7)),
    line(from: CGPoint(x: 9.5, y: 13), to: CGPoint(x: 22, y: 13)),
    line(from: CGPoint(x: 9.5, y: 19), to: CGPoint(x: 22, y: 19)),
  ])
  static let sliders = icon([
    line(from: CGPoint(x: 3, y: 7), to: CGPoint(x: 22, y: 7)),
    line(from: CGPoint(x: 3, y: 13), to: CGPoint(x: 22, y: 13)),
    line(from: CGPoint(x: 3, y: 19), to: CGPoint(x: 22, y: 19)),
    disc(center: CGPoint(x: 8, y: 7), radius: 2.5),
    disc(center: CGPoint(x: 16, y: 13), radius: 2.5),
    disc(center: CGPoint(x: 11, y: 19), radius: 2.5),
  ])

  private static let stroke: CGFloat = 1.8

  /// The outline of a rounded rectangle (clipped to the icon, so a shape can run off it).
  private static func outline(_ rect: CGRect, radius: CGFloat) -> Shape {
    { point in
      let distance = roundedRectDistance(point, rect, radius)
      return abs(distance) <= stroke / 2
    }
  }

  private static func disc(center: CGPoint, radius: CGFloat) -> Shape {
    { point in hypot(point.x - center.x, point.y - center.y) <= radius }
  }

  private static func line(from start: CGPoint, to end: CGPoint) -> Shape {
    { point in
      let dx = end.x - start.x
      let dy = end.y - start.y
      let t = max(
        0, min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / (dx * dx + dy * dy)))
      return hypot(point.x - start.x - t * dx, point.y - start.y - t * dy) <= stroke / 2
    }
  }

  /// Signed distance from a point to a rounded rectangle's edge.
  private static func roundedRectDistance(_ point: CGPoint, _ rect: CGRect, _ radius: CGFloat)
    -> CGFloat
  {
    let qx = abs(point.x - rect.midX) - rect.width / 2 + radius
    let qy = abs(point.y - rect.midY) - rect.height / 2 + radius
    return hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius
  }

  /// Renders shapes at 2× with 4 × 4 samples a pixel, black on transparent.
  private static func icon(_ shapes: [Shape]) -> UIImage {
    let scale = 2
    let size = 25 * scale
    var pixels = [UInt8](repeating: 0, count: size * size * 4)
    for y in 0..<size {
      for x in 0..<size {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let point = CGPoint(
              x: (CGFloat(x) + (CGFloat(sx) + 0.5) / 4) / CGFloat(scale),
              y: (CGFloat(y) + (CGFloat(sy) + 0.5) / 4) / CGFloat(scale))
            if shapes.contains(where: { $0(point) }) { covered += 1 }
          }
        }
        pixels[(y * size + x) * 4 + 3] = UInt8(covered * 255 / 16)
      }
    }
    return UIImage(bitmap: ImageBitmap(width: size, height: size, pixels: pixels), scale: 2)
  }
}
