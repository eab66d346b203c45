import Foundation

/// An image inside attributed text, as UIKit's `NSTextAttachment`: an icon in a label's line.
///
/// ```swift
/// let text = NSMutableAttributedString(attachment: NSTextAttachment(image: star))
/// text.append(NSAttributedString(string: " Favourites"))
/// label.attributedText = text
/// ```
///
/// It stands in the text as one object replacement character (U+FFFC) with the `.attachment`
/// attribute. A plain Swift class rather than an `NSObject`, for the reason ``UIColor`` gives;
/// an attachment equals only itself.
open class NSTextAttachment: Hashable, @unchecked Sendable {
  /// Matches UIKit: the image drawn in the line.
  open var image: UIImage?
  /// Matches UIKit: where the image sits, in points from the start of its place on the
  /// baseline, y upward (a negative `y` lowers it below the baseline). `.zero` uses the image's
  /// own size, standing on the baseline.
  open var bounds = CGRect.zero

  /// Matches UIKit: an empty attachment.
  public init() {}

  /// Matches UIKit: an attachment showing `image`.
  public convenience init(image: UIImage) {
    self.init()
    self.image = image
  }

  /// The rectangle the attachment takes in its line: ``bounds``, or the image's size on the
  /// baseline.
  var layoutBounds: CGRect {
    bounds.isEmpty ? CGRect(origin: .zero, size: image?.size ?? .zero) : bounds
  }

  /// Matches UIKit: an attachment equals only itself.
  public static func == (lhs: NSTextAttachment, rhs: NSTextAttachment) -> Bool { lhs === rhs }

  /// Hashes the attachment's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSAttributedString {
  /// Matches UIKit: one object replacement character carrying `attachment`.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
