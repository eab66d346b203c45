import Foundation

/// A font file's data, as Core Graphics reads it: what Core Text's
/// `CTFontManagerRegisterGraphicsFont` registers.
///
/// Matches Core Graphics for registering fonts from a bundle, as iOS apps and test suites do:
///
/// ```swift
/// let provider = CGDataProvider(data: NSData(contentsOf: url)!)!
/// let font = CGFont(provider)!
/// CTFontManagerRegisterGraphicsFont(font, nil)
/// let title = UIFont(name: font.postScriptName! as String, size: 17)
/// ```
///
/// TrueType and OpenType fonts (and the first font of a collection) are read; drawing with a
/// `CGFont` directly is not supported: register it, then use `UIFont`.
public final class CGFont: @unchecked Sendable {
  // Unchecked: every property is immutable after init.

  /// The font file's bytes.
  package let data: Data
  /// The file the font was read from, when it was.
  package let fileURL: URL?
  private let names: FontNameTable

  /// Matches Core Graphics: the font `provider` holds, or `nil` when its bytes are not a
  /// TrueType or OpenType font.
  public init?(_ provider: CGDataProvider) {
    guard let names = FontNameTable(provider.bytes) else { return nil }
    data = provider.bytes
    fileURL = provider.fileURL
    self.names = names
  }

  /// Matches Core Graphics: the font's PostScript name, such as `Roboto-Medium`.
  public var postScriptName: CFString? { names.postScriptName.map { $0 as NSString } }

  /// Matches Core Graphics: the font's full name, such as `Roboto Medium`.
  public var fullName: CFString? { names.fullName.map { $0 as NSString } }
}
