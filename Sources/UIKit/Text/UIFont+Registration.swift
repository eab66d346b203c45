extension UIFont {
  /// Makes the font in the file at `url` available to ``init(name:size:)``, by its PostScript
  /// name (family and style, such as `Lobster-Regular`), its file name without the extension,
  /// and its full name. Returns `false` (and changes nothing) when the file cannot be read as a
  /// TrueType or OpenType font.
  ///
  /// iOS registers the fonts an app lists under `UIAppFonts` in its Info.plist at launch, and
  /// others through Core Text's `CTFontManagerRegisterFontsForURL`; here an app registers them
  /// itself, one file with this call or a bundle's with ``registerFonts(in:)``.
  @discardableResult
  public static func registerFont(at url: URL) -> Bool {
    FontLibrary.shared.register(path: url.standardizedFileURL.path) != nil
  }

  /// The step iOS takes at launch for `UIAppFonts`: registers the fonts that `bundle`'s
  /// Info.plist lists under `UIAppFonts` (paths inside the bundle's resources), or, when it
  /// lists none, every `.ttf`, `.otf` and `.ttc` file in the bundle's resources (a SwiftPM
  /// target's `Bundle.module`, whose resources have no Info.plist). Returns the PostScript
  /// names registered; files that cannot be read are reported and skipped.
  @discardableResult
  public static func registerFonts(in bundle: Bundle) -> [String] {
    var urls: [URL] = []
    if let listed = bundle.object(forInfoDictionaryKey: "UIAppFonts") as? [String] {
      urls = listed.compactMap { name in
        bundle.resourceURL.map { $0.appendingPathComponent(name) }
      }
    } else if let resources = bundle.resourceURL,
      let enumerator = FileManager.default.enumerator(
        at: resources, includingPropertiesForKeys: nil)
    {
      for case let url as URL in enumerator
      where ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased()) {
        urls.append(url)
      }
      urls.sort { $0.path < $1.path }
    }
    return urls.compactMap { url in
      guard let entry = FontLibrary.shared.register(path: url.standardizedFileURL.path) else {
        AssetDiagnostics.report("UIKit: cannot register the font '\(url.path)'; skipped")
        return nil
      }
      return entry.names[0]
    }
  }

  /// Matches UIKit: the families of every font ``init(name:size:)`` can find, sorted.
  public static var familyNames: [String] {
    let families =
      FontLibrary.bundledFonts.map(\.family) + FontLibrary.shared.registeredFonts.map(\.family)
    return Array(Set(families)).sorted()
  }

  /// Matches UIKit: the PostScript names of the fonts in a family, sorted.
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    let bundled = FontLibrary.bundledFonts.filter { $0.family == familyName }.map { $0.names[0] }
    let registered = FontLibrary.shared.registeredFonts.filter { $0.family == familyName }
      .map { $0.names[0] }
    return (bundled + registered).sorted()
  }
}
