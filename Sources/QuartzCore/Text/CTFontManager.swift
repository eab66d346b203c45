import Foundation

// Core Text's font registration, as iOS apps and test suites register the fonts they bundle.
// The fonts become known to `UIFont(name:size:)` and to text layers, as those registered with
// `UIFont.registerFont(at:)` are.

/// Where a registered font is available, as Core Text's `CTFontManagerScope`. Every scope
/// registers for this process: there is no other process or session to share fonts with.
public enum CTFontManagerScope: UInt32, Sendable {
  /// Matches Core Text's `.none`.
  case none = 0
  /// This process, until it ends.
  case process = 1
  /// Matches Core Text's `.persistent`; registered for this process.
  case persistent = 2
  /// Matches Core Text's `.session`; registered for this process.
  case session = 3

  /// Matches Core Text: `.persistent`.
  public static let user = CTFontManagerScope.persistent
}

/// The domain of the errors font registration reports, as Core Text's. Computed: an `NSString`
/// is not `Sendable` on Linux, so a global constant of one would not be concurrency-safe.
public var kCTFontManagerErrorDomain: CFString {
  "com.apple.CoreText.CTFontManagerErrorDomain" as CFString
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Text: registers the font file at `fontURL` for `UIFont(name:size:)`. Returns
/// `false`, with an error in `error` if given, when the file cannot be read as a font (code 104)
/// or is already registered (105).
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard let provider = CGDataProvider(url: fontURL), let font = CGFont(provider) else {
    return FontRegistration.fail(.invalidFontData, fontURL.path ?? "", error)
  }
  return CTFontManagerRegisterGraphicsFont(font, error)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Text: registers `font` for `UIFont(name:size:)` under its PostScript name.
/// Returns `false`, with an error in `error` if given (pass `nil` not to ask), when a font of
/// that name is already registered (code 105) or the font cannot be read (104).
@discardableResult
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  FontRegistration.register(font, error)
}
