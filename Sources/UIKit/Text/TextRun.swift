/// One laid-out line of text, ready to draw.
public struct TextRun: Sendable, Equatable {
  public var text: String
  public var font: FontFace
  public var color: DisplayColor
  /// The top-left corner of the line box, in layer space.
  public var origin: CGPoint
  /// The line box: measured width, and the font's line height.
  public var size: CGSize

  public init(text: String, font: FontFace, color: DisplayColor, origin: CGPoint, size: CGSize) {
    self.text = text
    self.font = font
    self.color = color
    self.origin = origin
    self.size = size
  }
}
