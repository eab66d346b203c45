import UIKit

/// Occlusion: a translucent fill is left out where an opaque item drawn after it at the same
/// level covers it, so a screen's dimming under the screen sliding over it is blended only where
/// it shows.
extension DisplayListDrawer {
  /// For each item, the largest rectangle that an item after it in the same list paints
  /// opaque, before any clip or transform changes: nothing under it there can show. Shrunk by
  /// a point, so what is left out never leaves a seam where the two meet at a fractional pixel.
  nonisolated static func laterOpaqueCovers(_ items: [DisplayItem]) -> [CGRect?] {
    var covers = [CGRect?](repeating: nil, count: items.count)
    var best: CGRect?
    func consider(_ rect: CGRect) {
      let inner = rect.insetBy(dx: 1, dy: 1)
      guard !inner.isEmpty, inner.width.isFinite, inner.height.isFinite else { return }
      if let current = best, current.width * current.height >= inner.width * inner.height {
        return
      }
      best = inner
    }
    for index in items.indices.reversed() {
      covers[index] = best
      switch items[index] {
      case .pushClip, .popClip, .pushTransform, .popTransform:
        best = nil
      case .fill(let rect, let color) where color.alpha >= 1:
        consider(rect)
      case .layer(let layer)
      where layer.isOpaque && layer.transform.b == 0 && layer.transform.c == 0:
        consider(layer.contentRect.applying(layer.transform))
      default:
        break
      }
    }
    return covers
  }

  /// The largest rectangle inside `rect` whose edges fall on whole target pixels, in item
  /// space; `nil` when the mapping turns or nothing is left. A band cut beside it then starts on
  /// a pixel edge: SDL fills a fractional rectangle short of its far edge.
  func pixelAlignedInside(_ rect: CGRect) -> CGRect? {
    let m = mapping
    guard m.b == 0, m.c == 0, m.a != 0, m.d != 0 else { return nil }
    let device = rect.applying(m).standardized
    let snapped = CGRect(
      x: device.minX.rounded(.up), y: device.minY.rounded(.up),
      width: device.maxX.rounded(.down) - device.minX.rounded(.up),
      height: device.maxY.rounded(.down) - device.minY.rounded(.up))
    guard snapped.width > 0, snapped.height > 0 else { return nil }
    return snapped.applying(m.inverted())
  }
}
