extension Character {
  /// Whether the character ends a line: a line feed, a carriage return, the two together
  /// (one `Character`), a next-line (U+0085), or a line or paragraph separator (U+2028,
  /// U+2029).
  ///
  /// Matches Foundation's line terminators (`NSString.getLineStart(_:end:contentsEnd:for:)`),
  /// which UIKit's text views and labels break lines at: each breaks the line once, `\r\n`
  /// included.
  package var isLineSeparator: Bool {
    switch self {
    case "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}": true
    default: false
    }
  }
}

extension String {
  /// Whether any of the characters is a line separator; text without one of their bytes (most
  /// text) is not walked a character at a time.
  package var containsLineSeparator: Bool {
    utf8.contains { byte in
      switch byte {
      case 0x0A, 0x0D, 0x85, 0xA8, 0xA9: true
      default: false
      }
    } && contains(where: \.isLineSeparator)
  }
}
