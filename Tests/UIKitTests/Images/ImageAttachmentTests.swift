import CoreGraphics
import Testing
import UIKit
import UIKitTestSupport

/// The cross-import overlays, through plain imports as users write them: `_Testing_UIKit` and
/// `_Testing_CoreGraphics` arrive by themselves and make images attachable as PNG files.
@Suite("Image attachments", .uiTest)
@MainActor
struct ImageAttachmentTests {
  private let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  private func redSquare() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
  }

  @Test("A UIImage attachment is a PNG file of its pixels, named .png")
  func uiImageIsAttachedAsPNG() throws {
    let image = redSquare()

    let attachment = Attachment(image, named: "square")
    let bytes = try attachment.withUnsafeBytes { Array($0) }

    #expect(Array(bytes.prefix(8)) == pngSignature)
    #expect(attachment.preferredName == "square.png")
    #expect(UIImage(data: Data(bytes))?.bitmap.color(atX: 2, y: 2) == [255, 0, 0, 255])
    Attachment.record(image, named: "square")
  }

  @Test("A CGImage attachment is a PNG file too")
  func cgImageIsAttachedAsPNG() throws {
    let image = try #require(redSquare().cgImage)

    let bytes = try Attachment(image, named: "square").withUnsafeBytes { Array($0) }

    #expect(Array(bytes.prefix(8)) == pngSignature)
    #expect(UIImage(data: Data(bytes))?.size == CGSize(width: 4, height: 4))
  }
}
