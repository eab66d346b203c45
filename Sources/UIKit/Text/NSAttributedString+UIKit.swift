// The attribute keys UIKit adds to Foundation's attributed strings, with UIKit's raw values.
extension NSAttributedString.Key {
  /// Matches UIKit: the `UIFont` of the text.
  public static let font = NSAttributedString.Key("NSFont")
  /// Matches UIKit: the `UIColor` of the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// Matches UIKit: the `UIColor` behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Matches UIKit: extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
}
