import CSDL2
import Foundation
import UIKit

/// An 8-bit RGBA colour: both the raw loop and `UIColor` are given these bytes, so both sides
/// draw identical pixels.
struct RGBA8 {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  var alpha: UInt8 = 255

  var uiColor: UIColor {
    UIColor(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
      alpha: CGFloat(alpha) / 255)
  }

  /// An opaque colour from hue, saturation and value in 0…1 (hue wraps).
  init(hue: Double, saturation: Double, value: Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - h.rounded(.down)
    let (p, q, t) = (
      value * (1 - saturation), value * (1 - saturation * f),
      value * (1 - saturation * (1 - f))
    )
    let (r, g, b) = [
      (value, t, p), (q, value, p), (p, value, t), (p, q, value), (t, p, value), (value, p, q),
    ][sector]
    func byte(_ x: Double) -> UInt8 { UInt8((x * 255).rounded()) }
    self.init(red: byte(r), green: byte(g), blue: byte(b))
  }

  init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// A window-sized scene of opaque coloured rectangles with some nesting: `viewCount / 10`
/// group views in a grid, each holding a 3×3 grid of child views, over a background.
///
/// It is plain values so that the framework scene (`UIView`s) and the raw SDL loop are built
/// from the same numbers and draw exactly the same rectangles.
struct ColoredGrid {
  struct Cell {
    var frame: CGRect
    var color: RGBA8
    var children: [Cell] = []
  }

  let size: CGSize
  let background = RGBA8(red: 28, green: 30, blue: 36)
  let groups: [Cell]

  /// `viewCount` must be a positive multiple of 10; `hue` shifts every colour, so two grids
  /// of a transition are told apart.
  init(viewCount: Int, size: CGSize, hue: Double = 0) {
    precondition(viewCount > 0 && viewCount.isMultiple(of: 10), "views come in groups of 10")
    self.size = size
    let groupCount = viewCount / 10
    let columns = max(
      1, Int((Double(groupCount) * size.width / size.height).squareRoot().rounded()))
    let rows = (groupCount + columns - 1) / columns
    let cellSize = CGSize(
      width: (size.width / CGFloat(columns)).rounded(.down),
      height: (size.height / CGFloat(rows)).rounded(.down))
    groups = (0..<groupCount).map { index in
      let groupHue = hue + Double(index) / Double(groupCount)
      let frame = CGRect(
        x: CGFloat(index % columns) * cellSize.width, y: CGFloat(index / columns) * cellSize.height,
        width: cellSize.width, height: cellSize.height
      ).insetBy(dx: 1, dy: 1)
      let child = CGSize(
        width: ((frame.width - 8) / 3).rounded(.down),
        height: ((frame.height - 8) / 3).rounded(.down))
      let children = (0..<9).map { slot in
        let origin = CGPoint(
          x: 2 + CGFloat(slot % 3) * (child.width + 2),
          y: 2 + CGFloat(slot / 3) * (child.height + 2))
        let hue: Double = groupHue + 0.04 * Double(slot + 1)
        return Cell(
          frame: CGRect(origin: origin, size: child),
          color: RGBA8(hue: hue, saturation: 0.6, value: 0.95))
      }
      return Cell(
        frame: frame, color: RGBA8(hue: groupHue, saturation: 0.45, value: 0.55),
        children: children)
    }
  }

  /// Every rectangle back to front in the root view's coordinates, in the order the
  /// framework draws them: the background, then each group followed by its children.
  var fills: [RawScene.Fill] {
    var fills = [RawScene.Fill(rect: CGRect(origin: .zero, size: size), color: background)]
    for group in groups {
      fills.append(RawScene.Fill(rect: group.frame, color: group.color))
      for child in group.children {
        fills.append(
          RawScene.Fill(
            rect: child.frame.offsetBy(dx: group.frame.minX, dy: group.frame.minY),
            color: child.color))
      }
    }
    return fills
  }

  /// Gives `view` the background and adds the group views with their children.
  @MainActor
  func install(in view: UIView) {
    view.backgroundColor = background.uiColor
    for group in groups {
      let groupView = UIView(frame: group.frame)
      groupView.backgroundColor = group.color.uiColor
      for child in group.children {
        let childView = UIView(frame: child.frame)
        childView.backgroundColor = child.color.uiColor
        groupView.addSubview(childView)
      }
      view.addSubview(groupView)
    }
  }
}
