/// A text field's one line, measured once per change: the x of every character boundary, the
/// composition's width and the line height.
///
/// Hit tests search the boundaries instead of measuring prefixes one by one, and drawing reads
/// them, so neither a click nor a frame measures text again.
struct TextFieldMeasurement {
  private struct Key: Equatable {
    var text: String
    var marked: String
    var face: FontFace
    var scale: CGFloat
  }

  private var key: Key?
  /// The text as shown (bullets for secure entry).
  private(set) var text = ""
  private var characters: [Character] = []
  /// The composition in progress, drawn at the caret.
  private(set) var marked = ""
  /// `boundaries[i]` is the width of the first `i` characters; the first is 0.
  private var boundaries: [CGFloat] = [0]
  private(set) var markedWidth: CGFloat = 0
  private(set) var lineHeight: CGFloat = 0

  /// The width of the whole text, without the composition.
  var textWidth: CGFloat { boundaries.last ?? 0 }

  /// Measures again if anything that affects the measurements changed.
  mutating func update(text: String, marked: String, face: FontFace, scale: CGFloat) {
    let key = Key(text: text, marked: marked, face: face, scale: scale)
    guard key != self.key else { return }
    let library = FontLibrary.shared
    if self.key?.text != text || self.key?.face != face || self.key?.scale != scale {
      // Each prefix is measured whole, so kerning across a boundary counts as it does when the
      // text is drawn. Boundaries inside the part that did not change are kept: typing at the
      // end measures one new prefix.
      let characters = Array(text)
      let sameFont = self.key?.face == face && self.key?.scale == scale
      let kept = sameFont ? zip(self.characters, characters).prefix { $0 == $1 }.count : 0
      boundaries.removeSubrange((kept + 1)...)
      for end in stride(from: kept + 1, through: characters.count, by: 1) {
        boundaries.append(library.width(of: String(characters[..<end]), face: face, scale: scale))
      }
      self.characters = characters
    }
    markedWidth = library.width(of: marked, face: face, scale: scale)
    lineHeight = library.metrics(of: face, scale: scale).lineHeight
    self.text = text
    self.marked = marked
    self.key = key
  }

  /// The x of the boundary before character `index` (clamped to the text).
  func offset(ofBoundary index: Int) -> CGFloat {
    boundaries[min(max(index, 0), boundaries.count - 1)]
  }

  /// The boundary whose x is nearest to `x`.
  func nearestBoundary(to x: CGFloat) -> Int {
    var low = 0
    var high = boundaries.count - 1
    while low < high {
      let mid = (low + high) / 2
      if boundaries[mid] < x { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return 0 }
    return x - boundaries[low - 1] <= boundaries[low] - x ? low - 1 : low
  }
}
