extension UIFont {
  /// Makes the font in the file at `url` available to ``init(name:size:)``, by its PostScript
  /// name (family and style, such as `Lobster-Regular`), its file name without the extension,
  /// and its full name. Returns `false` (and changes nothing) when the file cannot be read as a
  /// TrueType or OpenType font.
  ///
  /// Core Text's `CTFontManagerRegisterFontsForURL` and `CTFontManagerRegisterGraphicsFont` do
  /// the same, as iOS code calls them; fonts `Bundle.main` lists under `UIAppFonts` are
  /// registered without a call; ``registerFonts(in:)`` registers a bundle's.
  @discardableResult
  public static func registerFont(at url: URL) -> Bool {
    FontLibrary.shared.register(path: url.standardizedFileURL.path) != nil
  }

  /// The step iOS takes at launch for `UIAppFonts`: registers the fonts that `bundle`'s
  /// Info.plist lists under `UIAppFonts` (paths inside the bundle's resources), or, when it
  /// lists none, every `.ttf`, `.otf` and `.ttc` file in the bundle's resources (a SwiftPM
  /// target's `Bundle.module`, whose resources have no Info.plist). Returns the PostScript
  /// names registered; files that cannot be read are reported and skipped.
  ///
  /// `Bundle.main`'s `UIAppFonts` need no call: they are registered before the first font is
  /// looked up by name, as iOS registers them at launch.
  @discardableResult
  public static func registerFonts(in bundle: Bundle) -> [String] {
    var urls = listedAppFonts(in: bundle) ?? []
    if urls.isEmpty, let resources = bundle.resourceURL,
      let enumerator = FileManager.default.enumerator(
        at: resources, includingPropertiesForKeys: nil)
    {
      for case let url as URL in enumerator
      where ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased()) {
        urls.append(url)
      }
      urls.sort { $0.path < $1.path }
    }
    return register(urls)
  }

  /// The fonts `bundle`'s Info.plist lists under `UIAppFonts`, or `nil` when it lists none.
  private static func listedAppFonts(in bundle: Bundle) -> [URL]? {
    guard let listed = bundle.object(forInfoDictionaryKey: "UIAppFonts") as? [String],
      let resources = bundle.resourceURL
    else { return nil }
    return listed.map { resources.appendingPathComponent($0) }
  }

  private static func register(_ urls: [URL]) -> [String] {
    urls.compactMap { url in
      guard let entry = FontLibrary.shared.register(path: url.standardizedFileURL.path) else {
        AssetDiagnostics.report("UIKit: cannot register the font '\(url.path)'; skipped")
        return nil
      }
      return entry.names[0]
    }
  }

  /// Registers `Bundle.main`'s `UIAppFonts` the first time it is read: what iOS does at launch,
  /// done before the first lookup by name, since an app here has no launch step of UIKit's own.
  static let appFontsRegistered: Void = {
    if let urls = listedAppFonts(in: .main) { _ = register(urls) }
  }()

  /// Matches UIKit: the families of every font ``init(name:size:)`` can find, sorted.
  public static var familyNames: [String] {
    _ = appFontsRegistered
    let families =
      FontLibrary.bundledFonts.map(\.family) + FontLibrary.shared.registeredFonts.map(\.family)
    return Array(Set(families)).sorted()
  }

  /// Matches UIKit: the PostScript names of the fonts in a family, sorted.
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    _ = appFontsRegistered
    let bundled = FontLibrary.bundledFonts.filter { $0.family == familyName }.map { $0.names[0] }
    let registered = FontLibrary.shared.registeredFonts.filter { $0.family == familyName }
      .map { $0.names[0] }
    return (bundled + registered).sorted()
  }
}
