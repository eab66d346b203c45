@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value: UIViewController, Format == UIImage {
  /// A transition recorded as a filmstrip of `count` frames, left to right, and compared as one
  /// image.
  ///
  /// No iOS strategy does this: the manual clock makes motion deterministic. The controller is
  /// shown (in its own window if it is a visible window's root and no `config` is given, else on
  /// the device), `transition` starts the change, and the frames run from just after it began
  /// to rest:
  ///
  /// ```swift
  /// assertSnapshot(
  ///   of: navigation,
  ///   as: .transition(frames: 5) { $0.pushViewController(detail, animated: true) })
  /// ```
  ///
  /// With `every`, frames are that many seconds apart instead of spread over the transition,
  /// and a transition still running after the last frame fails the test with a message saying
  /// so; one that never ends fails after ten seconds of animation time either way, never hangs.
  ///
  /// - Parameters:
  ///   - count: How many frames; the first as the transition begins, the last at rest.
  ///   - interval: Seconds between frames; `nil` spreads the frames over the transition.
  ///   - config: The device to show the controller on.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match, as `1 - ΔE / 100`.
  ///   - traits: Traits over the device's; a `displayScale` sets the frames' pixels per point,
  ///     which is otherwise the main screen's, as for `.image(on:)`.
  ///   - transition: Starts the change: a push, a presentation, an animation.
  public static func transition(
    frames count: Int, every interval: TimeInterval? = nil, on config: ViewImageConfig? = nil,
    precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ transition: @escaping @MainActor (Value) -> Void
  ) -> Snapshotting {
    let place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    return drawn(
      precision: precision, perceptualPrecision: perceptualPrecision, traits: traits
    ) { controller in
      SnapshotHost.withWindow(
        showing: controller, config: config, traits: traits, asChild: false
      ) { window in
        TransitionRecorder.record(
          in: window, frames: count, every: interval, traits: traits, at: place
        ) { transition(controller) }
      }
    }
  }
}

extension Snapshotting where Value: UIView, Format == UIImage {
  /// A view's animation recorded as a filmstrip of `count` frames; see the controller version.
  ///
  /// The whole window the view is in is drawn; a view in no window is lent one of `size` (its
  /// own when `nil`):
  ///
  /// ```swift
  /// assertSnapshot(
  ///   of: badge,
  ///   as: .transition(frames: 4) { badge in UIView.animate(withDuration: 0.3) { badge.alpha = 0 } })
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many frames; the first as the animation begins, the last at rest.
  ///   - interval: Seconds between frames; `nil` spreads the frames over the animation.
  ///   - size: The size of the window lent to a view in none.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match, as `1 - ΔE / 100`.
  ///   - traits: Traits for the lent window; a `displayScale` sets the frames' pixels per point.
  ///   - transition: Starts the animation.
  public static func transition(
    frames count: Int, every interval: TimeInterval? = nil, size: CGSize? = nil,
    precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ transition: @escaping @MainActor (Value) -> Void
  ) -> Snapshotting {
    let place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    return drawn(
      precision: precision, perceptualPrecision: perceptualPrecision, traits: traits
    ) { view in
      SnapshotHost.withWindow(showing: view, size: size, traits: traits) { window in
        TransitionRecorder.record(
          in: window, frames: count, every: interval, traits: traits, at: place
        ) { transition(view) }
      }
    }
  }
}
