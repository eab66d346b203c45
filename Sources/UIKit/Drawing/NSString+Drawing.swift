/// Lines under or through text, as UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Makes a style from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two lines; drawn as one thick line here.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// How paragraphs are laid out, as UIKit's `NSParagraphStyle`.
///
/// A plain Swift class rather than an `NSObject`, for the reason ``UIColor`` gives: paragraphs
/// in two styles side by side could not be put in one attributed string on Linux. Styles are
/// equal when their values are, as UIKit's are.
open class NSParagraphStyle: Hashable, @unchecked Sendable {
  /// Matches UIKit: the horizontal alignment, `.natural` (left) by default.
  open internal(set) var alignment = NSTextAlignment.natural
  /// Matches UIKit: how lines break, by word by default.
  open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
  /// Matches UIKit: extra space between lines, in points.
  open internal(set) var lineSpacing: CGFloat = 0

  /// Matches UIKit: the default paragraph style.
  public static let `default` = NSParagraphStyle()

  /// Matches UIKit: a paragraph style with the default values.
  public init() {}

  /// Matches UIKit: equal when every value is.
  public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
    lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode
      && lhs.lineSpacing == rhs.lineSpacing
  }

  /// Hashes the values equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(alignment)
    hasher.combine(lineBreakMode)
    hasher.combine(lineSpacing)
  }
}

/// A paragraph style that can be changed, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Matches UIKit: the horizontal alignment.
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// Matches UIKit: how lines break.
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  /// Matches UIKit: extra space between lines.
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
}

/// Options for measuring and drawing strings, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Makes options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lays out several lines inside the given width (without it, one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Accepted for source compatibility.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Accepted for source compatibility.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Cuts the last line with "…" when the text does not fit.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Measurement feedback for string drawing, as UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
  /// Accepted for source compatibility; text is not shrunk.
  open var minimumScaleFactor: CGFloat = 0
  /// Matches UIKit: the scale actually used, always 1 here.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// Matches UIKit: the bounds of the last drawing or measurement.
  open internal(set) var totalBounds = CGRect.zero
}

extension NSString {
  /// Matches UIKit: draws the string on one line with its top-left corner at `point`.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing(String(self), attributes: attrs ?? [:]).draw(at: point)
  }

  /// Matches UIKit: draws the string wrapped inside `rect`, clipped to it.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing(String(self), attributes: attrs ?? [:]).draw(
      in: rect, options: .usesLineFragmentOrigin)
  }

  /// Matches UIKit: draws inside `rect` with options (several lines with
  /// `.usesLineFragmentOrigin`).
  @preconcurrency @MainActor
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {
    let drawing = StringDrawing(String(self), attributes: attributes ?? [:])
    drawing.draw(in: rect, options: options)
    context?.totalBounds = drawing.boundingRect(with: rect.size, options: options)
  }

  /// Matches UIKit: the size of the string on one line.
  @preconcurrency @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing(String(self), attributes: attrs ?? [:]).boundingRect(
      with: CGSize(width: CGFloat.infinity, height: .infinity), options: []
    ).size
  }

  /// Matches UIKit: the bounds of the string laid out in `size` (several lines with
  /// `.usesLineFragmentOrigin`), in fractional points.
  @preconcurrency @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let rect = StringDrawing(String(self), attributes: attributes ?? [:]).boundingRect(
      with: size, options: options)
    context?.totalBounds = rect
    return rect
  }
}

extension String {
  /// Matches UIKit (through `NSString`): draws the string at `point`.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(at: point, withAttributes: attrs)
  }

  /// Matches UIKit (through `NSString`): draws the string wrapped inside `rect`.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(in: rect, withAttributes: attrs)
  }

  /// Matches UIKit (through `NSString`): the size of the string on one line.
  @preconcurrency @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as NSString).size(withAttributes: attrs)
  }

  /// Matches UIKit (through `NSString`): the bounds of the string laid out in `size`.
  @preconcurrency @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as NSString).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

extension NSAttributedString {
  /// Matches UIKit: draws the string on one line at `point`, each run in its own attributes.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint) {
    StringDrawing(self).draw(at: point)
  }

  /// Matches UIKit: draws the string wrapped inside `rect`.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect) {
    StringDrawing(self).draw(in: rect, options: .usesLineFragmentOrigin)
  }

  /// Matches UIKit: draws inside `rect` with options.
  @preconcurrency @MainActor
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    StringDrawing(self).draw(in: rect, options: options)
  }

  /// Matches UIKit: the bounds of the string laid out in `size`.
  @preconcurrency @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    StringDrawing(self).boundingRect(with: size, options: options)
  }

  /// Matches UIKit: the size of the string on one line.
  @preconcurrency @MainActor
  public func size() -> CGSize {
    StringDrawing(self).boundingRect(
      with: CGSize(width: CGFloat.infinity, height: .infinity), options: []
    ).size
  }
}
