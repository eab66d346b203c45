/// A font file at a point size: what a text run needs to be drawn.
public struct FontFace: Sendable, Hashable {
  /// The file name inside the bundled fonts folder, or a system font's absolute path.
  public var file: String
  /// The size in points; the host multiplies it by the display scale to open the font.
  public var pointSize: CGFloat

  /// Makes a face from a bundled font file name (or a system font's path) and a point size. A
  /// size that is not a finite number (NaN or infinite, from a computed size) becomes 12 points,
  /// Core Text's default size.
  public init(file: String, pointSize: CGFloat) {
    self.file = file
    self.pointSize = pointSize.isFinite ? pointSize : 12
  }
}
