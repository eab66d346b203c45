import SDLHost
import UIKit

/// Renders windows to pixels headless, through the host's software rasterizer.
@preconcurrency @MainActor
public enum WindowSnapshot {
  /// The window as it looks now (layout and display list brought up to date first), with
  /// the simulated status bar and home indicator drawn over it if `includingSystemChrome`, at
  /// `scale` pixels per point: by default its screen's, as a device's screenshot is.
  public static func render(
    _ window: UIWindow, scale: CGFloat? = nil, includingSystemChrome: Bool = false
  ) -> ImageBitmap {
    let scale = scale ?? window.screen.scale
    window.layoutIfNeeded()
    var list = window.currentDisplayList
    if includingSystemChrome { list.items += window.systemChromeDisplayList.items }
    return SDLRasterizer().rasterize(list, size: window.bounds.size, scale: scale)!
  }

  /// The whole screen as a host draws it when several windows are visible: every visible
  /// window back to front by `windowLevel`, with `chromeWindow`'s status bar and home indicator
  /// at the status bar's level; the size is `chromeWindow`'s.
  public static func renderScreen(chromeOf chromeWindow: UIWindow, scale: CGFloat = 1)
    -> ImageBitmap
  {
    for window in UIApplication.shared.windows { window.layoutIfNeeded() }
    let list = UIApplication.shared.screenDisplayList(chromeOf: chromeWindow)
    return SDLRasterizer().rasterize(list, size: chromeWindow.bounds.size, scale: scale)!
  }
}
