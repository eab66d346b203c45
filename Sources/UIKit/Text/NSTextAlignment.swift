/// Horizontal alignment of text lines, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
  /// Lines start at the left edge.
  case left = 0
  /// Lines are centred.
  case center = 1
  /// Lines end at the right edge.
  case right = 2
  /// Drawn like `.left` here; lines are not stretched to the full width.
  case justified = 3
  /// Matches UIKit: left in left-to-right layouts, right in right-to-left ones.
  case natural = 4

  /// The alignment drawn: `.natural` becomes the side the layout direction starts from.
  func resolved(rightToLeft: Bool) -> NSTextAlignment {
    self == .natural ? (rightToLeft ? .right : .left) : self
  }
}

/// What happens to text that does not fit, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
  /// Matches UIKit: lines wrap at spaces; a word wider than the line wraps between characters.
  case byWordWrapping = 0
  /// Lines wrap between any two characters.
  case byCharWrapping = 1
  /// The last line is not shortened: text past the edge shows unless the view clips to bounds.
  case byClipping = 2
  /// The last line that fits starts with "…" in place of the text before it.
  case byTruncatingHead = 3
  /// The last line that fits ends with "…" in place of the rest: UILabel's default.
  case byTruncatingTail = 4
  /// The last line that fits has "…" in its middle.
  case byTruncatingMiddle = 5
}

extension NSLineBreakMode {
  /// The text layout's name for the mode.
  var layoutLineBreak: TextLayout.LineBreak {
    switch self {
    case .byWordWrapping: .wordWrap
    case .byCharWrapping: .charWrap
    case .byClipping: .clip
    case .byTruncatingHead: .truncateHead
    case .byTruncatingTail: .truncateTail
    case .byTruncatingMiddle: .truncateMiddle
    }
  }
}
