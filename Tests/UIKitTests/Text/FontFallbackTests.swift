import Testing
import UIKitTestSupport

@testable import UIKit

/// The system font's faces, its fallback chain, shaping direction, and text no font has.
@Suite("Fonts: weights, fallbacks, shaping and missing glyphs", .uiTest)
@MainActor
struct FontFallbackTests {
  @Test("each UIKit weight and italic maps to a real Inter face")
  func weightsMapToFaces() {
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    let names = weights.map { UIFont.systemFont(ofSize: 17, weight: $0).fontName }

    #expect(
      names == [
        "Inter-Thin", "Inter-ExtraLight", "Inter-Light", "Inter-Regular", "Inter-Medium",
        "Inter-SemiBold", "Inter-Bold", "Inter-ExtraBold", "Inter-Black",
      ])
    #expect(UIFont.italicSystemFont(ofSize: 17).fontName == "Inter-Italic")
    #expect(UIFont.boldSystemFont(ofSize: 17).familyName == "Inter")
    #expect(UIFont(name: "Inter-SemiBoldItalic", size: 12)?.pointSize == 12)
  }

  @Test("characters the system font lacks come from the fallback made for their script")
  func fallbacksByScript() {
    let face = UIFont.systemFont(ofSize: 17).face

    let files = FontLibrary.shared.segments(of: "HÉLLÖ 한국어 مرحبا 😀", face: face, scale: 3)
      .map { URL(fileURLWithPath: $0.face.file).lastPathComponent }

    #expect(
      files == [
        "Inter-Regular.otf", "NotoSansCJK-Regular.ttc", "Inter-Regular.otf",
        "NotoSansArabic-Regular.ttf", "Inter-Regular.otf", "NotoColorEmoji.ttf",
      ])
  }

  @Test("right-to-left words in a left-to-right line are shaped right to left, in reverse order")
  func bidirectionalOrder() {
    let face = UIFont.systemFont(ofSize: 17).face

    let pieces = FontLibrary.shared.segments(of: "a שלום مرحبا b", face: face, scale: 1)

    #expect(pieces.map(\.text) == ["a", " ", "مرحبا", " ", "שלום", " ", "b"])
    #expect(pieces.map(\.isRightToLeft) == [false, false, true, true, true, false, false])
    #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.x + $0.width == $1.x })
  }

  @Test("text no installed font has measures as boxes, and is reported once by script")
  func missingGlyphs() {
    let label = UILabel()
    label.text = "\u{F0000}\u{F0001}\u{F0002}"

    let first = label.intrinsicContentSize
    label.text = "\u{F0003}\u{F0004}\u{F0005}"
    let second = label.intrinsicContentSize

    #expect(first.width > 0 && first.width == second.width)
    #expect(
      AssetDiagnostics.messages.filter { $0.contains("Private Use characters") }.count == 1)
  }
}
