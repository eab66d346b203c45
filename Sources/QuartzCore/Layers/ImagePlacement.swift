/// Where a `contentsGravity` puts content of a given size inside bounds: the rule a layer's
/// `contents` and a view's `contentMode` share (UIKit maps each content mode to a gravity).
package enum ImagePlacement {
  /// The rectangle, in the bounds' coordinates, that content of `size` fills under `gravity`.
  package static func rect(
    for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity
  ) -> CGRect {
    switch gravity {
    case .resizeAspect, .resizeAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let scaled = CGSize(width: size.width * s, height: size.height * s)
      return CGRect(
        x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
        width: scaled.width, height: scaled.height)
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      let x: CGFloat =
        switch gravity {
        case .left, .topLeft, .bottomLeft: bounds.minX
        case .right, .topRight, .bottomRight: bounds.maxX - size.width
        default: bounds.midX - size.width / 2
        }
      let y: CGFloat =
        switch gravity {
        case .top, .topLeft, .topRight: bounds.minY
        case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
        default: bounds.midY - size.height / 2
        }
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    default:
      return bounds
    }
  }
}
