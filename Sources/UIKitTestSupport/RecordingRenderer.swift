import UIKit

/// A rasterizer that draws nothing and remembers what it was asked to draw.
///
/// Tests of the display list use it to check what a host would draw, with no SDL at all.
@preconcurrency @MainActor
public final class RecordingRenderer: DisplayListRasterizer {
  /// Every display list recorded or asked to be rasterised, oldest first.
  public private(set) var frames: [DisplayList] = []

  /// Makes a renderer with no frames recorded.
  public init() {}

  /// Records `list` and returns a transparent bitmap of the requested size.
  public func rasterize(_ list: DisplayList, size: CGSize, scale: CGFloat) -> ImageBitmap? {
    frames.append(list)
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    return ImageBitmap(
      width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
  }

  /// Records a window's current display list, as a host would draw it this frame.
  @discardableResult
  public func record(_ window: UIWindow) -> DisplayList {
    let list = window.currentDisplayList
    frames.append(list)
    return list
  }

  /// The text of every run in the last frame, in drawing order.
  public var texts: [String] {
    (frames.last?.flattened ?? []).compactMap {
      if case .text(let run) = $0 { return run.text }
      return nil
    }
  }
}
