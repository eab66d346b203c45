/// Horizontal alignment of text lines, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  /// Left in left-to-right layouts.
  case natural = 4
}

/// What happens to text that does not fit, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}
