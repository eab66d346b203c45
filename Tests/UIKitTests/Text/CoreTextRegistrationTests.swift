import Foundation
import Testing
import UIKit
import UIKitTestSupport

@Suite("Fonts registered through Core Text, as iOS apps and test suites register them", .uiTest)
@MainActor
struct CoreTextRegistrationTests {
  /// A font installed with the build's packages, which UIKit does not know by name until it is
  /// registered.
  let notoDisplay = "/usr/share/fonts/truetype/noto/NotoSansDisplay-Regular.ttf"
  let notoDisplayBold = "/usr/share/fonts/truetype/noto/NotoSansDisplay-Bold.ttf"

  @Test("a font registered from its data is found by its PostScript name, in any case")
  func registerGraphicsFont() throws {
    let data = try #require(NSData(contentsOfFile: notoDisplay))
    let before = UIFont(name: "notosansdisplay-regular", size: 15)

    let provider = try #require(CGDataProvider(data: data))
    let font = try #require(CGFont(provider))
    let registered = CTFontManagerRegisterGraphicsFont(font, nil)

    #expect(before == nil)
    #expect(font.postScriptName == "NotoSansDisplay-Regular")
    #expect(registered)
    #expect(UIFont(name: "NotoSansDisplay-Regular", size: 15)?.pointSize == 15)
    #expect(
      UIFont(name: "notosansdisplay-regular", size: 15)?.fontName == "NotoSansDisplay-Regular")
  }

  @Test("registering a font twice fails with Core Text's 'already registered' error")
  func registeringTwiceFails() throws {
    let url = URL(fileURLWithPath: notoDisplayBold) as CFURL
    var error: Unmanaged<CFError>?

    let first = CTFontManagerRegisterFontsForURL(url, .process, nil)
    let second = CTFontManagerRegisterFontsForURL(url, .process, &error)

    #expect(first)
    #expect(!second)
    #expect(error?.takeRetainedValue().code == 105)
    #expect(UIFont(name: "NotoSansDisplay-Bold", size: 11) != nil)
  }

  @Test("data that is not a font makes no CGFont, and a file that is not one is refused")
  func notAFont() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).ttf")
    try Data("not a font".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var error: Unmanaged<CFError>?

    let font = CGDataProvider(data: Data("not a font".utf8) as NSData).flatMap(CGFont.init)
    let registered = CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error)

    #expect(font == nil)
    #expect(!registered)
    #expect(error?.takeRetainedValue().domain == kCTFontManagerErrorDomain as String)
  }
}
