extension UIView {
  /// Called by the layer after a model value changed.
  package func layerDidChange(_ property: LayerProperty) {
    // A switch rather than comparisons: each `==` on the enum was a call, and every view a
    // layout pass moves comes here.
    switch property {
    case .position where layoutState.positionNotice != .immediate:
      // Told with the bounds that `applySolvedFrame` sets next.
      layoutState.positionNotice = .pending
    case .position, .transform:
      displayDidChange(placementOnly: true)
      placementDidChange()
    case .bounds:
      layoutState.positionNotice = .immediate
      displayDidChange(placementOnly: false)
      placementDidChange()
      systemGuidesMayHaveMoved()
    default:
      displayDidChange(placementOnly: property.isPlacement)
    }
  }

  /// After the view moved, was resized or transformed.
  private func placementDidChange() {
    safeAreaMayHaveChanged()
    // Only views that translate their autoresizing mask are pinned to their frames; the
    // frames of the others come from the engine, which need not hear them back.
    if usesAutoresizingMask { LayoutEngine.shared.itemGeometryDidChange(self) }
  }

  /// The view's drawing bookkeeping, kept by its layer.
  var displayState: DisplayState {
    get { layer.displayState }
    _modify { yield &layer.displayState }
  }

  /// Identifies the view's composited layer across frames: its layer's.
  var displayID: UInt64 { layer.displayID }

  /// Records that something drawn changed (see `CALayer.displayDidChange(placementOnly:)`).
  func displayDidChange(placementOnly: Bool) {
    layer.displayDidChange(placementOnly: placementOnly)
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
    constraintState.engineItem?.placerID = nil
  }
}
