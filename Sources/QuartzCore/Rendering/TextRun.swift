/// One laid-out line of text, ready to draw.
public struct TextRun: Sendable, Equatable {
  /// The characters of the line.
  public var text: String
  /// The font file and size to draw with.
  public var font: FontFace
  /// The colour to draw the glyphs in.
  public var color: DisplayColor
  /// The top-left corner of the line box, in layer space.
  public var origin: CGPoint
  /// The line box: measured width, and the font's line height.
  public var size: CGSize
  /// The direction of the paragraph the line belongs to, which orders its pieces of mixed
  /// direction (Unicode's bidirectional algorithm); `nil` takes it from the line's first letter
  /// that has one.
  public var paragraphIsRightToLeft: Bool?

  /// Makes a run; labels and text fields make these in the core's display lists.
  public init(
    text: String, font: FontFace, color: DisplayColor, origin: CGPoint, size: CGSize,
    paragraphIsRightToLeft: Bool? = nil
  ) {
    self.paragraphIsRightToLeft = paragraphIsRightToLeft
    self.text = text
    self.font = font
    self.color = color
    self.origin = origin
    self.size = size
  }
}
