/// An image drawn into a rectangle.
public struct ImageRun: Sendable, Equatable {
  /// The pixels to draw.
  public var bitmap: ImageBitmap
  /// Where the whole bitmap lands, in layer space.
  public var rect: CGRect
  /// The image's opacity, multiplied into its alpha when drawn.
  public var opacity: Float

  /// For content drawn again in place (a layer's shape, gradient or `draw(in:)` bitmap): a
  /// stable identity across frames, so a host can keep one texture for it and update it when
  /// `bitmap` changes instead of caching every version; `nil` for plain images.
  public var slot: UInt64?

  /// Makes a run that draws `bitmap` stretched over `rect`.
  public init(bitmap: ImageBitmap, rect: CGRect, opacity: Float = 1, slot: UInt64? = nil) {
    self.bitmap = bitmap
    self.rect = rect
    self.opacity = opacity
    self.slot = slot
  }
}
