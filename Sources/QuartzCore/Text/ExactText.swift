/// A string as a cache key: hashed and compared by its UTF-8 bytes.
///
/// `String`'s own `Hashable` conformance hashes and compares text after Unicode normalisation,
/// which for non-ASCII text (Korean, Arabic, accents) is a slow path that the text caches paid
/// for every piece of text drawn, every frame. Glyph images come from the code points the
/// shaper is given, so two canonically equivalent spellings may rightly be cached apart.
package struct ExactText: Hashable, Sendable {
  package let string: String

  package init(_ string: String) {
    self.string = string
  }

  package func hash(into hasher: inout Hasher) {
    var string = string
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  package static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    var left = lhs.string
    var right = rhs.string
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in
        leftBytes.count == rightBytes.count
          && (leftBytes.baseAddress == rightBytes.baseAddress
            || leftBytes.elementsEqual(rightBytes))
      }
    }
  }
}
