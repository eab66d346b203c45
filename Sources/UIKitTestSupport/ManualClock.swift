import UIKit

/// Frame time that moves only when a test says so.
///
/// A thin, readable layer over `UIApplication.shared.advance(by:)`: every step runs whole
/// frames of the pipeline, so the same test produces the same frames every time.
@preconcurrency @MainActor
public struct ManualClock {
  /// Makes a clock; every clock drives the same shared application.
  public init() {}

  /// The media time of the last frame.
  public var now: TimeInterval { UIApplication.shared.mediaTime }

  /// Runs one frame without moving time: delivers pending layout and callbacks.
  public func settle() {
    UIApplication.shared.advance(by: 0)
  }

  /// Runs `count` frames of 1/60 s.
  public func tick(frames count: Int = 1) {
    UIApplication.shared.advance(by: Double(count) / 60)
  }

  /// Runs frames until `seconds` have passed.
  public func advance(by seconds: TimeInterval) {
    UIApplication.shared.advance(by: seconds)
  }
}
