/// One piece of text shaped by HarfBuzz and boxed as SDL2_ttf boxes it (`TTF_Size_Internal`):
/// where each glyph goes, and the image they make together.
struct ShapedText {
  /// A glyph and its pen position in 26.6 fixed-point pixels: x from the pen's start, y down
  /// from the top of the line box to the baseline.
  struct Glyph {
    var index: UInt32
    var x: Int
    var y: Int
    /// The UTF-8 offset of the first character the glyph draws (HarfBuzz's cluster).
    var cluster: Int
    /// How far the glyph moves the pen, in 26.6 fixed-point pixels.
    var advance: Int
  }

  var glyphs: [Glyph] = []
  /// How far the glyphs move the pen, in 26.6 fixed-point pixels: the sum of their fractional
  /// advances, the width the line takes in layout (Core Text's typographic width).
  var advance = 0
  /// The width in pixels of the glyph image: `TTF_SizeUTF8`'s. It spans every glyph's image
  /// and the advance (so a lone space has a width), and is 0 for empty text.
  var width = 0
  /// The height in pixels of the image the glyphs make: the line box, grown by any glyph
  /// reaching above or below it.
  var height = 0
  /// Where the pen starts in that image: a glyph reaching left of the pen or above the line box
  /// moves everything right or down.
  var originX = 0
  var originY = 0
}
