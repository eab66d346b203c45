extension UIImage {
  /// Matches UIKit: draws the image at its size with its top-left corner at `point`, in the
  /// current graphics context (an image renderer's, or a view's `draw(_:)`).
  @preconcurrency @MainActor
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Matches UIKit: draws the image upright, scaled to fill `rect`, in the current graphics
  /// context; outside drawing it does nothing.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect) {
    guard let image = cgImage else { return }
    UIGraphicsGetCurrentContext()?.drawUpright(image, in: rect)
  }

  /// Matches UIKit: draws the image at `point` with a blend mode and an opacity.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Matches UIKit: draws the image into `rect` with a blend mode and an opacity, leaving the
  /// context's own blend mode and opacity as they were.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    draw(in: rect)
    context.restoreGState()
  }
}
