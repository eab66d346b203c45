@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
  /// Matches swift-snapshot-testing on iOS: a view drawn and compared pixel for pixel.
  public static var image: Snapshotting { .image() }

  /// Matches swift-snapshot-testing on iOS: a view drawn and compared as precisely as asked.
  ///
  /// A view in a window is drawn where it is. A view in none is lent a window of `size` (its own
  /// size when `nil`) with `traits`, laid out there, drawn, and taken out again. As upstream,
  /// a view with no width or no height is sized with `sizeToFit()` first; one that still has
  /// none is recorded as upstream's placeholder image ("No image could be generated…"), and
  /// fails.
  ///
  /// ```swift
  /// assertSnapshot(of: card, as: .image(size: CGSize(width: 300, height: 120)))
  /// ```
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Whether the view is drawn in the application's key window,
  ///     as upstream's `drawHierarchyInKeyWindow: true`: inside a plain controller made the
  ///     window's root, the window resized to the view, and left with no root afterwards.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match, as `1 - ΔE / 100`.
  ///   - size: The view's size for the snapshot; its own when `nil`.
  ///   - traits: Traits for the lent window; a `displayScale` sets the image's pixels per point,
  ///     which is otherwise the main screen's (`UIScreen.main.scale`), as on iOS.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    drawn(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) { view in
      if drawHierarchyInKeyWindow {
        // Matches upstream: the view goes in a plain controller's view at its own origin, and
        // gets its frame back afterwards.
        let initialFrame = view.frame
        view.frame.size = size ?? view.frame.size
        let holder = UIViewController()
        holder.view.bounds = view.bounds
        holder.view.addSubview(view)
        defer { view.frame = initialFrame }
        return SnapshotHost.inKeyWindow(showing: holder, size: view.bounds.size, traits: traits) {
          _ in SnapshotHost.image(of: view, traits: traits)
        } ?? SnapshotHost.emptyImage(scale: SnapshotHost.scale(for: traits))
      }
      return SnapshotHost.withWindow(showing: view, size: size, traits: traits) { _ in
        SnapshotHost.image(of: view, traits: traits)
      }
    }
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// Matches swift-snapshot-testing on iOS: the view's `recursiveDescription`, in UIKit's
  /// format without addresses:
  ///
  /// ```
  /// <UIView; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer>>
  ///    | <UILabel; frame = (161.333 44; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
  /// ```
  public static var recursiveDescription: Snapshotting { .recursiveDescription() }

  /// Matches swift-snapshot-testing on iOS: the view's `recursiveDescription`, laid out at
  /// `size` with `traits` when it is in no window.
  public static func recursiveDescription(
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    Snapshotting<String, String>.lines.pullback { view in
      MainActor.assumeIsolated {
        SnapshotHost.withWindow(showing: view, size: size, traits: traits) { _ in
          SnapshotHost.purgingPointers(view.recursiveDescription())
        }
      }
    }
  }
}
