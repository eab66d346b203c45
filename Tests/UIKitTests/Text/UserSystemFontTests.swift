import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The one setting that points the system font at Apple's SF Pro files a user has installed:
/// `UIKIT_SYSTEM_FONT_DIRECTORY`. The files here are copies of the bundled font under SF Pro's
/// file names, standing in for Apple's, which the project does not ship.
@Suite("System font from the user's SF Pro folder", .uiTest)
@MainActor
struct UserSystemFontTests {
  /// A folder with `names`, each a copy of the bundled regular face.
  private func folder(with names: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bundled = try #require(FontLibrary.shared.path(forFile: "NanumSquareRoundR.ttf"))
    for name in names {
      try FileManager.default.copyItem(
        at: URL(fileURLWithPath: bundled), to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// Runs `body` with the setting naming `folder`, then removes it.
  private func withSetting(_ folder: URL, _ body: () -> Void) {
    setenv("UIKIT_SYSTEM_FONT_DIRECTORY", folder.path, 1)
    defer { unsetenv("UIKIT_SYSTEM_FONT_DIRECTORY") }
    body()
  }

  @Test("text sizes take SF Pro Text, display sizes SF Pro Display, by weight")
  func textAndDisplay() throws {
    let folder = try folder(with: [
      "SF-Pro-Text-Regular.otf", "SF-Pro-Text-Semibold.otf", "SF-Pro-Display-Bold.otf",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    var fonts: [UIFont] = []

    withSetting(folder) {
      fonts = [
        .systemFont(ofSize: 17), .systemFont(ofSize: 15, weight: .semibold),
        .boldSystemFont(ofSize: 34),
      ]
    }
    let afterwards = UIFont.systemFont(ofSize: 17)

    #expect(
      fonts.map(\.fontName) == ["SFProText-Regular", "SFProText-Semibold", "SFProDisplay-Bold"])
    #expect(fonts.map(\.familyName) == ["SF Pro Text", "SF Pro Text", "SF Pro Display"])
    #expect(fonts[0].face.file == folder.appendingPathComponent("SF-Pro-Text-Regular.otf").path)
    #expect(afterwards.fontName.hasPrefix("Inter"))
  }

  @Test("a face the folder lacks is drawn with Inter, and the message names the file")
  func missingFace() throws {
    let folder = try folder(with: ["SF-Pro-Text-Regular.otf"])
    defer { try? FileManager.default.removeItem(at: folder) }
    var italic: UIFont?

    withSetting(folder) { italic = .italicSystemFont(ofSize: 17) }

    #expect(italic?.fontName == "Inter-Italic")
    #expect(
      AssetDiagnostics.messages.contains {
        $0.contains(folder.path) && $0.contains("SF-Pro-Text-RegularItalic.otf")
      })
  }
}
