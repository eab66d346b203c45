// A cross-import overlay: the compiler imports this module by itself into any file that imports
// both Testing and UIKit (the toolchain's Testing.swiftcrossimport names it), as Apple's
// toolchain does with its own `_Testing_UIKit`. See `_Testing_CoreGraphics` for why Testing is
// weakly linked.
@_exported @_weakLinked public import Testing
public import UIKit
import _Testing_CoreGraphics

/// A `UIImage` ready to attach to a test, as a PNG file of its pixels.
///
/// `UIImage` is an open class, which cannot conform to `Attachable` itself, so an attachment
/// holds it in this wrapper, as Apple's overlay does with its own image wrapper. Make one with
/// `Attachment(image)` or attach at once with `Attachment.record(image)`.
public struct _AttachableUIImageWrapper: AttachableWrapper, Sendable {
  /// The image attached.
  public let wrappedValue: UIImage

  /// The image's PNG file.
  public func withUnsafeBytes<R>(
    for attachment: borrowing Attachment<Self>, _ body: (UnsafeRawBufferPointer) throws -> R
  ) throws -> R {
    guard let png = wrappedValue.pngData() else {
      throw AttachmentEncodingError(
        width: wrappedValue.bitmap.width, height: wrappedValue.bitmap.height)
    }
    return try png.withUnsafeBytes(body)
  }

  /// The suggested name, with `.png` added when it has no extension.
  public func preferredName(
    for attachment: borrowing Attachment<Self>, basedOn suggestedName: String
  ) -> String {
    AttachmentEncodingError.pngName(suggestedName)
  }
}

extension Attachment where AttachableValue == _AttachableUIImageWrapper {
  /// Matches Apple's overlay: an attachment of `image` as a PNG file, named `preferredName`
  /// (`.png` is added when the name has no extension).
  public init(
    _ image: UIImage, named preferredName: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(
      _AttachableUIImageWrapper(wrappedValue: image), named: preferredName,
      sourceLocation: sourceLocation)
  }

  /// Matches Apple's overlay: attaches `image` to the current test as a PNG file.
  ///
  /// ```swift
  /// let image = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
  ///   view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
  /// }
  /// Attachment.record(image, named: "card")
  /// ```
  public static func record(
    _ image: UIImage, named preferredName: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    record(
      Attachment(image, named: preferredName, sourceLocation: sourceLocation),
      sourceLocation: sourceLocation)
  }
}
