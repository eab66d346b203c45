import UIKit

extension Pointer {
  /// Drags from the left edge to `x` in steps of 20 points, holds still if asked (so that the
  /// release has no speed), and lets go: the interactive pop's edge drag, as the host sends it.
  func dragBack(to x: CGFloat, holdingStill: Bool) {
    down(CGPoint(x: 4, y: 400))
    for step in stride(from: CGFloat(20), through: x, by: 20) {
      move(CGPoint(x: step, y: 400))
    }
    if holdingStill {
      for _ in 0..<12 { move(CGPoint(x: x, y: 400)) }
    }
    up(CGPoint(x: x, y: 400))
  }
}
