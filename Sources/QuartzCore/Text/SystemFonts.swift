/// The system font's faces and the fonts that fill in for the characters they lack, read from
/// Debian's font packages at fixed paths.
///
/// Inter stands in for San Francisco: its Latin, Greek and Cyrillic metrics come close, so
/// frames come out close to iOS's. Like iOS's cascade list, every other script falls back to a
/// Noto face. Fixed paths rather than fontconfig's best match: the same characters must draw
/// with the same files on every machine, or reference images would differ from one machine to
/// the next. A machine without the packages falls back to the bundled NanumSquare Round, with
/// a one-time message naming the packages to install (`make` installs them).
package enum SystemFonts {
  static let interDirectory = "/usr/share/fonts/opentype/inter/"
  static let notoDirectory = "/usr/share/fonts/truetype/noto/"
  static let cjkDirectory = "/usr/share/fonts/opentype/noto/"
  static let packages = "fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji"

  /// Inter's faces by UIKit weight, lightest first: the face for a weight is the last whose
  /// threshold it reaches, as UIKit picks the nearest San Francisco face.
  private static let weights: [(threshold: CGFloat, face: String)] = [
    (-1, "Thin"), (-0.7, "ExtraLight"), (-0.5, "Light"), (-0.2, "Regular"), (0.15, "Medium"),
    (0.27, "SemiBold"), (0.35, "Bold"), (0.5, "ExtraBold"), (0.6, "Black"),
  ]

  /// The Inter file for a weight and slant, such as `Inter-SemiBoldItalic.otf`.
  static func interFace(weight: CGFloat, italic: Bool) -> (name: String, path: String) {
    let face = weights.last { weight >= $0.threshold }?.face ?? "Regular"
    let name = interName(face: face, italic: italic)
    return (name, interDirectory + name + ".otf")
  }

  /// The PostScript name of one of Inter's faces: `Inter-Bold`, `Inter-Italic`.
  private static func interName(face: String, italic: Bool) -> String {
    switch (face, italic) {
    case ("Regular", true): "Inter-Italic"
    case (_, true): "Inter-\(face)Italic"
    default: "Inter-\(face)"
    }
  }

  /// Every face of Inter by PostScript name, upright and italic, which `UIFont(name:size:)`
  /// finds when Inter is installed.
  static let interFaceNames: [String] = weights.flatMap { weight in
    [false, true].map { interName(face: weight.face, italic: $0) }
  }

  /// The system font's file for a weight, slant and size, with its PostScript name: Apple's
  /// San Francisco from the folder the ``userFontDirectoryVariable`` setting names, when the
  /// user has put it there; otherwise Inter's face, or the bundled NanumSquare Round (regular
  /// or bold, upright) when Inter is not installed.
  package static func systemFace(weight: CGFloat, italic: Bool, pointSize: CGFloat = 17)
    -> (name: String, file: String)
  {
    if let user = userFace(weight: weight, italic: italic, pointSize: pointSize) { return user }
    let inter = interFace(weight: weight, italic: italic)
    if interInstalled { return (inter.name, inter.path) }
    AssetDiagnostics.report(
      "UIKit: the system font Inter is not installed (\(interDirectory)); drawing with the "
        + "bundled NanumSquare Round instead. Install it with: apt-get install \(packages)")
    return weight >= 0.3
      ? ("NanumSquareRoundB", FontLibrary.bundledBoldFile)
      : ("NanumSquareRoundR", FontLibrary.bundledRegularFile)
  }

  /// The environment variable that names a folder holding Apple's SF Pro font files
  /// (`SF-Pro-Text-Regular.otf`, `SF-Pro-Display-Bold.otf`, …), which then serve as the
  /// system font, as on iOS. The project ships and downloads none of them; whether their
  /// licence allows a use is the user's to judge.
  package static let userFontDirectoryVariable = "UIKIT_SYSTEM_FONT_DIRECTORY"

  /// SF Pro's faces by UIKit weight, lightest first, as `UIFont.Weight`'s raw values reach
  /// them.
  private static let sanFranciscoWeights: [(threshold: CGFloat, face: String)] = [
    (-1, "Ultralight"), (-0.7, "Thin"), (-0.5, "Light"), (-0.2, "Regular"), (0.15, "Medium"),
    (0.27, "Semibold"), (0.35, "Bold"), (0.5, "Heavy"), (0.6, "Black"),
  ]

  /// San Francisco's face from the user's folder: SF Pro Text below 20 points and SF Pro
  /// Display from 20, as iOS switches optical sizes. `nil` without the setting; a folder that
  /// lacks the face is reported once, and Inter stands in.
  private static func userFace(weight: CGFloat, italic: Bool, pointSize: CGFloat)
    -> (name: String, file: String)?
  {
    guard let value = getenv(userFontDirectoryVariable), value.pointee != 0 else { return nil }
    let directory = URL(fileURLWithPath: String(cString: value), isDirectory: true)
    let optical = pointSize < 20 ? "Text" : "Display"
    let face = sanFranciscoWeights.last { weight >= $0.threshold }?.face ?? "Regular"
    let style = italic ? face + "Italic" : face
    let file = directory.appendingPathComponent("SF-Pro-\(optical)-\(style).otf").path
    guard FileManager.default.fileExists(atPath: file) else {
      AssetDiagnostics.report(
        "UIKit: \(userFontDirectoryVariable) names \(directory.path), which has no "
          + "SF-Pro-\(optical)-\(style).otf; drawing that face with Inter instead. Put Apple's "
          + "SF Pro files there, or unset the variable.")
      return nil
    }
    return ("SFPro\(optical)-\(style)", file)
  }

  private static let interInstalled = FileManager.default.fileExists(
    atPath: interDirectory + "Inter-Regular.otf")

  /// Whether a font file is one of the heavier faces, whose fallbacks are bold too.
  static func isBold(_ file: String) -> Bool {
    ["SemiBold", "Bold", "Black", "Heavy", "RoundB"].contains { file.contains($0) }
  }

  /// The fonts tried, in order, for a character the face itself lacks.
  static func fallbacks(bold: Bool) -> [Fallback] {
    bold ? boldFallbacks : regularFallbacks
  }

  /// A fallback font file; colour bitmap fonts (emoji) come in one size only and are scaled.
  struct Fallback: Hashable, Sendable {
    var path: String
    /// The pixels per em of the font's only bitmap size, for colour bitmap fonts.
    var bitmapStrike: Int?
  }

  private static func chain(_ weight: String) -> [Fallback] {
    let noto = ["Sans", "SansArabic", "SansHebrew", "SansDevanagari", "SansThai"].map {
      Fallback(path: notoDirectory + "Noto\($0)-\(weight).ttf")
    }
    return noto + [
      Fallback(path: cjkDirectory + "NotoSansCJK-\(weight).ttc"),
      Fallback(path: notoDirectory + "NotoColorEmoji.ttf", bitmapStrike: 109),
      Fallback(path: notoDirectory + "NotoSansSymbols-\(weight).ttf"),
    ]
  }

  private static let regularFallbacks = chain("Regular")
  private static let boldFallbacks = chain("Bold")
}
