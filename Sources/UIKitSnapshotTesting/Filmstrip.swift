import SDLHost
import UIKit
import UIKitTestSupport

/// A transition as a row of frames, for visual tests and for looking at motion on paper.
///
/// `record` renders the window, runs the manual clock on by `interval`, and repeats, so the
/// same test gives the same strip every time; `image` lays the frames side by side, with a
/// 2-pixel gap, ready for a PNG on disk or for swift-snapshot-testing's `assertSnapshot` as a
/// `UIImage`, through this library's image strategy:
///
/// ```swift
/// assertSnapshot(
///   of: UIImage(bitmap: strip.image), as: .image(perceptualPrecision: 0.99), named: "curl")
/// ```
///
/// The `.transition` strategy records a filmstrip itself; build one by hand when the frames are
/// taken between input events, or with the simulated status bar.
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
  public var image: ImageBitmap { FilmstripLayout.image(frames) }
}
