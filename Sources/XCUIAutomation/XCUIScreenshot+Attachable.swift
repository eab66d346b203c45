import Foundation
import Testing

/// A screenshot attaches to a Swift Testing test as a PNG:
/// `Attachment.record(app.screenshot(), named: "after sign-in")`.
extension XCUIScreenshot: Attachable {
  /// The PNG's size.
  public var estimatedAttachmentByteCount: Int? { pngRepresentation.count }

  /// The PNG's bytes.
  public func withUnsafeBytes<R>(
    for attachment: borrowing Attachment<XCUIScreenshot>,
    _ body: (UnsafeRawBufferPointer) throws -> R
  ) throws -> R {
    try pngRepresentation.withUnsafeBytes(body)
  }

  /// The name with a `.png` extension.
  public func preferredName(
    for attachment: borrowing Attachment<XCUIScreenshot>, basedOn suggestedName: String
  ) -> String {
    suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
  }
}
