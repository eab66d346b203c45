import Foundation
import UIKit

/// What the app's window showed, as XCUITest's: the pixels the host drew, with the simulated
/// status bar, at the screen's scale.
public final class XCUIScreenshot: Sendable {
  /// The screenshot as a PNG file's bytes.
  public let pngRepresentation: Data

  init(pngRepresentation: Data) {
    self.pngRepresentation = pngRepresentation
  }

  /// The screenshot as an image (decoded from its PNG).
  @MainActor
  public var image: UIImage {
    UIImage(data: pngRepresentation) ?? UIImage()
  }
}

/// What can be photographed: the application (its window) or one element (its frame of it).
@MainActor
public protocol XCUIScreenshotProviding {
  /// The pixels now.
  func screenshot() -> XCUIScreenshot
}

extension XCUIElement: XCUIScreenshotProviding {
  /// The window's pixels, cropped to the element's frame (the whole window for the
  /// application). Empty, with a recorded failure, when the app cannot be reached.
  public func screenshot() -> XCUIScreenshot {
    guard
      let reply = application.perform(
        .screenshot, action: "Failed to take a screenshot of \(elementDescription)",
        file: #filePath, line: #line),
      case .screenshot(let png) = reply
    else { return XCUIScreenshot(pngRepresentation: Data()) }
    guard self !== application,
      let (tree, index) = node(
        for: "Failed to take a screenshot", file: #filePath, line: #line)
    else { return XCUIScreenshot(pngRepresentation: png) }
    let windowWidth = tree.nodes.first { $0.type == .window }?.element.frame.width ?? 0
    let frame = CGRect(tree.nodes[index].element.frame)
    return XCUIScreenshot(
      pngRepresentation: Self.crop(png, to: frame, windowWidth: windowWidth) ?? png)
  }

  /// The part of a window's PNG under `frame` (in points; the window `windowWidth` points wide),
  /// through UIKit's image renderer.
  private static func crop(_ png: Data, to frame: CGRect, windowWidth: Double) -> Data? {
    guard let window = UIImage(data: png), !frame.isEmpty, windowWidth > 0 else { return nil }
    let scale = window.size.width * window.scale / windowWidth
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let renderer = UIGraphicsImageRenderer(size: frame.size, format: format)
    let points = CGSize(
      width: window.size.width * window.scale / scale,
      height: window.size.height * window.scale / scale)
    return renderer.image { _ in
      window.draw(in: CGRect(origin: CGPoint(x: -frame.minX, y: -frame.minY), size: points))
    }.pngData()
  }
}
