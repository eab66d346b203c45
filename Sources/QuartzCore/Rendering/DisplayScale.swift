/// The pixels per point of the display that layer trees are drawn for.
///
/// Core Animation rasterises shapes, gradients and blurred shadows in the render server at the
/// display's resolution, whatever a layer's `contentsScale`; this is that resolution. UIKit's
/// `UIScreen.main` sets it as the host window's scale changes.
@MainActor
package enum DisplayScale {
  /// Pixels per point: 1 headless, 2 on a high-DPI host window.
  package static var current: CGFloat = 1

  /// Runs `body` (which builds a display list) with ``current`` set to `scale`, the scale the
  /// list is to be rasterised at: a snapshot at 2x of a tree on a 1x screen gets shapes,
  /// gradients and shadows drawn at 2x, sharp, as `drawHierarchy(in:afterScreenUpdates:)` and
  /// `render(in:)` draw them at the image's scale on iOS. Layers built at another scale are
  /// built again (``DisplayState/keepOnly(at:)``).
  package static func building<Result>(at scale: CGFloat, _ body: () -> Result) -> Result {
    let saved = current
    current = scale
    defer { current = saved }
    return body()
  }
}
