import SDLHost
import UIKit
import UIKitTestSupport

/// Puts what a strategy snapshots on screen, runs the manual clock so that it is laid out and
/// has appeared, draws it with the headless software rasterizer, and takes it off screen again.
///
/// Matches swift-snapshot-testing on iOS: each snapshot of a controller shows it in a window of
/// its own, made for that snapshot and removed afterwards, so the controller appears and
/// disappears once per snapshot. A view in no window is lent one for the snapshot; a view or
/// controller already on screen (a visible window's root, with no device asked for) is drawn
/// where it is, as the test put it there.
@MainActor
enum SnapshotHost {
  static let clock = ManualClock()

  /// Runs `body` with `controller` shown: in the visible window it is the root of when no
  /// device is asked for, else as the child of the root of a new ``SnapshotWindow`` configured
  /// by `config` (a window of the screen's size when `nil`), which is hidden and emptied
  /// afterwards. A visible window that `controller` was the root of gets it back.
  ///
  /// `asChild` false makes `controller` itself the new window's root: the transition
  /// strategies' way, which has no counterpart upstream, and whose presentations stay up
  /// after the snapshot for the test to check.
  static func withWindow<Result>(
    showing controller: UIViewController, config: ViewImageConfig?, traits: UITraitCollection,
    asChild: Bool = true, _ body: (UIWindow) -> Result
  ) -> Result {
    // Found through the application, not the controller's view: a controller presenting
    // full screen has its view out of the window.
    let current = UIApplication.shared.windows.first {
      $0.rootViewController === controller && !$0.isHidden
    }
    if config == nil, let current {
      clock.settle()
      return body(current)
    }
    current?.rootViewController = nil
    let window = SnapshotWindow(
      config: config ?? ViewImageConfig(), traits: traits, root: controller)
    let root = asChild ? parent(adopting: controller, size: window.bounds.size) : controller
    window.rootViewController = root
    window.makeKeyAndVisible()
    clock.settle()
    defer {
      // Matches swift-snapshot-testing: the controller disappears, then leaves the window.
      window.isHidden = true
      clock.settle()
      window.rootViewController = nil
      // Only to give it back to its window: upstream leaves it in the parent, which goes with
      // the snapshot's window.
      if current != nil, root !== controller {
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
      }
      current?.rootViewController = controller
    }
    return body(window)
  }

  /// A plain controller of `size` that holds `child` and its view, filling it.
  ///
  /// Matches swift-snapshot-testing on iOS, whose snapshot window's root is such a parent: the
  /// controller is added as its child (`willMove(toParent:)`), its view resized with the
  /// parent's, then told `didMove(toParent:)`. Upstream never removes it again.
  static func parent(adopting child: UIViewController, size: CGSize) -> UIViewController {
    let parent = UIViewController()
    parent.view.backgroundColor = .clear
    parent.view.frame = CGRect(origin: .zero, size: size)
    child.view.frame = parent.view.bounds
    parent.view.addSubview(child.view)
    if child.view.translatesAutoresizingMaskIntoConstraints {
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    } else {
      NSLayoutConstraint.activate([
        child.view.topAnchor.constraint(equalTo: parent.view.topAnchor),
        child.view.bottomAnchor.constraint(equalTo: parent.view.bottomAnchor),
        child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
        child.view.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
      ])
    }
    parent.addChild(child)
    child.didMove(toParent: parent)
    return parent
  }

  /// Runs `body` with `view` on screen: in its own window, or in a window lent for the call.
  ///
  /// Matches swift-snapshot-testing: a view lent a window with no width or no height is sized
  /// with `sizeToFit()` and laid out first.
  static func withWindow<Result>(
    showing view: UIView, size: CGSize?, traits: UITraitCollection,
    _ body: (UIWindow) -> Result
  ) -> Result {
    if let window = view.window {
      clock.settle()
      return body(window)
    }
    let initialFrame = view.frame
    let size = size ?? view.bounds.size
    let window = SnapshotWindow(config: ViewImageConfig(size: size), traits: traits)
    view.frame = CGRect(origin: .zero, size: size)
    window.addSubview(view)
    window.isHidden = false
    // Matches swift-snapshot-testing: a view with no size yet (a label just made) is sized to
    // fit once it has the strategy's traits, so a label sizes for the traits' text size.
    if size.width == 0 || size.height == 0 {
      view.sizeToFit()
      view.setNeedsLayout()
      view.layoutIfNeeded()
      window.frame.size = view.bounds.size
    }
    clock.settle()
    // Matches swift-snapshot-testing: the view gets its frame back, so that the next
    // snapshot sizes it afresh.
    defer {
      view.removeFromSuperview()
      view.frame = initialFrame
      window.isHidden = true
    }
    return body(window)
  }

  /// Pixels per point to draw at: the strategy's traits' display scale when they give one,
  /// else the main screen's.
  ///
  /// Matches swift-snapshot-testing on iOS, whose image renderer takes the traits' scale, or
  /// the simulator's screen's when they have none; a device configuration names no scale.
  /// Windows lay out at the same scale (their screen's, unless the traits override it), so text
  /// measured to fit is drawn whole.
  static func scale(for traits: UITraitCollection) -> CGFloat {
    traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
  }

  /// One view and its subviews, as `drawHierarchy(in:afterScreenUpdates:)` draws them; an
  /// empty image when the view has no width or no height, which the image diffing stores as
  /// swift-snapshot-testing's placeholder.
  static func image(of view: UIView, traits: UITraitCollection) -> UIImage {
    let scale = scale(for: traits)
    guard view.bounds.width > 0, view.bounds.height > 0 else { return emptyImage(scale: scale) }
    SDLRasterizer.install()
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
      _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
  }

  /// A layer and its sublayers, laid out first, as `render(in:)` draws them on iOS.
  static func image(of layer: CALayer, traits: UITraitCollection) -> UIImage {
    layer.setNeedsLayout()
    layer.layoutIfNeeded()
    return image(rendering: layer, traits: traits)
  }

  /// A layer and its sublayers as they are now, as `render(in:)` draws them on iOS: in the
  /// layer's bounds, without its own position, transform and opacity, and without anything
  /// outside its tree (its window, other windows, views presented over it). An empty image
  /// when the layer has no width or no height.
  static func image(rendering layer: CALayer, traits: UITraitCollection) -> UIImage {
    let scale = scale(for: traits)
    let size = layer.bounds.size
    guard size.width > 0, size.height > 0,
      let bitmap = SDLRasterizer().rasterize(
        DisplayScale.building(at: scale) { DisplayListBuilder.build(root: layer) }, size: size,
        scale: scale)
    else { return emptyImage(scale: scale) }
    return UIImage(bitmap: bitmap, scale: scale)
  }

  /// What `draw` draws over `bounds` at `scale`, as the path strategies' image renderer draws
  /// on iOS; an empty image when the bounds have no area.
  static func image(
    ofPathIn bounds: CGRect, scale: CGFloat, _ draw: (CGContext) -> Void
  ) -> UIImage {
    guard bounds.width > 0, bounds.height > 0 else { return emptyImage(scale: scale) }
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: bounds, format: format).image { draw($0.cgContext) }
  }

  /// An image of no pixels: what iOS's renderer makes of a zero size.
  nonisolated static func emptyImage(scale: CGFloat) -> UIImage {
    UIImage(bitmap: ImageBitmap(width: 0, height: 0, pixels: []), scale: scale)
  }

  /// UIKit's debugging text without the addresses, which change from run to run.
  static func purgingPointers(_ text: String) -> String {
    text.replacingOccurrences(
      of: ":?\\s*0x[0-9a-f]+(\\s*)", with: "$1", options: .regularExpression)
  }
}
