import Foundation

/// What Core Text's registration functions do, kept apart from their C-style names.
enum FontRegistration {
  /// Core Text's error codes.
  enum Failure: Int {
    case invalidFontData = 104
    case alreadyRegistered = 105
  }

  /// Registers `font`'s file with the font library, first writing fonts read from memory to a
  /// file of their own: the library opens fonts by path, as it does every other font.
  static func register(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> Bool
  {
    let name = font.postScriptName.map { $0 as String }
    if let name, FontLibrary.shared.registeredFonts.contains(where: { $0.names.contains(name) }) {
      return fail(.alreadyRegistered, name, error)
    }
    guard let path = font.fileURL?.path ?? write(font, named: name),
      // The font's own PostScript name too, which `UIFont(name:size:)` is given on iOS; the
      // library's names are made from the family and style.
      FontLibrary.shared.register(path: path, alsoNamed: name.map { [$0] } ?? []) != nil
    else { return fail(.invalidFontData, name ?? "", error) }
    return true
  }

  /// Reports `failure` through `error`, as Core Text does, and returns `false`.
  static func fail(
    _ failure: Failure, _ subject: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool {
    error?.pointee = Unmanaged.passRetained(
      NSError(
        domain: kCTFontManagerErrorDomain as String, code: failure.rawValue,
        userInfo: [NSLocalizedDescriptionKey: "could not register the font \(subject)"]))
    return false
  }

  /// Where fonts registered from memory are written: a folder of this process's own.
  private static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("UIKit-fonts-\(ProcessInfo.processInfo.processIdentifier)")

  private static func write(_ font: CGFont, named name: String?) -> String? {
    let file = folder.appendingPathComponent(
      (name ?? "font-\(FontLibrary.shared.registeredFonts.count)") + ".font")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try font.data.write(to: file)
      return file.path
    } catch {
      return nil
    }
  }
}
