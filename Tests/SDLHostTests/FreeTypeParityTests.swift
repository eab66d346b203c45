import CSDL2
import Foundation
import Testing

@testable import QuartzCore

/// The core measures and rasterises text with FreeType and HarfBuzz (`SizedFont`); the host
/// draws it with SDL2_ttf. What fits must fit on screen, so the two must agree to the pixel: each
/// test opens one font file both ways at several sizes and compares integers.
@Suite("The core's FreeType text measures and draws as SDL2_ttf does")
@MainActor
struct FreeTypeParityTests {
  /// Every font the core can open: the bundled faces, Inter's, and every fallback.
  nonisolated static let fontFiles: [String] = {
    let bundled = [FontLibrary.bundledRegularFile, FontLibrary.bundledBoldFile].compactMap {
      FontLibrary.shared.path(forFile: $0)
    }
    let inter =
      (try? FileManager.default.contentsOfDirectory(atPath: SystemFonts.interDirectory))
      .map { $0.filter { $0.hasPrefix("Inter-") }.sorted() }?
      .map { SystemFonts.interDirectory + $0 } ?? []
    let fallbacks = (SystemFonts.fallbacks(bold: false) + SystemFonts.fallbacks(bold: true))
      .map(\.path)
    // The emoji font is in both chains; it is tested once.
    var seen = Set<String>()
    return bundled + inter + fallbacks.filter { seen.insert($0).inserted }
  }()

  static let pixelSizes = [1, 6, 11, 13, 17, 22, 34, 51, 96, 240]

  /// Text, with the script tag and direction the core would shape it in.
  static let texts: [(text: String, script: String, rightToLeft: Bool)] = [
    ("", "Latn", false),
    (" ", "Latn", false),
    ("Hello, World!", "Latn", false),
    ("AVAWAY Tŷ fi ffl “quoted” 1234567890", "Latn", false),
    ("e\u{301}a\u{308}o\u{302}", "Latn", false),
    ("Ελληνικά Кириллица", "Grek", false),
    ("한국어 텍스트입니다", "Hang", false),
    ("漢字とかなの交じり文", "Hani", false),
    ("مرحبا بالعالم", "Arab", true),
    ("שלום עולם", "Hebr", true),
    ("نص 123 عربي", "Arab", true),
    ("नमस्ते दुनिया", "Deva", false),
    ("สวัสดีครับ", "Thai", false),
    ("😀👍🏽🇰🇷👩‍👩‍👧", "Zyyy", false),
    ("Hello 한국어 مرحبا 😀", "Latn", false),
    ("Mixed שלום", "Hebr", true),
    ("☂☃★♞", "Zyyy", false),
    (String(repeating: "Wrap me, 줄 바꿈! ", count: 150), "Latn", false),
  ]

  init() {
    #expect(TTF_Init() == 0)
  }

  @Test(
    "ascent, descent, height and line skip, names and glyph coverage of characters",
    arguments: fontFiles)
  func metrics(path: String) throws {
    var mismatches: [String] = []

    for size in Self.pixelSizes {
      let (font, sdl) = try open(path, size)
      defer { TTF_CloseFont(sdl) }
      let ours = [font.ascent, font.descent, font.height, font.lineSkip]
      let theirs =
        [TTF_FontAscent(sdl), TTF_FontDescent(sdl), TTF_FontHeight(sdl)]
        .map(Int.init) + [Int(TTF_FontLineSkip(sdl))]
      if ours != theirs { mismatches.append("\(size) px metrics: \(ours) vs \(theirs)") }
      for scalar in "Aé한漢ع☃😀\u{10FFFD}\u{E000}".unicodeScalars {
        let provided = FontLibrary.shared.withState { _ in font.providesGlyph(for: scalar) }
        if provided != (TTF_GlyphIsProvided32(sdl, scalar.value) != 0) {
          mismatches.append("\(size) px: provides U+\(String(scalar.value, radix: 16))")
        }
      }
      let names = [font.familyName, font.styleName]
      let sdlNames = [TTF_FontFaceFamilyName(sdl), TTF_FontFaceStyleName(sdl)].map {
        $0.map { String(cString: $0) }
      }
      if names != sdlNames { mismatches.append("names \(names) vs \(sdlNames)") }
    }

    #expect(mismatches.isEmpty, "\(path): \(mismatches.joined(separator: "; "))")
  }

  @Test(
    "the width of shaped text, in every script and direction, at every size", arguments: fontFiles)
  func widths(path: String) throws {
    var mismatches: [String] = []

    for size in Self.pixelSizes {
      let (font, sdl) = try open(path, size)
      defer { TTF_CloseFont(sdl) }
      for (text, script, rightToLeft) in Self.texts {
        let ours = FontLibrary.shared.withState { _ in
          font.shape(text, script: script, rightToLeft: rightToLeft).width
        }
        let theirs = sdlSize(sdl, text, script: script, rightToLeft: rightToLeft).width
        if ours != theirs {
          mismatches.append("\(size) px '\(text.prefix(20))': \(ours) vs \(theirs)")
        }
      }
    }

    #expect(mismatches.isEmpty, "\(path): \(mismatches.joined(separator: "; "))")
  }

  @Test(
    "glyph coverage is the alpha SDL2_ttf's blended rendering gives, pixel for pixel",
    arguments: fontFiles)
  func coverage(path: String) throws {
    var mismatches: [String] = []

    for size in [6, 13, 17, 34] {
      let (font, sdl) = try open(path, size)
      defer { TTF_CloseFont(sdl) }
      for (text, script, rightToLeft) in Self.texts.prefix(17) {
        let theirs = sdlAlpha(sdl, text, script: script, rightToLeft: rightToLeft)
        // Twice: rendered, then from the glyph images the font kept.
        for pass in ["rendered", "kept"] {
          let ours = FontLibrary.shared.withState { state in
            let shaped = font.shape(text, script: script, rightToLeft: rightToLeft)
            return font.coverage(of: shaped, in: &state)
          }
          if ours?.width != theirs?.width || ours?.height != theirs?.height
            || ours?.alpha != theirs?.alpha
          {
            mismatches.append(
              "\(size) px '\(text.prefix(20))', \(pass): "
                + "\(ours.map { "\($0.width)×\($0.height)" } ?? "nil")"
                + " vs \(theirs.map { "\($0.width)×\($0.height)" } ?? "nil")")
          }
        }
      }
    }

    #expect(mismatches.isEmpty, "\(path): \(mismatches.joined(separator: "; "))")
  }

  /// The file opened by the core and by SDL2_ttf at `pixelSize`.
  private func open(_ path: String, _ pixelSize: Int) throws -> (SizedFont, OpaquePointer) {
    let font = try #require(
      FontLibrary.shared.font(file: path, pixelSize: pixelSize), "the core cannot open \(path)")
    let sdl = try #require(TTF_OpenFont(path, Int32(pixelSize)), "SDL2_ttf cannot open \(path)")
    TTF_SetFontHinting(sdl, TTF_HINTING_LIGHT_SUBPIXEL)
    return (font, sdl)
  }

  private func sdlSize(_ font: OpaquePointer, _ text: String, script: String, rightToLeft: Bool)
    -> (width: Int, height: Int)
  {
    TTF_SetFontDirection(font, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
    TTF_SetFontScriptName(font, script)
    var (width, height): (Int32, Int32) = (0, 0)
    TTF_SizeUTF8(font, text, &width, &height)
    return (Int(width), Int(height))
  }

  /// The alpha channel of SDL2_ttf's blended rendering in opaque white, as the host draws it.
  private func sdlAlpha(_ font: OpaquePointer, _ text: String, script: String, rightToLeft: Bool)
    -> CoverageImage?
  {
    TTF_SetFontDirection(font, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
    TTF_SetFontScriptName(font, script)
    // From an emptied glyph cache, as the host draws (`TextRasterizer.renderWhite`).
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT_SUBPIXEL)
    guard
      let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    let pitch = Int(surface.pointee.pitch)
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    // ARGB8888, little-endian: alpha is each pixel's fourth byte.
    var alpha = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width { alpha[y * width + x] = pixels[y * pitch + x * 4 + 3] }
    }
    return (alpha, width, height)
  }
}
