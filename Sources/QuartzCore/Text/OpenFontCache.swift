/// Fonts opened at one pixel size each, the most recently used kept up to a limit.
///
/// Text asks for its font at every pixel size it is measured or drawn at, and an open font
/// holds FreeType's face, HarfBuzz's font and its glyph boxes (tens of kilobytes each). A
/// process that shows many sizes (every Dynamic Type category, an animated font size, the
/// storyboard fuzzer's hostile point sizes) kept every one of them for its whole life; the
/// least recently used now goes, and is opened again if it is asked for.
package struct OpenFontCache<Key: Hashable, Font> {
  /// How many fonts stay open: enough for every size a few screens of text use.
  package static var limit: Int { 64 }

  private var fonts: [Key: (font: Font, lastUse: Int)] = [:]
  private var uses = 0

  package init() {}

  /// How many fonts are open.
  package var count: Int { fonts.count }

  /// The font kept for `key`, marked as used now.
  package mutating func font(for key: Key) -> Font? {
    guard let entry = fonts[key] else { return nil }
    uses += 1
    fonts[key] = (entry.font, uses)
    return entry.font
  }

  /// Keeps `font` for `key`. Returns the least recently used font it let go to stay within
  /// ``limit``, for the caller to close.
  package mutating func insert(_ font: Font, for key: Key) -> Font? {
    uses += 1
    fonts[key] = (font, uses)
    guard fonts.count > Self.limit,
      let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse })
    else { return nil }
    fonts[oldest.key] = nil
    return oldest.value.font
  }

  /// Lets every font go, returning them for the caller to close.
  package mutating func removeAll() -> [Font] {
    defer { fonts = [:] }
    return fonts.values.map(\.font)
  }
}
