/// Finds `Name.storyboard` and `Name.xib` in a bundle, and keeps parsed files.
///
/// A bundle is searched at its resources folder, then in `Base.lproj` and the `.lproj` folders
/// of the preferred languages, as UIKit searches compiled files. The main bundle is, for a
/// SwiftPM executable, the folder the executable is in; SwiftPM puts an executable target's
/// resources beside it in a `<Package>_<Target>.resources` bundle, so for the main bundle those
/// resource bundles are searched too (the executable's own first, then the others by name).
/// That is how `UIStoryboard(name: "Main", bundle: .main)` finds a storyboard that
/// `Package.swift` lists as a resource.
@MainActor
enum InterfaceFileLocator {
  /// A file found, with the bundle whose folder holds it (where its images are looked for).
  struct Location {
    let url: URL
    let bundle: Bundle
  }

  static func locate(_ name: String, extension fileExtension: String, in bundle: Bundle)
    -> Location?
  {
    guard !name.isEmpty else { return nil }
    for candidate in searchedBundles(for: bundle) {
      let base = candidate.resourceURL ?? candidate.bundleURL
      var folders = [base, base.appendingPathComponent("Base.lproj")]
      folders += candidate.preferredLocalizations.map {
        base.appendingPathComponent("\($0).lproj")
      }
      for folder in folders {
        let url = folder.appendingPathComponent(name).appendingPathExtension(fileExtension)
        if FileManager.default.fileExists(atPath: url.path) {
          return Location(url: url, bundle: candidate)
        }
      }
    }
    return nil
  }

  private static func searchedBundles(for bundle: Bundle) -> [Bundle] {
    guard bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
    else { return [bundle] }
    return [bundle] + mainResourceBundles
  }

  /// The SwiftPM resource bundles beside the main executable, read once: they do not change
  /// while it runs.
  private static let mainResourceBundles: [Bundle] = {
    let folder = Bundle.main.bundleURL
    let entries =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
    let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent ?? ""
    let resourceBundles = entries.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
    let own = resourceBundles.filter { $0.hasSuffix("_\(executable).resources") }
    let others = resourceBundles.filter { !own.contains($0) }
    return (own + others).compactMap { Bundle(url: folder.appendingPathComponent($0)) }
  }()

  /// UIKit's description of a bundle in its messages.
  static func describe(_ bundle: Bundle) -> String {
    "NSBundle <\(bundle.bundlePath)> (loaded)"
  }

  // MARK: Parsed files

  private static var cache: [(url: URL, data: Data, document: InterfaceDocument)] = []
  private static let cacheLimit = 8

  /// The file at `url` parsed and checked, reusing the last parse of the same contents.
  static func document(at url: URL, file: String) -> Result<InterfaceDocument, InterfaceFileError> {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .failure(InterfaceFileError(file: file, line: nil, objectID: nil, "cannot be read"))
    }
    if let cached = cache.first(where: { $0.url == url && $0.data == data }) {
      return .success(cached.document)
    }
    let result = InterfaceDocument.load(data, file: file)
    if case .success(let document) = result {
      cache.removeAll { $0.url == url }
      cache.append((url, data, document))
      if cache.count > cacheLimit { cache.removeFirst() }
    }
    return result
  }
}
