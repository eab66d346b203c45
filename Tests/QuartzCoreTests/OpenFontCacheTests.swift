import Testing

@testable import QuartzCore

@Suite("Open fonts: the most recently used kept, up to a limit")
struct OpenFontCacheTests {
  @Test("past the limit, the least recently used font is let go and handed back to close")
  func evictsTheLeastRecentlyUsed() {
    var cache = OpenFontCache<Int, String>()
    let limit = OpenFontCache<Int, String>.limit
    var evicted: [String] = []
    for size in 0..<limit {
      if let gone = cache.insert("font \(size)", for: size) { evicted.append(gone) }
    }
    _ = cache.font(for: 0)

    if let gone = cache.insert("font \(limit)", for: limit) { evicted.append(gone) }

    #expect(evicted == ["font 1"])
    #expect(cache.count == limit)
    #expect(cache.font(for: 0) == "font 0")
    #expect(cache.font(for: 1) == nil)
  }

  @Test("text measured at 200 sizes leaves at most the limit open, and measures the same again")
  func measuringManySizesIsBounded() {
    let library = FontLibrary.shared
    let face = FontFace(file: FontLibrary.systemRegularFile, pointSize: 10)
    let first = library.width(of: "Bounded", face: face, scale: 1)

    for size in 11...210 {
      _ = library.width(
        of: "Bounded \(size)", face: FontFace(file: face.file, pointSize: CGFloat(size)),
        scale: 1)
    }

    #expect(library.withState { $0.fonts.count } <= OpenFontCache<Int, String>.limit)
    #expect(library.width(of: "Bounded", face: face, scale: 1) == first)
  }
}
