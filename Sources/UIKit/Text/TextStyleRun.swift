import Foundation

/// A stretch of an attributed string in one look: what a label draws each piece of its text
/// with.
struct TextStyleRun: Equatable {
  /// Where the run ends, in `Character`s from the start of the string.
  var end: Int
  var font: UIFont
  var color: UIColor
  var backgroundColor: UIColor?
  /// `NSUnderlineStyle` raw values; 0 draws no line.
  var underline = 0
  var strikethrough = 0
  /// Extra space after each character, in points (`.kern`).
  var kern: CGFloat = 0
  /// The lines' own colours; the text's when `nil`.
  var underlineColor: UIColor?
  var strikethroughColor: UIColor?
  /// How far the text is raised above the line's baseline, in points.
  var baselineOffset: CGFloat = 0
  /// Drawn under the text when its colour is a `UIColor`.
  var shadow: NSShadow?
  /// Drawn in place of each of the run's characters.
  var attachment: NSTextAttachment?

  /// The layout style of the run: its font, and the space its characters take beyond it.
  var layoutStyle: TextLayout.Style {
    TextLayout.Style(face: font.face, end: end, kern: kern, attachment: attachment?.layoutBounds)
  }

  /// The runs of `string`; characters with no font or colour of their own take `font` and
  /// `color`, as UIKit's label does. Neighbours that look the same are one run.
  static func runs(of string: NSAttributedString, font: UIFont, color: UIColor) -> [TextStyleRun] {
    let text = string.string
    var runs: [TextStyleRun] = []
    // UTF-16 offsets (the attributes' ranges) to character offsets, walked once in order.
    var characters = text.makeIterator()
    var characterCount = 0
    var utf16Offset = 0
    func characterOffset(atUTF16 target: Int) -> Int {
      while utf16Offset < target, let character = characters.next() {
        utf16Offset += character.utf16.count
        characterCount += 1
      }
      return characterCount
    }
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
      attributes, range, _ in
      let run = TextStyleRun(
        end: characterOffset(atUTF16: range.location + range.length),
        font: attributes[.font] as? UIFont ?? font,
        color: attributes[.foregroundColor] as? UIColor ?? color,
        backgroundColor: attributes[.backgroundColor] as? UIColor,
        underline: Self.style(attributes[.underlineStyle]),
        strikethrough: Self.style(attributes[.strikethroughStyle]),
        kern: Self.number(attributes[.kern]),
        underlineColor: attributes[.underlineColor] as? UIColor,
        strikethroughColor: attributes[.strikethroughColor] as? UIColor,
        baselineOffset: Self.number(attributes[.baselineOffset]),
        shadow: attributes[.shadow] as? NSShadow,
        attachment: attributes[.attachment] as? NSTextAttachment)
      if var last = runs.last, last.looksLike(run) {
        last.end = run.end
        runs[runs.count - 1] = last
      } else if run.end > (runs.last?.end ?? 0) {
        runs.append(run)
      }
    }
    return runs
  }

  /// Whether `other` draws as this run does, wherever it ends.
  private func looksLike(_ other: TextStyleRun) -> Bool {
    var same = other
    same.end = end
    return same == self
  }

  private static func number(_ value: Any?) -> CGFloat {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: 0
    }
  }

  private static func style(_ value: Any?) -> Int {
    switch value {
    case let style as NSUnderlineStyle: style.rawValue
    case let number as Int: number
    case let number as NSNumber: number.intValue
    default: 0
    }
  }
}
