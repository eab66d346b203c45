extension CGRect {
  /// The rectangle reflected across the vertical line at `width / 2`: where a frame laid out
  /// left to right in a container `width` wide goes right to left.
  func mirrored(across width: CGFloat) -> CGRect {
    CGRect(x: width - maxX, y: minY, width: self.width, height: height)
  }
}
