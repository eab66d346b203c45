/// The object that draws a layer and supplies its actions, as Core Animation's
/// `CALayerDelegate`. Every method has a default, as the Objective-C protocol's are optional.
///
/// A view is its layer's delegate. Swift has no optional requirements, so the default
/// ``display(_:)`` does what Core Animation does when a delegate does not implement it: it draws
/// the layer with `draw(in:)`, which asks ``draw(_:in:)``.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Matches Core Animation: sets the layer's `contents` yourself instead of drawing.
  func display(_ layer: CALayer)
  /// Matches Core Animation: draws the layer's content into `ctx`, in the layer's coordinates.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Matches Core Animation: called before the layer draws.
  func layerWillDraw(_ layer: CALayer)
  /// Matches Core Animation: lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
  /// Matches Core Animation: the action for a change of `event` (a key path); return `NSNull()`
  /// to stop the search and animate nothing, or `nil` to let the layer keep looking.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  /// Draws the layer with `draw(in:)`, as Core Animation does without a delegate `display`.
  public func display(_ layer: CALayer) { layer.drawContents() }
  /// Draws nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Does nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Does nothing.
  public func layoutSublayers(of layer: CALayer) {}
  /// No opinion: the layer keeps looking.
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Something a layer runs when a property changes, as Core Animation's `CAAction`: animations
/// are actions, and `NSNull` is the action that does nothing.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
  /// Matches Core Animation: runs the action for the change of `event` on `anObject` (a layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Matches Core Animation: `NSNull` as an action does nothing and ends the search.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
