/// Turns a display list into pixels.
///
/// The core never draws; this is the one seam through which snapshot APIs such as
/// `UIGraphicsImageRenderer` and `drawHierarchy(in:afterScreenUpdates:)` reach a renderer. The
/// SDL host installs its software rasterizer in ``UIApplication/rasterizer`` when it starts, and
/// `SDLRasterizer.install()` does so in tests.
@preconcurrency @MainActor
public protocol DisplayListRasterizer: AnyObject {
  /// Draws `list` onto a transparent canvas of `size` points at `scale` pixels per point.
  func rasterize(_ list: DisplayList, size: CGSize, scale: CGFloat) -> ImageBitmap?
}

extension UIApplication {
  @ProcessWide private static var installedRasterizer: (any DisplayListRasterizer)? = nil

  /// The rasterizer snapshot APIs use; `nil` until a host installs one.
  public var rasterizer: (any DisplayListRasterizer)? {
    get { Self.installedRasterizer }
    set { Self.installedRasterizer = newValue }
  }
}
