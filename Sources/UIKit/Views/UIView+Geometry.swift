extension UIView {
  func boundsSizeDidChange(from oldSize: CGSize) {
    let newSize = layer.modelGeometry.bounds.size
    guard newSize != oldSize else { return }
    setNeedsLayout()
    // Matches UIKit: a subview's new size is its superview's business too, so the superview's
    // `layoutSubviews` runs in the next layout pass (unless that is what set it).
    if let superview = storedSuperview, !superview.layoutState.isLayingOutSubviews {
      superview.setNeedsLayout()
    }
    if autoresizesSubviews {
      for subview in storedSubviews where subview.followsSuperviewSize {
        subview.autoresize(superviewSizeChangedFrom: oldSize, to: newSize)
      }
    }
    viewBoundsSizeDidChange()
    // Matches UIKit: only `.redraw` draws again at the new size; other modes place the old
    // drawing by the content mode.
    if contentMode == .redraw { setNeedsDisplay() }
  }

  /// The frame the view has without its transform: the bounds' size, placed by the centre.
  ///
  /// Matches UIKit: Auto Layout and autoresizing ignore transforms, so they read and set this
  /// (the bounds' size and the centre), and a scaled card keeps its solved size, drawn scaled.
  var untransformedFrame: CGRect {
    get { layer.modelGeometry.untransformedFrame }
    set {
      if layer.modelState.transform.affine.isIdentity {
        frame = newValue
        return
      }
      bounds = CGRect(origin: bounds.origin, size: newValue.size)
      layer.position = layer.modelGeometry.position(
        placingOrigin: newValue.origin, size: newValue.size)
    }
  }

  /// Places the view at a frame Auto Layout solved, as UIKit's layout pass does: through the
  /// open ``center`` setter, then the open ``bounds`` setter (keeping the bounds' origin), each
  /// only when its value moved, and never through ``frame``.
  ///
  /// Matches UIKit, where `-[UIView _applyISEngineLayoutValuesToBoundsOnly:]` sets the centre
  /// and the bounds: a subclass that watches `bounds` hears Auto Layout resize it, one that
  /// overrides the `frame` setter does not, and the transform is kept (the frame is the
  /// untransformed one, placed by the anchor point).
  ///
  /// A view both moved and resized is told of the two changes once, with the bounds: the
  /// centre's notice waits for the bounds' (see `LayoutState.positionNotice`), and is told
  /// after all if an override of `bounds` sets nothing.
  func applySolvedFrame(_ frame: CGRect) {
    let geometry = layer.modelGeometry
    let position = geometry.position(placingOrigin: frame.origin, size: frame.size)
    let moves = position != geometry.position
    let resizes = frame.size != geometry.bounds.size
    if moves {
      if resizes { layoutState.positionNotice = .deferred }
      center = position
    }
    guard resizes else { return }
    bounds = CGRect(origin: layer.modelGeometry.bounds.origin, size: frame.size)
    guard layoutState.positionNotice != .immediate else { return }
    let pending = layoutState.positionNotice == .pending
    layoutState.positionNotice = .immediate
    if pending { layerDidChange(.position) }
  }

  // MARK: Converting coordinates

  /// Maps a point in this view's bounds to its superview's (or the window's) coordinates.
  var toSuperviewTransform: CGAffineTransform { layer.modelState.toSuperlayer }

  /// Maps this view's coordinates to those of the root of its hierarchy (the window's).
  var toRootTransform: CGAffineTransform {
    var transform = CGAffineTransform.identity
    var view: UIView? = self
    while let current = view, current.storedSuperview != nil {
      transform = transform.concatenating(current.toSuperviewTransform)
      view = current.storedSuperview
    }
    return transform
  }

  /// The root of this view's hierarchy: its window, or the topmost superview.
  var hierarchyRoot: UIView {
    var view = self
    while let superview = view.storedSuperview { view = superview }
    return view
  }
}
