import Foundation
import XCTest

/// A file kept with an XCTest case's results, as Apple's XCTest has and swift-corelibs-xctest
/// lacks: `add(XCTAttachment(screenshot: app.screenshot()))` in a test case.
///
/// The test runner on Linux has no result bundle, so `add(_:)` writes the attachment into the
/// folder named by `XCT_ATTACHMENTS_PATH` (by default `.build/attachments` beside the build
/// folder) and prints where, once per attachment.
public final class XCTAttachment: @unchecked Sendable {
  /// Whether the attachment is kept when the test passes, as Apple's.
  public enum Lifetime: Int, Sendable {
    case keepAlways = 0
    case deleteOnSuccess = 1
  }

  /// The attachment's bytes.
  public let data: Data
  /// The uniform type of the data (`public.png` for a screenshot).
  public let uniformTypeIdentifier: String
  /// The file's name, without extension; a name is made from the time when it is `nil`.
  public var name: String?
  /// Whether to keep it when the test passes; kept always here: results are files.
  public var lifetime: Lifetime = .deleteOnSuccess

  /// A screenshot, as a PNG.
  public init(screenshot: XCUIScreenshot) {
    data = screenshot.pngRepresentation
    uniformTypeIdentifier = "public.png"
  }

  /// Any bytes, with their uniform type.
  public init(data: Data, uniformTypeIdentifier: String = "public.data") {
    self.data = data
    self.uniformTypeIdentifier = uniformTypeIdentifier
  }

  /// Where `add(_:)` writes attachments.
  static var folder: URL {
    if let path = ProcessInfo.processInfo.environment["XCT_ATTACHMENTS_PATH"] {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return ExecutableProducts.buildFolder.deletingLastPathComponent()
      .appendingPathComponent("attachments", isDirectory: true)
  }
}

extension XCTestCase {
  /// Keeps `attachment` with the test's results: a file in ``XCTAttachment``'s folder, named
  /// after the test and the attachment.
  public func add(_ attachment: XCTAttachment) {
    let folder = XCTAttachment.folder
    let test = name.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
    let stem = attachment.name ?? "attachment-\(Int(Date().timeIntervalSince1970 * 1000))"
    let suffix = attachment.uniformTypeIdentifier == "public.png" ? ".png" : ""
    let url = folder.appendingPathComponent("\(test)-\(stem)\(suffix)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try attachment.data.write(to: url)
      print("Attachment \(stem): \(url.path)")
    } catch {
      print("Attachment \(stem) could not be written to \(url.path): \(error)")
    }
  }
}
