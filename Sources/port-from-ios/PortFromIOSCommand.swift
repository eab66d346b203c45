import Foundation
import PortFromIOS

/// `port-from-ios [--dry-run] <folder or file>…`: ports the Swift files found there in place and
/// prints what it changed and what it left.
///
/// The command plugin runs this with the folders of the targets it is given. The arguments are
/// few enough that they are read by hand: an argument parser would be one more package to build
/// before the first run.
@main
struct PortFromIOSCommand {
  static let usage = """
    usage: port-from-ios [--dry-run] <folder or file>...
      Rewrites Objective-C-only Swift (@objc optional protocols, #selector target-action,
      extension overrides, @IBOutlet, @objc attributes) into Swift that builds with this UIKit
      on Linux. Folders are searched for .swift files, skipping hidden and .build folders.
      --dry-run  print what would change, and change nothing
    """

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    let dryRun = arguments.contains("--dry-run")
    arguments.removeAll { $0 == "--dry-run" }
    if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
      fail("unknown option \(unknown)\n\(usage)", status: 64)
    }
    guard !arguments.isEmpty else { fail(usage, status: 64) }

    let paths = arguments.flatMap(swiftFiles)
    let files = paths.map { path in
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        fail("cannot read \(path)", status: 1)
      }
      return SourceFile(path: path, text: text)
    }
    let result = Porter().port(files)
    if !dryRun {
      for file in result.changedFiles(comparedWith: files) {
        do {
          try file.text.write(toFile: file.path, atomically: true, encoding: .utf8)
        } catch {
          fail("cannot write \(file.path): \(error)", status: 1)
        }
      }
    }
    print(result.summary(comparedWith: files, dryRun: dryRun))
  }

  /// The `.swift` files at `path`: the file itself, or those under the folder, sorted.
  static func swiftFiles(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      fail("no such file or folder: \(path)", status: 1)
    }
    guard isFolder.boolValue else { return [path] }
    let root = URL(fileURLWithPath: path)
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var found: [String] = []
    for case let url as URL in walker {
      if url.lastPathComponent.hasPrefix(".build") {
        walker.skipDescendants()
      } else if url.pathExtension == "swift" {
        found.append(url.path)
      }
    }
    return found.sorted()
  }

  static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("port-from-ios: \(message)\n".utf8))
    exit(status)
  }
}
