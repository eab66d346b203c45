extension UIView {
  /// Matches UIKit: the part of the superview's safe area insets that this view's frame
  /// overlaps, widened to cover a container's bars over a root view, plus the root view's
  /// controller's `additionalSafeAreaInsets`; a window's own insets come from its status bar
  /// and home indicator.
  var computedSafeAreaInsets: UIEdgeInsets {
    var insets = UIEdgeInsets.zero
    if let windowInsets = ownSafeAreaInsets {
      insets = windowInsets
    } else if let superview = storedSuperview {
      // Matches UIKit: an edge inherits only as much of the superview's inset on that edge as
      // it overlaps. An edge where the superview has no inset gives none, even to a view that
      // lies partly outside the superview (one sliding in or out of a container).
      let (outer, safe) = superview.safeAreaForSubviews
      let frame = self.frame
      func overlap(_ inset: CGFloat, _ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        inset > 0 ? min(max(value, 0), limit) : 0
      }
      insets = UIEdgeInsets(
        top: overlap(outer.top, safe.minY - frame.minY, frame.height),
        left: overlap(outer.left, safe.minX - frame.minX, frame.width),
        bottom: overlap(outer.bottom, frame.maxY - safe.maxY, frame.height),
        right: overlap(outer.right, frame.maxX - safe.maxX, frame.width))
    }
    if let controller = owningViewController {
      // A container's bars cover the edges they overlap; then the app's own additions.
      let overlay = controller.contentOverlayInsets
      let extra = controller.additionalSafeAreaInsets
      insets.top = max(insets.top, overlay.top) + extra.top
      insets.left = max(insets.left, overlay.left) + extra.left
      insets.bottom = max(insets.bottom, overlay.bottom) + extra.bottom
      insets.right = max(insets.right, overlay.right) + extra.right
    }
    return insets
  }

  /// How many times any view's safe area may have changed, app-wide. A change to any ancestor
  /// (a subview's layout hiding the status bar, say) reaches this view's insets, so kept
  /// insets are good only while the count stands still.
  private static var safeAreaChanges: UInt64 = 0

  /// This view's insets as a subview's safe area reads them, and its bounds inset by them.
  /// While a layout pass walks the subviews they are asked once and kept for the walk: after a
  /// resize that moves every subview, asking again for each one (a window asks its status bar
  /// and screen) cost more than the subview's own check. A safe-area change anywhere since they
  /// were asked (the subviews' own moves come before the walk, and a change of these bounds is
  /// one) asks again.
  fileprivate var safeAreaForSubviews: (insets: UIEdgeInsets, safe: CGRect) {
    if layoutState.isWalkingSubviews, let kept = layoutState.insetsForSubviews,
      kept.changes == Self.safeAreaChanges
    {
      return (kept.insets, kept.safe)
    }
    let insets = safeAreaInsets
    let safe = bounds.inset(by: insets)
    if layoutState.isWalkingSubviews {
      layoutState.insetsForSubviews = (insets, safe, Self.safeAreaChanges)
    }
    return (insets, safe)
  }

  /// Asks the next layout step to check this view's safe area, and its subviews' if it changed.
  func safeAreaMayHaveChanged() {
    guard !safeAreaHasNoFollowers else { return }
    Self.safeAreaChanges &+= 1
    guard !layoutState.safeAreaNeedsCheck else { return }
    layoutState.safeAreaNeedsCheck = true
    markAncestorsSubtreeNeedsLayout()
    UIApplication.shared.setNeedsFrame()
  }

  /// Whether nothing follows this view's safe area: a plain leaf (see `hasNothingToLayOut`)
  /// without a safe-area or margins guide, which other views' constraints could use. Its insets
  /// are worked out whenever they are asked, so it is neither marked for a check when it moves
  /// nor visited to check: a resize moves every such view it places, and those were about a
  /// sixth of placing it. (A scroll view's frame guide belongs to scroll views only.)
  private var safeAreaHasNoFollowers: Bool {
    hasNothingToLayOut && constraintState.safeAreaGuide == nil
      && constraintState.marginsGuide == nil
  }

  /// In the layout step: reports a real change of safe area insets, then lays the view out
  /// again and checks its subviews.
  func checkSafeAreaIfNeeded() {
    guard layoutState.safeAreaNeedsCheck else { return }
    layoutState.safeAreaNeedsCheck = false
    // The guides follow the insets of this moment even when the reported insets did not
    // change: a geometry change in between may have tied them to passing values.
    systemGuidesMayHaveMoved()
    // A plain leaf has no one to tell: UIView's own `safeAreaInsetsDidChange` does nothing, it
    // has no subviews to pass the change on to and no controller, and its insets are computed
    // whenever they are asked. A resize moves every such view it places, and working out its
    // insets was most of visiting it. (Its last insets are then not kept: should it later gain
    // subviews or a controller, its first check compares with those of its last full check.)
    guard !hasNothingToLayOut else { return }
    let insets = safeAreaInsets
    guard insets != layoutState.lastSafeAreaInsets else { return }
    layoutState.lastSafeAreaInsets = insets
    layoutState.needsLayout = true
    safeAreaInsetsDidChange()
    owningViewController?.viewSafeAreaInsetsDidChange()
    for subview in storedSubviews { subview.safeAreaMayHaveChanged() }
  }
}
