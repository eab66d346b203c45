import UIKit

/// 200 star-shaped `CAShapeLayer`s in a 10 × 20 grid, each spinning on its own phase: the scene
/// of the shape-layer benchmark, and the numbers its raw loop reproduces.
@MainActor
struct ShapeField {
  static let count = 200
  static let columns = 10
  static let side: CGFloat = 30
  /// One turn, in seconds.
  static let period: TimeInterval = 2

  let size: CGSize

  /// The centre of shape `index`.
  func center(_ index: Int) -> CGPoint {
    let rows = Self.count / Self.columns
    let cell = CGSize(
      width: size.width / CGFloat(Self.columns), height: size.height / CGFloat(rows))
    return CGPoint(
      x: (CGFloat(index % Self.columns) + 0.5) * cell.width,
      y: (CGFloat(index / Self.columns) + 0.5) * cell.height)
  }

  /// Where shape `index` starts its turn, as a fraction of the period.
  func phase(_ index: Int) -> Double { Double(index % 17) / 17 }

  /// The angle of shape `index` at `time` seconds after the spinning started.
  func angle(_ index: Int, at time: TimeInterval) -> Double {
    let turns = time / Self.period + phase(index)
    return (turns - turns.rounded(.down)) * 2 * .pi
  }

  /// A five-pointed star in a `side × side` box.
  static func star(points: Int = 5) -> CGPath {
    let path = CGMutablePath()
    let middle = side / 2
    for step in 0..<(points * 2) {
      let radius = step.isMultiple(of: 2) ? middle - 2 : middle * 0.45
      let angle = Double(step) * .pi / Double(points) - .pi / 2
      let point = CGPoint(
        x: middle + radius * CGFloat(cos(angle)), y: middle + radius * CGFloat(sin(angle)))
      if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }

  func fillColor(_ index: Int) -> UIColor {
    UIColor(hue: CGFloat(index % 20) / 20, saturation: 0.7, brightness: 0.9, alpha: 1)
  }

  /// The shape layers, added to `view`'s layer; `spinning` adds each one's repeating turn.
  func install(in view: UIView, spinning: Bool) -> [CAShapeLayer] {
    view.backgroundColor = .white
    let star = Self.star()
    return (0..<Self.count).map { index in
      let layer = CAShapeLayer()
      layer.bounds = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
      layer.position = center(index)
      layer.path = star
      layer.fillColor = fillColor(index).cgColor
      layer.strokeColor = UIColor.black.cgColor
      layer.lineWidth = 1.5
      if spinning {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = Self.period
        spin.repeatCount = .infinity
        spin.timeOffset = phase(index) * Self.period
        layer.add(spin, forKey: "spin")
      }
      view.layer.addSublayer(layer)
      return layer
    }
  }
}
