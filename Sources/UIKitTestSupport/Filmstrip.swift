import UIKit

/// A transition as a row of frames, for visual tests and for looking at motion on paper.
///
/// `record` renders the window, runs the manual clock on by `interval`, and repeats, so the
/// same test gives the same strip every time; `image` lays the frames side by side, with a
/// 2-pixel gap, ready for ``ReferenceImage/compare(_:named:)`` or a PNG on disk.
@preconcurrency @MainActor
public struct Filmstrip {
  /// The frames, first to last.
  public let frames: [ImageBitmap]

  /// Renders `count` frames, `interval` seconds apart, starting with the window as it is now.
  public static func record(
    _ window: UIWindow, frames count: Int, every interval: TimeInterval,
    clock: ManualClock = ManualClock(), scale: CGFloat = 1, includingSystemChrome: Bool = false
  ) -> Filmstrip {
    var frames: [ImageBitmap] = []
    for index in 0..<max(count, 0) {
      if index > 0 { clock.advance(by: interval) }
      frames.append(
        WindowSnapshot.render(
          window, scale: scale, includingSystemChrome: includingSystemChrome))
    }
    return Filmstrip(frames: frames)
  }

  /// Makes a strip from frames already rendered.
  public init(frames: [ImageBitmap]) {
    self.frames = frames
  }

  /// The frames in one row, left to right, on a black background.
  public var image: ImageBitmap {
    let gap = 2
    let width = frames.reduce(0) { $0 + $1.width } + gap * max(frames.count - 1, 0)
    let height = frames.map(\.height).max() ?? 0
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
    var left = 0
    for frame in frames {
      for row in 0..<frame.height {
        let source = row * frame.width * 4
        let destination = (row * width + left) * 4
        pixels.replaceSubrange(
          destination..<destination + frame.width * 4,
          with: frame.pixels[source..<source + frame.width * 4])
      }
      left += frame.width + gap
    }
    return ImageBitmap(width: width, height: height, pixels: pixels)
  }
}
