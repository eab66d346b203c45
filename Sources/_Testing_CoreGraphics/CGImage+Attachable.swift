public import CoreGraphics
// A cross-import overlay: the compiler imports this module by itself into any file that imports
// both Testing and CoreGraphics (the toolchain's Testing.swiftcrossimport names it), as Apple's
// toolchain does with its own `_Testing_CoreGraphics`.
//
// `@_weakLinked` and the `-disable-autolink-library Testing` flag in Package.swift keep apps
// free of the testing library: this module is part of the CoreGraphics and UIKit products, so
// every app links it, but its references to Testing are weak and it asks for no `-lTesting`. A
// test binary links Testing anyway, and the references bind there.
@_exported @_weakLinked public import Testing

extension CGImage: Attachable {
  /// Matches Apple's overlay: the image is attached as a PNG file.
  public func withUnsafeBytes<R>(
    for attachment: borrowing Attachment<CGImage>, _ body: (UnsafeRawBufferPointer) throws -> R
  ) throws -> R {
    guard let png = pngData() else { throw AttachmentEncodingError(width: width, height: height) }
    return try png.withUnsafeBytes(body)
  }

  /// The suggested name, with `.png` added when it has no extension.
  public func preferredName(
    for attachment: borrowing Attachment<CGImage>, basedOn suggestedName: String
  ) -> String {
    AttachmentEncodingError.pngName(suggestedName)
  }
}
