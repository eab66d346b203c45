import SDLHost
import UIKit
import UIKitTestSupport

/// Puts what a strategy snapshots on screen, runs the manual clock so that it is laid out and
/// has appeared, and draws it with the headless software rasterizer.
///
/// A controller that is a visible window's root is drawn where it is; any other controller
/// becomes the root of a new ``SnapshotWindow`` (leaving a snapshot window it was the root of).
/// A view in a window is drawn where it is; a view in none is lent a window of its size for the
/// snapshot and taken out again afterwards.
@MainActor
enum SnapshotHost {
  static let clock = ManualClock()

  /// The windows made for controllers, kept while they show: the application holds windows
  /// weakly, as UIKit's scenes do, and a test holds only the controller. A window that has been
  /// hidden (by `TestApplication.reset()` between tests) is let go the next time.
  private static var shownWindows: [UIWindow] = []

  /// The window to draw `controller` in, configured by `config` when it must be new.
  static func window(
    for controller: UIViewController, config: ViewImageConfig?, traits: UITraitCollection
  ) -> UIWindow {
    // Found through the application, not the controller's view: a controller presenting
    // full screen has its view out of the window.
    let current = UIApplication.shared.windows.first {
      $0.rootViewController === controller && !$0.isHidden
    }
    if config == nil, let current {
      clock.settle()
      return current
    }
    if let current {
      current.rootViewController = nil
      current.isHidden = true
    }
    let window = SnapshotWindow(config: config ?? ViewImageConfig(), traits: traits)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    shownWindows = shownWindows.filter { !$0.isHidden } + [window]
    clock.settle()
    return window
  }

  /// Runs `body` with `view` on screen: in its own window, or in a window lent for the call.
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
    if size.width == 0 || size.height == 0 { view.sizeToFit() }
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

  /// The scale a strategy reads its reference image at, known before anything is on screen:
  /// the strategy's traits' display scale, else the device's, else 1. It only sizes the points
  /// in a failure message; the pixels compared are drawn at ``scale(of:traits:)``.
  nonisolated static func referenceScale(
    for traits: UITraitCollection, on config: ViewImageConfig? = nil
  ) -> CGFloat {
    for scale in [traits.displayScale, config?.traits.displayScale ?? 0] where scale > 0 {
      return scale
    }
    return 1
  }

  /// Pixels per point to draw `view` at: the strategy's traits' display scale when they give
  /// one, else the one `view` was laid out with (its window's: the device's, else the screen's).
  /// Text is measured and lines are rounded at that scale during layout, so drawing at another
  /// would wrap or truncate what fitted, as swift-snapshot-testing on iOS never does: it draws
  /// at the traits' `displayScale`, which the device's window also lays out with.
  static func scale(of view: UIView, traits: UITraitCollection) -> CGFloat {
    if traits.displayScale > 0 { return traits.displayScale }
    let laidOut = view.traitCollection.displayScale
    return laidOut > 0 ? laidOut : 1
  }

  /// The whole window, as it looks now.
  static func image(of window: UIWindow, traits: UITraitCollection) -> UIImage {
    let scale = scale(of: window, traits: traits)
    return UIImage(bitmap: WindowSnapshot.render(window, scale: scale), scale: scale)
  }

  /// One view and its subviews, as `drawHierarchy(in:afterScreenUpdates:)` draws them.
  static func image(of view: UIView, traits: UITraitCollection) -> UIImage {
    SDLRasterizer.install()
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale(of: view, traits: traits)
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
      _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
  }

  /// UIKit's debugging text without the addresses, which change from run to run.
  static func purgingPointers(_ text: String) -> String {
    text.replacingOccurrences(
      of: ":?\\s*0x[0-9a-f]+(\\s*)", with: "$1", options: .regularExpression)
  }
}
