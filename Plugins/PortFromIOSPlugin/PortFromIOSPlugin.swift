import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory port-from-ios [--dry-run] [--target T]…`:
/// runs `port-from-ios` on the package's targets, all of them unless some are named, together,
/// so that a protocol declared in one target is matched with its callers in another.
@main
struct PortFromIOSPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let dryRun = extractor.extractFlag(named: "dry-run") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw PortFromIOSPluginError(
        "unexpected arguments \(extractor.remainingArguments); "
          + "use [--dry-run] [--target <name>]...")
    }
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }
    guard !folders.isEmpty else { throw PortFromIOSPluginError("no Swift targets to port") }

    let process = Process()
    process.executableURL = try context.tool(named: "port-from-ios").url
    process.arguments = (dryRun ? ["--dry-run"] : []) + folders
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PortFromIOSPluginError("port-from-ios failed with status \(process.terminationStatus)")
    }
  }
}

/// Why the plugin stopped, as `swift package` prints it.
struct PortFromIOSPluginError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
