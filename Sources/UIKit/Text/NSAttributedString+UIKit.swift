// The attribute keys UIKit adds to Foundation's attributed strings, with UIKit's raw values.
extension NSAttributedString.Key {
  /// Matches UIKit: the `UIFont` of the text.
  public static let font = NSAttributedString.Key("NSFont")
  /// Matches UIKit: the `UIColor` of the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// Matches UIKit: the `UIColor` behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Matches UIKit: extra space after each character, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Matches UIKit: an `NSParagraphStyle` (alignment, line break mode, line spacing).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Matches UIKit: an `NSUnderlineStyle` raw value (an `Int`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// Matches UIKit: an `NSUnderlineStyle` raw value (an `Int`) for a line through the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// Matches UIKit: the `UIColor` of the underline; the text's colour when absent.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// Matches UIKit: the `UIColor` of the strike-through; the text's colour when absent.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// Matches UIKit: how far the text sits above its baseline, in points (a number).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// Matches UIKit: an ``NSTextAttachment`` drawn in place of its character.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// Matches UIKit: an ``NSShadow`` drawn under the text.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// Matches UIKit: a link (`URL` or `String`). Labels draw linked text as any other, as UIKit's
  /// do; the value is kept.
  public static let link = NSAttributedString.Key("NSLink")
  /// Matches UIKit: the colour of outlined text. Kept; text is drawn filled here.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// Matches UIKit: the width of outlined text. Kept; text is drawn filled here.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// Matches UIKit: the skew of slanted text. Kept; text is drawn upright here.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// Matches UIKit: the stretch of expanded text. Kept; text is drawn at its width here.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// Matches UIKit: whether ligatures are used. Kept; the font's shaping decides here.
  public static let ligature = NSAttributedString.Key("NSLigature")
}
