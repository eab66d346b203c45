import Foundation
import Testing
import UIKit
import UIKitTestSupport

@Suite(
  "Custom fonts: registered from a file or a bundle, then found by UIFont(name:size:)", .uiTest)
@MainActor
struct FontRegistrationTests {
  /// A folder holding one font file under a name of the test's choosing: a copy of the bundled
  /// bold face, standing in for an app's own font.
  private func fontFolder(fileName: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bundled = try #require(FontLibrary.shared.path(forFile: "NanumSquareRoundB.ttf"))
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: bundled), to: folder.appendingPathComponent(fileName))
    return folder
  }

  @Test("a registered file is found by its file name and its PostScript-style name")
  func registerFile() throws {
    let folder = try fontFolder(fileName: "BrandDisplay.ttf")
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = UIFont(name: "BrandDisplay", size: 20)

    let registered = UIFont.registerFont(at: folder.appendingPathComponent("BrandDisplay.ttf"))
    let byFile = UIFont(name: "BrandDisplay", size: 20)
    let byPostScript = UIFont(name: byFile?.fontName ?? "", size: 12)

    #expect(before == nil)
    #expect(registered)
    #expect(byFile?.pointSize == 20)
    #expect(byPostScript?.pointSize == 12)
    #expect(byFile?.familyName == "NanumSquareRound")
    #expect(
      byFile.map { UIFont.fontNames(forFamilyName: $0.familyName) }?.contains(byFile!.fontName)
        == true)
    #expect(byFile.map { $0.lineHeight > 0 } == true)
  }

  @Test("names match regardless of case, and the font keeps its own spelling")
  func caseInsensitiveNames() throws {
    let folder = try fontFolder(fileName: "Roboto-Medium.ttf")
    defer { try? FileManager.default.removeItem(at: folder) }
    UIFont.registerFont(at: folder.appendingPathComponent("Roboto-Medium.ttf"))

    let registered = UIFont(name: "roboto-medium", size: 15)
    let bundled = UIFont(name: "NANUMSQUAREROUNDB", size: 15)
    let system = UIFont(name: "inter-semibold", size: 15)

    #expect(registered?.familyName == "NanumSquareRound")
    #expect(registered?.pointSize == 15)
    #expect(bundled?.fontName == "NanumSquareRoundB")
    #expect(system?.fontName == "Inter-SemiBold")
    #expect(UIFont(name: "inter-semibol", size: 15) == nil)
  }

  @Test("a label in a registered font draws with that file")
  func drawsWithFile() throws {
    let folder = try fontFolder(fileName: "BrandText.ttf")
    defer { try? FileManager.default.removeItem(at: folder) }
    UIFont.registerFont(at: folder.appendingPathComponent("BrandText.ttf"))
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 200, height: 60))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.font = UIFont(name: "BrandText", size: 18)
    label.text = "Hello"
    window.addSubview(label)

    window.layoutIfNeeded()
    let runs = RecordingRenderer().record(window).flattened.compactMap { item -> TextRun? in
      if case .text(let run) = item { return run }
      return nil
    }

    #expect(runs.map(\.font.file) == [folder.appendingPathComponent("BrandText.ttf").path])
    #expect(label.intrinsicContentSize.width > 0)
  }

  @Test("registerFonts(in:) registers every font file in a bundle's resources")
  func registerBundle() throws {
    let folder = try fontFolder(fileName: "Bundled-One.otf")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
    let bundle = try #require(Bundle(path: folder.path))

    let names = UIFont.registerFonts(in: bundle)

    #expect(names.count == 1)
    #expect(UIFont(name: "Bundled-One", size: 10) != nil)
    #expect(AssetDiagnostics.messages.contains { $0.contains(folder.path + "/Broken.ttf") })
  }

  @Test("a file that is not a font is refused and registers nothing")
  func refusesNonFont() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "not-a-font-\(UUID().uuidString).ttf")
    try Data("plain text".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let registered = UIFont.registerFont(at: file)

    #expect(!registered)
    #expect(UIFont(name: file.deletingPathExtension().lastPathComponent, size: 12) == nil)
  }
}
