/// The view a layer backs, as the layer sees it: its delegate, plus the two things UIKit and
/// Core Animation share on iOS that `CALayerDelegate` does not say.
///
/// On iOS a view is its layer's delegate: the layer asks it to draw (`draw(_:in:)`), to lay out
/// (`layoutSublayers(of:)`) and for the action of each property change
/// (`action(for:forKey:)`, which is how `UIView.animate` animates). UIKit also keeps private
/// bookkeeping in step with the layer; this protocol is that part, so QuartzCore can tell the
/// view without knowing `UIView`:
/// - ``layerDidChange(_:)``: a model value changed, so the view's layout, safe area and
///   constraints may need to follow (a change made straight on `view.layer.frame` too);
/// - ``appendContent(to:bounds:)``: what the view draws itself (a label's text, an image
///   view's image, a `draw(_:)` override's bitmap), which the display list places between the
///   layer's background and its sublayers;
/// - layout: on iOS a view and its layer share one "needs layout" flag, so the layer's
///   `setNeedsLayout()`, `needsLayout()` and `layoutIfNeeded()` are the view's.
@MainActor
package protocol LayerHosting: CALayerDelegate {
  /// Called after the layer's model value for `property` changed.
  func layerDidChange(_ property: LayerProperty)
  /// Appends what the view draws itself, in the layer's bounds coordinates.
  func appendContent(to items: inout [DisplayItem], bounds: CGRect)
  /// Marks the view for layout in the next frame.
  func setNeedsLayout()
  /// Lays the view out now if it waits for layout.
  func layoutIfNeeded()
  /// Whether the view waits for layout.
  var layerNeedsLayout: Bool { get }
}
