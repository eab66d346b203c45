/// An image drawn into a rectangle.
public struct ImageRun: Sendable, Equatable {
  /// The pixels to draw.
  public var bitmap: ImageBitmap
  /// Where the whole bitmap lands, in layer space.
  public var rect: CGRect
  /// The image's opacity, multiplied into its alpha when drawn.
  public var opacity: Float

  /// Makes a run that draws `bitmap` stretched over `rect`.
  public init(bitmap: ImageBitmap, rect: CGRect, opacity: Float = 1) {
    self.bitmap = bitmap
    self.rect = rect
    self.opacity = opacity
  }
}
