/// The pixels per point of the display that layer trees are drawn for.
///
/// Core Animation rasterises shapes, gradients and blurred shadows in the render server at the
/// display's resolution, whatever a layer's `contentsScale`; this is that resolution. UIKit's
/// `UIScreen.main` sets it as the host window's scale changes.
@MainActor
package enum DisplayScale {
  /// Pixels per point: 1 headless, 2 on a high-DPI host window.
  package static var current: CGFloat = 1
}
