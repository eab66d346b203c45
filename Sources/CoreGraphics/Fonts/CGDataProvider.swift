import Foundation

/// Where Core Graphics reads bytes from: in memory, or a file.
///
/// Matches Core Graphics for what fonts need: `CGFont(provider)` reads a font through one.
///
/// ```swift
/// let data = NSData(contentsOf: fontURL)!
/// let font = CGFont(CGDataProvider(data: data)!)!
/// ```
public final class CGDataProvider: @unchecked Sendable {
  // Unchecked: both properties are immutable after init.

  /// The bytes, read when the provider is made.
  let bytes: Data
  /// The file the bytes came from, when they came from one.
  package let fileURL: URL?

  /// Matches Core Graphics: a provider of `data`'s bytes.
  public init?(data: CFData) {
    bytes = Data(referencing: data)
    fileURL = nil
  }

  /// Matches Core Graphics: a provider of the file at `url`, or `nil` when it cannot be read.
  public convenience init?(url: CFURL) {
    let url = url as URL
    guard url.isFileURL else { return nil }
    self.init(fileURL: url)
  }

  /// Matches Core Graphics: a provider of the file at `filename`, or `nil` when it cannot be
  /// read.
  public convenience init?(filename: String) {
    self.init(fileURL: URL(fileURLWithPath: filename))
  }

  private init?(fileURL: URL) {
    guard let bytes = try? Data(contentsOf: fileURL) else { return nil }
    self.bytes = bytes
    self.fileURL = fileURL.standardizedFileURL
  }

  /// Matches Core Graphics: the provider's bytes.
  public var data: CFData? { bytes as NSData }
}
