/// The writing system of a character, as far as shaping and line direction need it.
///
/// HarfBuzz shapes a run with one script and one direction, so a line is cut where the script
/// changes. Characters that belong to no script (spaces, digits, punctuation) are `.common` and
/// take the direction of what surrounds them, as in Unicode's bidirectional algorithm (UAX #9,
/// rules N1 and N2).
struct TextScript: Hashable, Sendable {
  /// The ISO 15924 tag HarfBuzz shapes with, such as `Arab`.
  var tag: String
  /// The script's English name, for messages.
  var name: String
  /// Whether the script is written from right to left.
  var isRightToLeft = false

  static let common = TextScript(tag: "Zyyy", name: "Common")
  static let latin = TextScript(tag: "Latn", name: "Latin")
  static let emoji = TextScript(tag: "Zyyy", name: "Emoji")

  var isCommon: Bool { self == .common }

  /// `true` for right-to-left letters, `false` for left-to-right ones, `nil` for characters
  /// whose direction comes from their neighbours (spaces, digits, punctuation, emoji).
  var strongDirection: Bool? {
    isCommon || self == .emoji || name == "Private Use" ? nil : isRightToLeft
  }

  /// Unicode's rule P2: a paragraph is right-to-left when its first letter with a direction is.
  static func isRightToLeft(paragraph: some StringProtocol) -> Bool {
    paragraph.lazy.compactMap { TextScript(of: $0).strongDirection }.first ?? false
  }

  /// Scripts named by the Unicode block their letters live in. Hangul and Han come before the
  /// symbols so that every CJK block is shaped as such.
  private static let blocks: [(ranges: [ClosedRange<UInt32>], script: TextScript)] = [
    ([0x0370...0x03FF, 0x1F00...0x1FFF], TextScript(tag: "Grek", name: "Greek")),
    ([0x0400...0x052F, 0x1C80...0x1C8F], TextScript(tag: "Cyrl", name: "Cyrillic")),
    ([0x0530...0x058F], TextScript(tag: "Armn", name: "Armenian")),
    (
      [0x0590...0x05FF, 0xFB1D...0xFB4F],
      TextScript(tag: "Hebr", name: "Hebrew", isRightToLeft: true)
    ),
    (
      [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF],
      TextScript(tag: "Arab", name: "Arabic", isRightToLeft: true)
    ),
    ([0x0700...0x074F], TextScript(tag: "Syrc", name: "Syriac", isRightToLeft: true)),
    ([0x0780...0x07BF], TextScript(tag: "Thaa", name: "Thaana", isRightToLeft: true)),
    ([0x0900...0x097F, 0xA8E0...0xA8FF], TextScript(tag: "Deva", name: "Devanagari")),
    ([0x0980...0x09FF], TextScript(tag: "Beng", name: "Bengali")),
    ([0x0B80...0x0BFF], TextScript(tag: "Taml", name: "Tamil")),
    ([0x0E00...0x0E7F], TextScript(tag: "Thai", name: "Thai")),
    ([0x0F00...0x0FFF], TextScript(tag: "Tibt", name: "Tibetan")),
    ([0x10A0...0x10FF], TextScript(tag: "Geor", name: "Georgian")),
    ([0x1200...0x139F], TextScript(tag: "Ethi", name: "Ethiopic")),
    ([0x1780...0x17FF], TextScript(tag: "Khmr", name: "Khmer")),
    (
      [0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF],
      TextScript(tag: "Hang", name: "Hangul")
    ),
    (
      [
        0x2E80...0x2FDF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
        0x20000...0x3FFFF,
      ],
      TextScript(tag: "Hani", name: "Han")
    ),
    (
      [0xE000...0xF8FF, 0xF0000...0x10FFFF], TextScript(tag: "Zyyy", name: "Private Use")
    ),
  ]

  /// The script of the ASCII character `byte`: a letter is Latin, anything else common.
  init(ascii byte: UInt8) {
    self = (65...90).contains(byte) || (97...122).contains(byte) ? .latin : .common
  }

  /// The script of a character: its first scalar's block, emoji for characters drawn as emoji,
  /// Latin for other letters, `.common` for the rest.
  init(of character: Character) {
    // One ASCII byte, most characters of most text: a letter is Latin, anything else common. No
    // block starts below 0x80, and an ASCII emoji base (a keycap's digit) comes with more scalars.
    if character.utf8.count == 1, let byte = character.utf8.first {
      self = Self(ascii: byte)
      return
    }
    guard let scalar = character.unicodeScalars.first else {
      self = .common
      return
    }
    let properties = scalar.properties
    if properties.isEmojiPresentation
      || (properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F })
    {
      self = .emoji
      return
    }
    if let block = Self.blocks.first(where: { $0.ranges.contains { $0.contains(scalar.value) } }) {
      self = block.script
      return
    }
    self = properties.isAlphabetic ? .latin : .common
  }

  private init(tag: String, name: String, isRightToLeft: Bool = false) {
    self.tag = tag
    self.name = name
    self.isRightToLeft = isRightToLeft
  }
}
