@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// Matches swift-snapshot-testing on iOS: a controller's view drawn and compared pixel for
  /// pixel.
  public static var image: Snapshotting { .image() }

  /// Matches swift-snapshot-testing on iOS: a controller shown on a device and compared.
  ///
  /// The controller becomes the child of a plain root controller (as upstream's does: it gets
  /// `willMove(toParent:)` and `didMove(toParent:)`) in a window of the device's size, safe
  /// area and traits, made for this snapshot; the manual clock runs until it has appeared and
  /// is laid out, and the controller disappears and leaves the window afterwards.
  ///
  /// As upstream draws it (`view.layer.render(in:)`), the image is the controller's view and its
  /// subviews only: where the view is transparent the image is transparent, and a controller
  /// it presents, which iOS puts in the window rather than in the view, is not drawn.
  ///
  /// ```swift
  /// assertSnapshot(of: controller, as: .image(on: .iPhone13(.landscape)))
  /// ```
  ///
  /// - Parameters:
  ///   - config: The device.
  ///   - drawHierarchyInKeyWindow: Whether the controller is shown in the application's key
  ///     window instead, as upstream's `drawHierarchyInKeyWindow: true`: the window takes the
  ///     device's size (not its safe area), the device's traits and `traits` are set over the
  ///     controller, and the window is left with no root controller afterwards.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match, as `1 - ΔE / 100`.
  ///   - size: A size in place of the device's.
  ///   - traits: Traits over the device's; a `displayScale` sets the image's pixels per point,
  ///     which is otherwise the main screen's (`UIScreen.main.scale`), as on iOS, where the
  ///     simulator's screen decides it and the device configuration does not.
  public static func image(
    on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    var config = config
    if let size { config.size = size }
    if drawHierarchyInKeyWindow {
      return keyWindowImage(
        size: config.size, over: UITraitCollection(traitsFrom: [config.traits, traits]),
        precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
    return windowImage(
      config: config, precision: precision, perceptualPrecision: perceptualPrecision,
      traits: traits)
  }

  /// Matches swift-snapshot-testing on iOS: a controller drawn and compared, with no device.
  ///
  /// A controller that is already a visible window's root, with no `size` asked for, is drawn
  /// in its window as it is. Any other becomes, for this snapshot, the child of the root of a window of
  /// `size` (the screen's when `nil`) with no safe area. Either way only the controller's view
  /// and its subviews are drawn, as upstream's `view.layer.render(in:)` draws them: not the
  /// window behind a transparent view, nor a controller presented over it.
  ///
  /// With `drawHierarchyInKeyWindow`, as upstream, the controller is shown in the
  /// application's key window instead: the window takes `size` (its own when `nil`), a plain
  /// parent holding the controller becomes its root, the controller's view is drawn, and the
  /// window is left with no root controller. With no key window, UIKit's
  /// `NSInternalInconsistencyException` is raised.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    if drawHierarchyInKeyWindow {
      return keyWindowImage(
        size: size, over: traits, precision: precision, perceptualPrecision: perceptualPrecision,
        traits: traits)
    }
    return windowImage(
      config: size.map { ViewImageConfig(size: $0) }, precision: precision,
      perceptualPrecision: perceptualPrecision, traits: traits)
  }

  /// The controller shown in the key window at `size` with `overrides` set over it, its view
  /// drawn as `drawHierarchy(in:afterScreenUpdates:)` draws it, compared at `traits`' scale.
  private static func keyWindowImage(
    size: CGSize?, over overrides: UITraitCollection, precision: Float,
    perceptualPrecision: Float, traits: UITraitCollection
  ) -> Snapshotting {
    drawn(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
      controller in
      SnapshotHost.inKeyWindow(showing: controller, size: size, traits: overrides) { _ in
        SnapshotHost.image(of: controller.view, traits: overrides)
      } ?? SnapshotHost.emptyImage(scale: SnapshotHost.scale(for: overrides))
    }
  }

  private static func windowImage(
    config: ViewImageConfig?, precision: Float, perceptualPrecision: Float,
    traits: UITraitCollection
  ) -> Snapshotting {
    drawn(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
      controller in
      // Matches upstream, which draws `controller.view.layer.render(in:)`: the window's
      // background, other windows and controllers presented over this one are not drawn.
      SnapshotHost.withWindow(showing: controller, config: config, traits: traits) { _ in
        SnapshotHost.image(rendering: controller.view.layer, traits: traits)
      }
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// Matches swift-snapshot-testing on iOS: the controller hierarchy, as UIKit's
  /// `_printHierarchy` prints it without addresses:
  ///
  /// ```
  /// <UINavigationController>, state: appeared, view: <UILayoutContainerView>
  ///    | <MyApp.ListController>, state: disappeared, view: <UIView> not in the window
  ///    | <MyApp.DetailController>, state: appeared, view: <UIView>
  /// ```
  ///
  /// A controller that is a visible window's root is described where it is; any other is shown
  /// in a window of the screen's size for the snapshot, as upstream does.
  public static var hierarchy: Snapshotting {
    Snapshotting<String, String>.lines.pullback { controller in
      MainActor.assumeIsolated {
        SnapshotHost.withWindow(showing: controller, config: nil, traits: .init()) { _ in
          SnapshotHost.purgingPointers(controller._printHierarchy())
        }
      }
    }
  }

  /// Matches swift-snapshot-testing on iOS: the `recursiveDescription` of the controller's view.
  public static var recursiveDescription: Snapshotting { .recursiveDescription() }

  /// Matches swift-snapshot-testing on iOS: the `recursiveDescription` of the controller's view,
  /// shown on a device first.
  ///
  /// - Parameters:
  ///   - config: The device; with none, as ``hierarchy`` shows the controller.
  ///   - size: A size in place of the device's.
  ///   - traits: Traits over the device's.
  public static func recursiveDescription(
    on config: ViewImageConfig? = nil, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    var config = config
    if let size {
      config = config ?? ViewImageConfig()
      config?.size = size
    }
    return Snapshotting<String, String>.lines.pullback { controller in
      MainActor.assumeIsolated {
        SnapshotHost.withWindow(showing: controller, config: config, traits: traits) { _ in
          SnapshotHost.purgingPointers(controller.view.recursiveDescription())
        }
      }
    }
  }
}
