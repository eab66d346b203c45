import Foundation

/// The names a TrueType or OpenType font gives itself in its `name` table: what ``CGFont``
/// reports without a font engine (Core Graphics here draws with cairo and reads no fonts).
struct FontNameTable {
  /// Name ID 6.
  var postScriptName: String?
  /// Name ID 4.
  var fullName: String?

  /// The names in `data`, or `nil` when it is not an sfnt font (or collection).
  init?(_ data: Data) {
    let bytes = [UInt8](data)
    func u16(_ at: Int) -> Int? {
      at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    var font = 0
    // A collection ('ttcf') lists its fonts' offsets; the first font is the one read.
    if bytes.starts(with: Array("ttcf".utf8)) {
      guard let first = u32(12) else { return nil }
      font = first
    }
    guard let version = u32(font), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
      let tableCount = u16(font + 4)
    else { return nil }
    var nameTable: Int?
    for table in 0..<tableCount {
      let record = font + 12 + table * 16
      guard record + 16 <= bytes.count else { return nil }
      if bytes[record..<record + 4].elementsEqual("name".utf8) { nameTable = u32(record + 8) }
    }
    guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else {
      return nil
    }
    for index in 0..<count {
      let record = table + 6 + index * 12
      guard let platform = u16(record), let nameID = u16(record + 6),
        let length = u16(record + 8), let offset = u16(record + 10)
      else { break }
      let start = table + storage + offset
      guard [4, 6].contains(nameID), start + length <= bytes.count else { continue }
      let raw = Array(bytes[start..<start + length])
      // Unicode and Windows names are UTF-16 big-endian; Macintosh names are one byte each.
      let text =
        platform == 1
        ? String(decoding: raw, as: UTF8.self)
        : String(
          decoding: stride(from: 0, to: raw.count - 1, by: 2).map {
            UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
          }, as: UTF16.self)
      if nameID == 6, postScriptName == nil || platform == 3 { postScriptName = text }
      if nameID == 4, fullName == nil || platform == 3 { fullName = text }
    }
  }
}
