/// An image that could not be encoded as PNG for an attachment (an empty image).
package struct AttachmentEncodingError: Error, CustomStringConvertible {
  /// The image's width in pixels.
  package let width: Int
  /// The image's height in pixels.
  package let height: Int

  /// An error for an image of `width` × `height` pixels.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Says which image could not be attached and why.
  package var description: String {
    "cannot attach a \(width)×\(height) image: there is nothing to encode as PNG"
  }

  /// Names an attachment as a PNG file: `suggestedName` with `.png` added when it has no
  /// extension, as Apple's image attachments are named.
  package static func pngName(_ suggestedName: String) -> String {
    suggestedName.contains(".") ? suggestedName : suggestedName + ".png"
  }
}
