import Assets

@_implementationOnly import CFreeType

/// Opens TrueType and OpenType fonts with FreeType and measures text with them, shaped by
/// HarfBuzz (``SizedFont``).
///
/// Fonts are opened once per (file, pixel size), from files mapped into memory. The core only
/// measures: a host draws the ``TextRun``s of a display list from the same files
/// (``path(forFile:)``) at the same pixel sizes (``pixelSize(_:scale:)``), in the same pieces
/// (``segments(of:face:scale:paragraphIsRightToLeft:)``), so what is measured is what is drawn.
/// `SDLHost` draws them with SDL2_ttf, which is built on the same two libraries and gives the
/// same numbers; no SDL type or call is in the core.
package final class FontLibrary: @unchecked Sendable {
  package static let shared: FontLibrary = {
    let library = FontLibrary()
    ProcessState.register {
      library.overrideFontsDirectory(nil)
      library.forgetRegisteredFonts()
    }
    return library
  }()

  /// The bundled NanumSquare Round faces, regular and bold: `UIFont(name:size:)` opens them, and
  /// they stand in for the system font when Inter is not installed.
  static let bundledRegularFile = "NanumSquareRoundR.ttf"
  static let bundledBoldFile = "NanumSquareRoundB.ttf"

  /// The system font's regular face: what text layers and the host's captions draw with.
  package static var systemRegularFile: String {
    SystemFonts.systemFace(weight: 0, italic: false).file
  }

  struct Key: Hashable {
    var file: String
    var pixelSize: Int
  }

  struct SegmentKey: Hashable {
    var text: ExactText
    var file: String
    var pixelSize: Int
    var rightToLeft: Bool?
  }

  struct State {
    var widthMeasurements = 0
    var shapedBytes = 0
    /// How many of those were candidate lines shaped ahead on two processors, and how many of
    /// those were left unused (see ``LineForesight``).
    var aheadBytes = 0
    var unusedAheadBytes = 0
    var segments: [SegmentKey: [TextSegment]] = [:]
    /// The last line of ``longLineLength`` bytes or more shaped whole, and its running
    /// advances (see ``longLineAdvances(of:face:scale:)``).
    var longLine: (key: SegmentKey, advances: RunningAdvances)?
    /// The bytes of the glyph images the open fonts keep for drawing, within
    /// ``FontLibrary/glyphImageLimit``.
    var glyphImageBytes = 0
    /// FreeType's library (`FT_Library`), made on first use.
    var freeType: OpaquePointer?
    var fonts = OpenFontCache<Key, SizedFont>()
    /// Font files mapped into memory, by path; kept while the process runs, as the fonts
    /// opened from them may be.
    var mappedFiles: [String: MappedFontFile] = [:]
    var directory: URL?? = .none
    /// Fonts the app registered from its own files, by path.
    var registered: [RegisteredFont] = []
  }

  /// A font file the app registered (see `UIFont+Registration.swift`): its path and the names
  /// `UIFont(name:size:)` finds it by, the PostScript-style name first.
  package struct RegisteredFont {
    var path: String
    package var names: [String]
    package var family: String
  }

  /// FreeType and HarfBuzz objects are not thread-safe; every call into them holds this lock.
  /// Recursive: a font the cache let go closes under it (`SizedFont`'s `deinit`), wherever its
  /// last reference goes.
  private let lock = NSRecursiveLock()
  private var stateStorage = State()

  func withState<T>(_ body: (inout State) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&stateStorage)
  }

  /// Runs `body` under the lock without touching the state: for closing a font, which may
  /// happen while the state is being changed (the cache letting it go).
  func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Points fonts at another folder, for tests of a missing font; `nil` restores the bundle's.
  package func overrideFontsDirectory(_ url: URL?) {
    withState { state in
      state.directory = url.map { .some($0) } ?? .none
      for font in state.fonts.removeAll() { _ = font.forgetGlyphImages() }
      state.glyphImageBytes = 0
      state.segments = [:]
      state.longLine = nil
    }
  }

  /// The path of a font file: where a ``FontFace/file`` lives. A system font or a registered
  /// one is named by its absolute path, a bundled one by its file name in the fonts folder.
  package func path(forFile file: String) -> String? {
    if file.hasPrefix("/") { return file }
    let directory = withState { $0.directory } ?? AssetCatalog.fontsDirectory
    return directory?.appendingPathComponent(file).path
  }

  /// The open font for `face` at `scale` pixels per point, or `nil` after a reported failure.
  func font(for face: FontFace, scale: CGFloat) -> SizedFont? {
    font(file: face.file, pixelSize: Self.pixelSize(face.pointSize, scale: scale))
  }

  /// The pixel size a font is opened at for `pointSize` at `scale`, for measuring and drawing
  /// alike: at least 1 and at most ``maximumPixelSize``.
  package static func pixelSize(_ pointSize: CGFloat, scale: CGFloat) -> Int {
    let pixels = (pointSize * max(scale, 0.01)).rounded()
    guard pixels.isFinite else { return pixels > 0 ? maximumPixelSize : 1 }
    return Int(min(max(pixels, 1), CGFloat(maximumPixelSize)))
  }

  /// How many bytes of rendered glyphs the open fonts keep for drawing, together: the images
  /// of a few thousand glyphs at text sizes (see `SizedFont.coverage(of:in:)`).
  static let glyphImageLimit = 4 << 20

  /// The largest pixel size a font is opened at; larger fonts are measured and drawn at this
  /// size. A glyph is about this many pixels square, so a line of them stays a texture SDL can
  /// make, and the size fits SDL2_ttf's 32-bit argument.
  package static let maximumPixelSize = 4096

  /// `file` (a ``FontFace/file``) opened at `pixelSize`, once; `nil` after a reported failure.
  func font(file: String, pixelSize: Int) -> SizedFont? {
    let path = self.path(forFile: file)
    return withState { state -> SizedFont? in
      let key = Key(file: file, pixelSize: pixelSize)
      if let font = state.fonts.font(for: key) { return font }
      guard let library = state.freeType ?? Self.startFreeType() else {
        AssetDiagnostics.report("UIKit: FreeType could not start; text measures as empty")
        return nil
      }
      state.freeType = library
      guard let path, FileManager.default.fileExists(atPath: path) else {
        AssetDiagnostics.report(
          file.hasPrefix("/")
            ? "UIKit: the font file '\(file)' is missing. It comes from Debian's font packages: "
              + "apt-get install \(SystemFonts.packages) (make installs them)."
            : "UIKit: the font file '\(file)' is missing (looked in \(path ?? "no Assets bundle")). "
              + "It ships in Assets/Fonts; rebuild the package so SwiftPM copies the resources.")
        return nil
      }
      if state.mappedFiles[path] == nil { state.mappedFiles[path] = MappedFontFile(path: path) }
      do {
        let font = try SizedFont(
          library: library, bytes: state.mappedFiles[path]?.bytes, path: path,
          pixelSize: pixelSize, isBold: SystemFonts.isBold(file))
        // A font let go closes when the last text shaping with it is done; its glyph images
        // go now.
        if let evicted = state.fonts.insert(font, for: key) {
          state.glyphImageBytes -= evicted.forgetGlyphImages()
        }
        return font
      } catch {
        AssetDiagnostics.report("UIKit: cannot open the font '\(path)': \(error)")
        return nil
      }
    }
  }

  /// FreeType's library, once per process; `nil` if it cannot start.
  private static func startFreeType() -> OpaquePointer? {
    var library: OpaquePointer?
    return FT_Init_FreeType(&library) == 0 ? library : nil
  }

  /// Adds the font file at `path` to the registered fonts, returning its entry, or `nil` when
  /// FreeType cannot read it. Registering a path again returns the entry it has.
  package func register(path: String, alsoNamed extraNames: [String] = []) -> RegisteredFont? {
    if let known = withState({ state in state.registered.first { $0.path == path } }) {
      return known
    }
    guard FileManager.default.fileExists(atPath: path),
      let font = font(file: path, pixelSize: 12)
    else { return nil }
    return withState { state -> RegisteredFont? in
      let family = font.familyName ?? ""
      let style = font.styleName ?? "Regular"
      let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let postScript =
        family.isEmpty
        ? stem
        : family.replacingOccurrences(of: " ", with: "") + "-"
          + style.replacingOccurrences(of: " ", with: "")
      var names = [postScript, stem, "\(family) \(style)"] + extraNames
      if style == "Regular" { names.append(family) }
      var unique: [String] = []
      for name in names where !name.isEmpty && !unique.contains(name) { unique.append(name) }
      let entry = RegisteredFont(path: path, names: unique, family: family.isEmpty ? stem : family)
      state.registered.append(entry)
      return entry
    }
  }

  /// The first registered font whose names `matches` accepts.
  func registeredFont(where matches: ([String]) -> Bool) -> RegisteredFont? {
    withState { state in state.registered.first { matches($0.names) } }
  }

  /// Every registered font, in the order registered.
  package var registeredFonts: [RegisteredFont] { withState { $0.registered } }

  /// Forgets the registered fonts, for tests.
  package func forgetRegisteredFonts() {
    withState { $0.registered = [] }
  }

  /// The bytes of the glyph images the open fonts keep for drawing, for tests of their limit.
  var glyphImageBytes: Int { withState { $0.glyphImageBytes } }

  /// How many lines have been measured since launch, for tests and benchmarks that check
  /// measurements are cached.
  package var widthMeasurements: Int { withState { $0.widthMeasurements } }

  /// How many bytes of text HarfBuzz has shaped since launch, for tests that check a text is
  /// not shaped again.
  package var shapedBytes: Int { withState { $0.shapedBytes } }

  /// How many of ``shapedBytes`` were candidate lines shaped ahead on two processors
  /// (``LineForesight``), for tests that check that a long word is cut so.
  package var aheadBytes: Int { withState { $0.aheadBytes } }

  /// How many of ``aheadBytes`` were left unused, as a line ended other than foreseen: for
  /// tests that count what the cutting of lines itself shapes.
  package var unusedAheadBytes: Int { withState { $0.unusedAheadBytes } }

  /// Counts `bytes` of candidate lines shaped ahead and left unused.
  func countUnusedAhead(_ bytes: Int) {
    withState { $0.unusedAheadBytes += bytes }
  }

  /// The width of one line of text in points: its shaped pieces, each in the font that has
  /// its glyphs (``segments(of:face:scale:)``).
  ///
  /// A line of ``longLineLength`` bytes or more that can be shaped as one piece is measured by
  /// its running advances, kept for what asks next (cutting it into lines, placing its carets).
  package func width(of text: String, face: FontFace, scale: CGFloat) -> CGFloat {
    if let running = longLineAdvances(of: text, face: face, scale: scale) { return running.width }
    return segments(of: text, face: face, scale: scale).reduce(0) { $0 + $1.width }
  }

  /// `text` as C strings carry it: they end at the first NUL, so `"abc\0def"` would draw as
  /// `abc` through a host's C API (SDL2_ttf's). Core Text draws U+0000 as nothing and goes on;
  /// leaving the NULs out does the same. Measuring passes text through here, so the pieces a
  /// host draws have none.
  static func withoutNULs(_ text: String) -> String {
    text.utf8.contains(0) ? String(text.unicodeScalars.filter { $0 != "\0" }) : text
  }

  /// Vertical metrics in points: ascent (up, positive), descent (down, negative) and the
  /// distance between baselines.
  package func metrics(of face: FontFace, scale: CGFloat) -> (
    ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat
  ) {
    let s = max(scale, 0.01)
    guard let font = font(for: face, scale: scale) else {
      return (face.pointSize * 0.8, -face.pointSize * 0.2, face.pointSize * 1.2)
    }
    return (CGFloat(font.ascent) / s, CGFloat(font.descent) / s, CGFloat(font.lineSkip) / s)
  }
}
