import Assets

@_implementationOnly import CSDL2

/// Opens TrueType and OpenType fonts with SDL2_ttf and measures text with them.
///
/// SDL2_ttf needs no display, so measurement works headless and the core stays free of SDL's
/// video, events and renderer. Fonts are opened once per (file, pixel size). The core only
/// measures: a host draws the ``TextRun``s of a display list from the same files
/// (``path(forFile:)``) at the same pixel sizes (``pixelSize(_:scale:)``), so what is measured is
/// what is drawn, and no SDL type crosses the seam.
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
    var text: String
    var file: String
    var pixelSize: Int
    var rightToLeft: Bool?
  }

  struct State {
    var widthMeasurements = 0
    var segments: [SegmentKey: [TextSegment]] = [:]
    var initialized = false
    var handles: [Key: OpaquePointer] = [:]
    /// Font files mapped into memory, by path; kept while the process runs, as the handles
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

  /// SDL2_ttf is not thread-safe; every call into it holds this lock.
  private let lock = NSLock()
  private var stateStorage = State()

  func withState<T>(_ body: (inout State) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&stateStorage)
  }

  /// Points fonts at another folder, for tests of a missing font; `nil` restores the bundle's.
  package func overrideFontsDirectory(_ url: URL?) {
    withState { state in
      state.directory = url.map { .some($0) } ?? .none
      state.handles.values.forEach { TTF_CloseFont($0) }
      state.handles = [:]
      state.segments = [:]
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
  func handle(for face: FontFace, scale: CGFloat) -> OpaquePointer? {
    handle(file: face.file, pixelSize: Self.pixelSize(face.pointSize, scale: scale))
  }

  /// The pixel size a font is opened at for `pointSize` at `scale`, for measuring and drawing
  /// alike: at least 1 and at most ``maximumPixelSize``.
  package static func pixelSize(_ pointSize: CGFloat, scale: CGFloat) -> Int {
    let pixels = (pointSize * max(scale, 0.01)).rounded()
    guard pixels.isFinite else { return pixels > 0 ? maximumPixelSize : 1 }
    return Int(min(max(pixels, 1), CGFloat(maximumPixelSize)))
  }

  /// The largest pixel size a font is opened at; larger fonts are measured and drawn at this
  /// size. A glyph is about this many pixels square, so a line of them stays a texture SDL can
  /// make, and the size fits SDL2_ttf's 32-bit argument.
  package static let maximumPixelSize = 4096

  func handle(file: String, pixelSize: Int) -> OpaquePointer? {
    let path = self.path(forFile: file)
    return withState { state -> OpaquePointer? in
      let key = Key(file: file, pixelSize: pixelSize)
      if let handle = state.handles[key] { return handle }
      if !state.initialized {
        guard TTF_Init() == 0 else {
          AssetDiagnostics.report("SDL2_ttf could not start: \(String(cString: SDL_GetError()))")
          return nil
        }
        state.initialized = true
      }
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
      let opened =
        state.mappedFiles[path].flatMap { file in
          SDL_RWFromConstMem(file.base, Int32(file.size)).flatMap {
            TTF_OpenFontRW($0, 1, Int32(pixelSize))
          }
        } ?? TTF_OpenFont(path, Int32(pixelSize))
      guard let handle = opened else {
        AssetDiagnostics.report(
          "UIKit: cannot open the font '\(path)': \(String(cString: SDL_GetError()))")
        return nil
      }
      state.handles[key] = handle
      return handle
    }
  }

  /// Adds the font file at `path` to the registered fonts, returning its entry, or `nil` when
  /// SDL2_ttf cannot read it. Registering a path again returns the entry it has.
  package func register(path: String) -> RegisteredFont? {
    if let known = withState({ state in state.registered.first { $0.path == path } }) {
      return known
    }
    guard FileManager.default.fileExists(atPath: path), handle(file: path, pixelSize: 12) != nil
    else { return nil }
    return withState { state -> RegisteredFont? in
      guard let font = state.handles[Key(file: path, pixelSize: 12)] else { return nil }
      let family = TTF_FontFaceFamilyName(font).map { String(cString: $0) } ?? ""
      let style = TTF_FontFaceStyleName(font).map { String(cString: $0) } ?? "Regular"
      let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let postScript =
        family.isEmpty
        ? stem
        : family.replacingOccurrences(of: " ", with: "") + "-"
          + style.replacingOccurrences(of: " ", with: "")
      var names = [postScript, stem, "\(family) \(style)"]
      if style == "Regular" { names.append(family) }
      var unique: [String] = []
      for name in names where !name.isEmpty && !unique.contains(name) { unique.append(name) }
      let entry = RegisteredFont(path: path, names: unique, family: family.isEmpty ? stem : family)
      state.registered.append(entry)
      return entry
    }
  }

  /// The registered font with `name` among its names.
  func registeredFont(named name: String) -> RegisteredFont? {
    withState { state in state.registered.first { $0.names.contains(name) } }
  }

  /// Every registered font, in the order registered.
  package var registeredFonts: [RegisteredFont] { withState { $0.registered } }

  /// Forgets the registered fonts, for tests.
  package func forgetRegisteredFonts() {
    withState { $0.registered = [] }
  }

  /// How many lines have been measured since launch, for tests and benchmarks that check
  /// measurements are cached.
  package var widthMeasurements: Int { withState { $0.widthMeasurements } }

  /// The width of one line of text in points: its shaped pieces, each in the font that has
  /// its glyphs (``segments(of:face:scale:)``).
  package func width(of text: String, face: FontFace, scale: CGFloat) -> CGFloat {
    segments(of: text, face: face, scale: scale).reduce(0) { $0 + $1.width }
  }

  /// `text` as SDL2_ttf's C strings can carry it: they end at the first NUL, so `"abc\0def"`
  /// would measure and draw as `abc`. Core Text draws U+0000 as nothing and goes on; leaving the
  /// NULs out does the same. Measuring and drawing both pass text through here.
  package static func ttfText(_ text: String) -> String {
    text.utf8.contains(0) ? String(text.unicodeScalars.filter { $0 != "\0" }) : text
  }

  /// Vertical metrics in points: ascent (up, positive), descent (down, negative) and the
  /// distance between baselines.
  package func metrics(of face: FontFace, scale: CGFloat) -> (
    ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat
  ) {
    let s = max(scale, 0.01)
    guard let font = handle(for: face, scale: scale) else {
      return (face.pointSize * 0.8, -face.pointSize * 0.2, face.pointSize * 1.2)
    }
    return withState { _ in
      (
        CGFloat(TTF_FontAscent(font)) / s, CGFloat(TTF_FontDescent(font)) / s,
        CGFloat(TTF_FontLineSkip(font)) / s
      )
    }
  }
}
