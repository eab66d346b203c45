/// A piece of one line drawn with one font, in one script and one direction.
///
/// A line of mixed scripts is cut where the font that has its glyphs, the script or the
/// direction changes. HarfBuzz shapes each piece (Arabic joining, Devanagari clusters, Thai
/// marks) in its own direction, and the pieces are placed in visual order, as Unicode's
/// bidirectional algorithm orders them. Measuring and drawing use the same pieces at the same
/// pixel size, so what was measured is what is drawn.
package struct TextSegment: Sendable, Hashable {
  /// The characters, in logical order; the shaper lays them out in `isRightToLeft` order.
  package var text: String
  /// The font file that draws them, at the line's point size.
  package var face: FontFace
  /// The ISO 15924 tag the shaper is given, such as `Arab`.
  package var script: String
  /// Whether the piece is shaped from right to left.
  package var isRightToLeft: Bool
  /// The left edge in points from the line's left edge, in visual order: where the pen starts.
  package var x: CGFloat
  /// Where the glyph image starts, in points from `x`: 0, or less when a glyph reaches left of
  /// the pen. A host draws the image with its left edge at `x + imageX`.
  package var imageX: CGFloat
  /// The top of the piece's glyph image in points below the top of the line box, which puts
  /// every piece's baseline on the line's baseline.
  package var top: CGFloat
  /// The advance width in points: the sum of the glyphs' fractional advances, as Core Text
  /// measures a line. The glyph image may reach past it on either side.
  package var width: CGFloat
  /// How much the rendered glyph image is scaled when drawn: 1, or less for a colour bitmap
  /// font (emoji), whose one bitmap size is larger than the text.
  package var glyphScale: CGFloat
  /// Whether the glyphs carry their own colours (emoji): drawn untinted, with the text's alpha.
  package var isColor: Bool
}
