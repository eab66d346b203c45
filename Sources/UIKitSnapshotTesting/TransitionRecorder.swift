import SDLHost
import UIKit
import UIKitTestSupport

/// Records a transition as a filmstrip, through the manual clock, so that the same test gives
/// the same frames every time.
///
/// The first frame is the window just after the transition began; the last, at rest. With no
/// interval, the clock runs a frame at a time until nothing moves (ten seconds at most), and
/// `count` frames are picked evenly from start to finish. With an interval, frames are that far
/// apart, and a transition still running after the last one fails the test: it asked for too
/// few frames or too short an interval.
@MainActor
enum TransitionRecorder {
  /// The longest a transition may run when frames are spread over it.
  static let maximumDuration: TimeInterval = 10

  static func record(
    in window: UIWindow, frames count: Int, every interval: TimeInterval?,
    traits: UITraitCollection, at place: SourcePlace, _ transition: () -> Void
  ) -> UIImage {
    let clock = SnapshotHost.clock
    let count = max(count, 1)
    clock.settle()
    transition()
    clock.settle()
    var lists = [window.currentDisplayList]
    var problem: String?
    if let interval {
      for _ in 1..<count {
        clock.advance(by: interval)
        lists.append(window.currentDisplayList)
      }
      // A frame or two more at the same time delivers what ended with the last frame
      // (completions, and the layout they ask for); only moving things are left after that.
      for _ in 0..<2 where UIApplication.shared.needsFrame { clock.settle() }
      if UIApplication.shared.needsFrame {
        let span = String(format: "%g", Double(count - 1) * interval)
        problem =
          "The transition was still running after \(count) frames \(interval) s apart "
          + "(\(span) s). Ask for more frames or a longer interval."
      }
    } else {
      var elapsed: TimeInterval = 0
      while UIApplication.shared.needsFrame, elapsed < maximumDuration {
        clock.tick()
        elapsed += 1.0 / 60
        lists.append(window.currentDisplayList)
      }
      if UIApplication.shared.needsFrame {
        problem =
          "The transition was still running after \(Int(maximumDuration)) s: something "
          + "animates for ever (a repeating animation or a running display link). Record it "
          + "with `every:` to take frames a fixed interval apart."
      }
      let last = lists.count - 1
      lists = (0..<count).map { index in
        lists[count == 1 ? last : Int((Double(index * last) / Double(count - 1)).rounded())]
      }
    }
    if let problem { place.fail(problem) }
    let scale = SnapshotHost.scale(for: traits)
    let rasterizer = SDLRasterizer()
    let frames = lists.map {
      rasterizer.rasterize($0, size: window.bounds.size, scale: scale)
        ?? ImageBitmap(width: 0, height: 0, pixels: [])
    }
    return UIImage(bitmap: Filmstrip(frames: frames).image, scale: scale)
  }
}
