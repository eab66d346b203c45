/// What a view remembers about its drawing, so that unchanged content costs nothing.
struct DisplayState {
  /// Stamp of the last change to what this view draws itself.
  var contentStamp: UInt64 = 0
  /// Stamp of the last change anywhere inside this view's subtree, placement of the view
  /// itself excluded: a composited layer whose subtree stamp is unchanged can reuse its texture.
  var subtreeStamp: UInt64 = 0
  /// What the view drew itself at `contentStamp`.
  var ownItems: (stamp: UInt64, items: DisplayListBuilder.OwnItems)?
  /// The composited layer built at `subtreeStamp`, reused while nothing inside changes.
  var compositedContent:
    (stamp: UInt64, contentRect: CGRect, content: DisplayList, frameOutside: Bool)?
}

/// A process-wide counter that orders display changes.
@MainActor
enum DisplayStamp {
  private static var last: UInt64 = 0

  static func next() -> UInt64 {
    last += 1
    return last
  }
}

extension UIView {
  /// Called by the layer after a model value changed.
  func layerDidChange(_ property: LayerProperty) {
    displayDidChange(placementOnly: property.isPlacement)
    if property == .position || property == .bounds || property == .transform {
      safeAreaMayHaveChanged()
      LayoutEngine.shared.itemGeometryDidChange(self)
    }
    if property == .bounds { systemGuidesMayHaveMoved() }
  }

  /// Called by the animation engine after the presented values changed.
  func presentationDidChange(placementOnly: Bool) {
    displayDidChange(placementOnly: placementOnly)
  }

  /// Matches UIKit: asks for the view's content to be drawn again in the next frame.
  public func setNeedsDisplay() {
    displayDidChange(placementOnly: false)
  }

  /// Records that something drawn changed: this view's own content unless only its placement
  /// in the superview moved, and the subtree of every ancestor.
  func displayDidChange(placementOnly: Bool) {
    let stamp = DisplayStamp.next()
    if !placementOnly {
      displayState.contentStamp = stamp
      displayState.subtreeStamp = stamp
    }
    var ancestor = storedSuperview ?? chromeWindow
    while let current = ancestor {
      current.displayState.subtreeStamp = stamp
      ancestor = current.storedSuperview
    }
    UIApplication.shared.setNeedsFrame()
  }

  func subviewOrderDidChange() {
    displayDidChange(placementOnly: false)
    setNeedsLayout()
  }

  /// Bookkeeping after this view was inserted under `superview`.
  func subtreeDidEnter(_ superview: UIView) {
    safeAreaMayHaveChanged()
    markAncestorsNeedUpdateConstraints()
    if needsLayoutPass {
      layoutState.subtreeNeedsLayout = true
      markAncestorsSubtreeNeedsLayout()
    }
    superview.displayDidChange(placementOnly: false)
  }

  /// Bookkeeping after this view was taken out of `superview`.
  func subtreeDidLeave(_ superview: UIView) {
    superview.displayDidChange(placementOnly: false)
  }
}
