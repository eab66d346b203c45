@_implementationOnly import CFreeType

/// A font file opened with FreeType at one pixel size and shaped with HarfBuzz: what SDL2_ttf
/// calls a `TTF_Font`, with SDL2_ttf 2.20.1's arithmetic.
///
/// The core measures with this and a host draws with SDL2_ttf (or anything else that opens the
/// same file at the same pixel size), so every number here is the one SDL2_ttf gives for the
/// same font, size, script and direction: its size selection, its charmap choice, its load
/// flags, and its rounding of metrics. Both sides use SDL2_ttf's `TTF_HINTING_LIGHT_SUBPIXEL`:
/// HarfBuzz advances glyphs by their unhinted, fractional advances (in 1/64 pixel), and each
/// glyph is rendered at its pen's fraction of a pixel, so a line is as wide as the sum of its
/// glyphs' advances, as in Core Text. `SDLHostTests`' `FreeTypeParityTests` holds the two to
/// equal integers and equal pixels.
///
/// Not thread-safe: ``FontLibrary`` calls it with its lock held.
final class SizedFont {
  /// The `FT_Face`, opaque so that no C type is stored (see Package.swift).
  private let faceHandle: OpaquePointer
  /// HarfBuzz's font over the face (`hb_font_t`), advancing glyphs by FreeType's unhinted
  /// advances, as light hinting leaves them.
  let shaper: OpaquePointer
  /// One HarfBuzz buffer, emptied and refilled for each piece shaped.
  let buffer: OpaquePointer
  /// Pixels from the baseline up to the top of the line box.
  let ascent: Int
  /// Pixels from the baseline down to the bottom of the line box: negative, below it.
  let descent: Int
  /// The height of the line box, ascent to descent, as SDL2_ttf's `TTF_FontHeight` rounds it.
  let height: Int
  /// The distance between baselines.
  let lineSkip: Int
  /// Whether the file is a bold face, by its name: the characters it lacks fall back to bold
  /// faces. Decided once here, as every piece of text measured asks, and the substring search
  /// behind the answer (Foundation's) cost several microseconds each time.
  let isBold: Bool
  /// Each glyph's box, as FreeType places its image, by glyph index: looked up for every glyph
  /// measured, loaded from the font once. Glyphs below ``directGlyphs`` (a font's letters,
  /// digits and punctuation, most of what is shaped) are read from an array by index, with
  /// no hashing; the rest from `glyphBoxes`.
  var directGlyphBoxes: [GlyphBox?] = []
  var glyphBoxes: [UInt32: GlyphBox] = [:]
  /// How many glyph indices ``directGlyphBoxes`` holds (20 KB once a font measures text).
  static let directGlyphs = 1024
  /// Glyphs rendered for drawing, by glyph index and the pen's fraction of a pixel (index << 6
  /// | fraction in 1/64 pixel), and the bytes they are counted at (see ``coverage(of:in:)``).
  var glyphImages: [UInt64: GlyphImage] = [:]
  var glyphImageBytes = 0
  /// What the font was opened from, to open it again as its ``twin``.
  private let opening: Opening
  /// The same font opened a second time, which shapes half of a long text on another thread
  /// while this one shapes the other half (``runningAdvances(_:script:)``): a FreeType face is
  /// used by one thread at a time. Opened the first time a text that long is shaped; `nil`
  /// inside when it cannot be.
  lazy var twin: SizedFont? = try? SizedFont(
    library: opening.library, bytes: opening.bytes, path: opening.path,
    pixelSize: opening.pixelSize, isBold: isBold)

  /// The arguments the font was opened with.
  private struct Opening {
    let library: OpaquePointer
    let bytes: UnsafeRawBufferPointer?
    let path: String
    let pixelSize: Int
  }

  /// Where a glyph's image lies around its pen position, in whole pixels (SDL2_ttf's `sz_left`,
  /// `sz_top`, `sz_width` and `sz_rows`).
  struct GlyphBox {
    var left: Int32
    var top: Int32
    var width: Int32
    var rows: Int32
  }

  /// What went wrong opening a font, worded for the log.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// SDL2_ttf's load flags under `TTF_HINTING_LIGHT_SUBPIXEL`: `FT_LOAD_DEFAULT |
  /// FT_LOAD_TARGET_LIGHT`. Light hinting fits outlines to the pixel grid vertically only and
  /// leaves advances unhinted, so they keep their fractions.
  static let loadFlags = Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16

  var face: FT_Face { UnsafeMutablePointer(faceHandle) }

  /// Opens the font in `bytes` (a mapped file, which must outlive the font) or, without them, the
  /// file at `path`, at `pixelSize`, as `TTF_OpenFontRW` then `TTF_SetFontSize` open it.
  init(
    library: OpaquePointer, bytes: UnsafeRawBufferPointer?, path: String, pixelSize: Int,
    isBold: Bool
  ) throws(Failure) {
    var opened: FT_Face?
    let error =
      if let bytes {
        FT_New_Memory_Face(
          library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count),
          0, &opened)
      } else {
        FT_New_Face(library, path, 0, &opened)
      }
    guard error == 0, let face = opened else { throw Self.failure("cannot load", error) }
    Self.chooseUnicodeCharmap(face)
    guard let shaper = hb_ft_font_create(face, nil), let buffer = hb_buffer_create() else {
      FT_Done_Face(face)
      throw Failure(description: "HarfBuzz cannot make a font")
    }
    // hb_ft_font_create loads glyphs unhinted; SDL2_ttf sets its own flags so that HarfBuzz's
    // advances match the glyph images (light hinting's advances are the unhinted ones).
    hb_ft_font_set_load_flags(shaper, Self.loadFlags)
    let isScalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
    let sized =
      if isScalable {
        FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize * 64), 0, 0)
      } else {
        // A bitmap-only font (Noto Color Emoji): SDL2_ttf takes the size as the index of one of
        // its fixed sizes, clamped, so every size selects the first (and only) strike.
        FT_Select_Size(face, Int32(min(max(pixelSize, 0), Int(face.pointee.num_fixed_sizes) - 1)))
      }
    guard sized == 0 else {
      hb_buffer_destroy(buffer)
      hb_font_destroy(shaper)
      FT_Done_Face(face)
      throw Self.failure("cannot set the size \(pixelSize) of", sized)
    }
    hb_ft_font_changed(shaper)
    let metrics = Self.lineMetrics(face, isScalable: isScalable)
    (ascent, descent, height, lineSkip) = metrics
    faceHandle = OpaquePointer(face)
    opening = Opening(library: library, bytes: bytes, path: path, pixelSize: pixelSize)
    self.isBold = isBold
    self.shaper = shaper
    self.buffer = buffer
  }

  deinit {
    // Under the library's lock: the open-font cache may let this font go while another thread
    // measures text with the same FreeType library.
    let (buffer, shaper, face) = (buffer, shaper, face)
    FontLibrary.shared.withLock {
      hb_buffer_destroy(buffer)
      hb_font_destroy(shaper)
      FT_Done_Face(face)
    }
  }

  /// Whether the font has a glyph for each ASCII character, by byte: asked of FreeType once,
  /// as every ASCII text measured asks it of each of its characters.
  lazy var asciiGlyphs: [Bool] = (0..<128).map { providesGlyph(for: Unicode.Scalar(UInt8($0))) }

  /// Whether the font maps `scalar` to a glyph (`TTF_GlyphIsProvided32`).
  func providesGlyph(for scalar: Unicode.Scalar) -> Bool {
    FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
  }

  /// The face's family name, such as `Lobster`, if the font has one.
  var familyName: String? { face.pointee.family_name.map { String(cString: $0) } }

  /// The face's style name, such as `Bold Italic`, if the font has one.
  var styleName: String? { face.pointee.style_name.map { String(cString: $0) } }

  /// Prefers a full Unicode charmap, then any Unicode or symbol one, as SDL2_ttf does.
  private static func chooseUnicodeCharmap(_ face: FT_Face) {
    let charmaps = (0..<Int(face.pointee.num_charmaps)).compactMap { face.pointee.charmaps[$0] }
    let chosen =
      charmaps.first { ($0.pointee.platform_id, $0.pointee.encoding_id) == (3, 10) }
      ?? charmaps.first { charmap in
        switch (charmap.pointee.platform_id, charmap.pointee.encoding_id) {
        case (3, 1), (3, 0), (2, 1), (0, _): true
        default: false
        }
      }
    // When none is found, or setting it fails, the face keeps its default, as in SDL2_ttf.
    if let chosen { FT_Set_Charmap(face, chosen) }
  }

  /// Ascent, descent, height and line skip in pixels: the scaled design metrics rounded up
  /// (SDL2_ttf's `FT_CEIL`), or a bitmap font's strike metrics.
  private static func lineMetrics(_ face: FT_Face, isScalable: Bool) -> (Int, Int, Int, Int) {
    let size = face.pointee.size.pointee.metrics
    guard isScalable else {
      return (ceil(size.ascender), ceil(size.descender), ceil(size.height), ceil(size.height))
    }
    let scale = size.y_scale
    let ascender = FT_Long(face.pointee.ascender)
    let descender = FT_Long(face.pointee.descender)
    return (
      ceil(FT_MulFix(ascender, scale)), ceil(FT_MulFix(descender, scale)),
      ceil(FT_MulFix(ascender - descender, scale)),
      ceil(FT_MulFix(FT_Long(face.pointee.height), scale))
    )
  }

  /// Whole pixels at or below a 26.6 fixed-point value (`FT_FLOOR`).
  static func floor(_ value: Int) -> Int { (value & -64) / 64 }

  /// Whole pixels at or above a 26.6 fixed-point value (`FT_CEIL`).
  static func ceil(_ value: FT_Pos) -> Int { floor(Int(value) + 63) }

  private static func failure(_ doing: String, _ error: FT_Error) -> Failure {
    let reason = FT_Error_String(error).map { String(cString: $0) } ?? "FreeType error \(error)"
    return Failure(description: "FreeType \(doing) the font: \(reason)")
  }
}
