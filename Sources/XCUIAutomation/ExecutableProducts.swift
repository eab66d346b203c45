import Foundation

/// The executable products SwiftPM built next to the tests: each has a `<name>.product`
/// folder beside its binary in the build folder (`.build/debug`); test bundles (`.xctest`) and
/// plugin tools are not apps.
enum ExecutableProducts {
  /// The build folder: the one holding the test bundle that runs.
  static var buildFolder: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
  }

  static func named(_ name: String) -> URL {
    buildFolder.appendingPathComponent(name)
  }

  /// The package's only executable product, or why there is not exactly one.
  static func only() -> Result<URL, LaunchFailure> {
    let folder = buildFolder
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    // `-tool` executables are the command plugins' and macros' tools SwiftPM builds for the
    // host (`port-from-ios-tool`), not the package's apps.
    let names = entries.filter { $0.hasSuffix(".product") }.map { String($0.dropLast(8)) }
      .filter { !$0.hasSuffix("-tool") }
      .filter {
        FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0).path)
      }
      .sorted()
    switch names.count {
    case 1: return .success(folder.appendingPathComponent(names[0]))
    case 0:
      return .failure(
        LaunchFailure(
          "no executable product was built in \(folder.path): add the app's executable target "
            + "to the UI test target's dependencies, or use XCUIApplication(url:)"))
    default:
      return .failure(
        LaunchFailure(
          "\(folder.path) holds several executable products (\(names.joined(separator: ", "))): "
            + "name one with XCUIApplication(bundleIdentifier:)"))
    }
  }
}
