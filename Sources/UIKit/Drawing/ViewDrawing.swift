/// How views draw with `draw(_:)`: into a bitmap that becomes the layer's contents.
///
/// Matches UIKit, which gives a view a backing bitmap only when its class overrides
/// `draw(_:)`. Swift cannot ask whether a method is overridden, so the first view of each class
/// is tried on a one-pixel context: a class whose `draw(_:)` reaches only the empty default and
/// draws nothing is remembered and never given a bitmap.
@MainActor
enum ViewDrawing {
  /// Set by the default `UIView.draw(_:)`.
  static var baseDrawWasCalled = false
  private static var nonDrawingClasses: Set<ObjectIdentifier> = []

  /// Draws `view` into its layer's contents, or clears them when its class does not draw.
  static func display(_ view: UIView, layer: CALayer) {
    let viewClass = ObjectIdentifier(type(of: view))
    let bounds = layer.modelState.bounds
    guard !nonDrawingClasses.contains(viewClass), bounds.width > 0, bounds.height > 0 else {
      layer.contentsState.contents = nil
      return
    }
    // The scale the view lays its text and hairlines out at: its window's screen, or the
    // display scale a trait override gives it (a snapshot of a 3x device on a 1x screen).
    let scale = max(view.traitCollection.displayScale, 1)
    if !drawsSomething(view, layer: layer) {
      nonDrawingClasses.insert(viewClass)
      layer.contentsState.contents = nil
      return
    }
    let context = CGContext(size: bounds.size, scale: scale)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    view.draw(layer, in: context)
    layer.contentsState.contents = context.hasDrawn ? context.makeImage() : nil
    layer.contentsState.drawnSize = bounds.size
    layer.contentsState.scale = scale
  }

  /// Runs the view's drawing (`draw(_:in:)`, by default ``UIView/draw(_:)``) on a one-pixel
  /// context to learn whether the class draws at all. A class that reached the empty default
  /// and drew nothing does not.
  private static func drawsSomething(_ view: UIView, layer: CALayer) -> Bool {
    let probe = CGContext(pixelWidth: 1, pixelHeight: 1, scale: 1)
    baseDrawWasCalled = false
    view.draw(layer, in: probe)
    return probe.hasDrawn || !baseDrawWasCalled
  }
}

extension UIView: LayerHosting {
  /// The view's layout flag, which its layer's `needsLayout()` reads, as on iOS where the two
  /// share it.
  package var layerNeedsLayout: Bool { layoutState.needsLayout }
}
