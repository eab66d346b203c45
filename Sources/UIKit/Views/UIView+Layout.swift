/// What a view remembers between layout passes.
struct LayoutState {
  /// Matches UIKit: a new view lays out once before it is first drawn.
  var needsLayout = true
  /// Some descendant needs layout, so the pass must walk down through this view.
  var subtreeNeedsLayout = false
  var autoresizingMask: UIView.AutoresizingMask = []
  var autoresizesSubviews = true
  var translatesAutoresizingMaskIntoConstraints = true
  /// The safe area may have changed; the layout step checks it.
  var safeAreaNeedsCheck = true
  var lastSafeAreaInsets = UIEdgeInsets.zero
  /// Inside this view's own `layoutSubviews`: the sizes it gives its subviews do not ask it to
  /// lay out again.
  var isLayingOutSubviews = false
  /// While a layout pass walks this view's subviews: its safe area insets, and its bounds inset
  /// by them, as their checks read them, once, instead of once per subview, with the app's
  /// count of safe-area changes when they were read (see `UIView.safeAreaForSubviews`).
  var isWalkingSubviews = false
  var insetsForSubviews: (insets: UIEdgeInsets, safe: CGRect, changes: UInt64)?
  /// Whether a change of the layer's position is told at once. Auto Layout sets the centre and
  /// then the bounds of a view it moves and resizes (`UIView.applySolvedFrame`); the bounds'
  /// notice says all that the position's would, so the position's waits for it.
  var positionNotice = PositionNotice.immediate

  enum PositionNotice {
    case immediate
    /// The centre is being set, and its notice waits for the bounds'.
    case deferred
    /// The centre moved and its notice waits: if no bounds notice comes, it is told after all.
    case pending
  }
}

extension UIView {
  /// Whether a pending layout is waiting for the next layout step.
  var needsLayoutPass: Bool {
    layoutState.needsLayout || layoutState.subtreeNeedsLayout || layoutState.safeAreaNeedsCheck
  }

  /// Lays out this view if it needs it, then every descendant that does, top-down.
  func layoutSubtreeIfNeeded() {
    layoutSubtreeIfNeeded(superviewTraits: nil)
  }

  /// The pass itself. Traits are handed down, so each view's are resolved once, from its
  /// superview's, instead of by a walk to the window for every view laid out.
  private func layoutSubtreeIfNeeded(superviewTraits: UITraitCollection?) {
    checkSafeAreaIfNeeded()
    // Resolved when first needed, once. A plain optional: a local function capturing it put it
    // in a heap box, allocated for every view laid out.
    var traits: UITraitCollection?
    if layoutState.needsLayout {
      layoutState.needsLayout = false
      if !hasNothingToLayOut {
        let resolved = resolvedTraits(superviewTraits)
        traits = resolved
        performLayout(traits: resolved)
      }
    }
    guard layoutState.subtreeNeedsLayout else { return }
    layoutState.subtreeNeedsLayout = false
    layoutState.isWalkingSubviews = true
    defer {
      layoutState.isWalkingSubviews = false
      layoutState.insetsForSubviews = nil
    }
    storedSubviews.forEachUnretained { subview in
      guard subview.needsLayoutPass, !subview.clearsOnlyItsLayoutMark() else { return }
      let resolved = traits ?? resolvedTraits(superviewTraits)
      traits = resolved
      subview.layoutSubtreeIfNeeded(superviewTraits: resolved)
    }
  }

  /// Clears the layout mark of a view whose pass would do nothing else: one that
  /// ``hasNothingToLayOut``, with no safe-area check waiting. Its pass would resolve no traits,
  /// run no layout and walk no subviews, so its superview's walk settles it inline; a resize
  /// marks every view it moves, and the call and its retains were most of visiting one.
  @inline(__always)
  private func clearsOnlyItsLayoutMark() -> Bool {
    guard !layoutState.safeAreaNeedsCheck, !layoutState.subtreeNeedsLayout, hasNothingToLayOut
    else { return false }
    layoutState.needsLayout = false
    return true
  }

  /// Whether laying this view out, or telling it of new safe area insets, would do nothing
  /// anyone could see: a plain `UIView`, whose `layoutSubviews` and `safeAreaInsetsDidChange`
  /// no subclass replaced, with no subviews to place or tell and no controller to tell.
  /// Spacers, dividers and colour blocks are such views, and a resize reaches every one it
  /// moves; resolving its traits to run an empty layout, and working out its insets to report
  /// them to no one, were most of the cost of visiting it.
  var hasNothingToLayOut: Bool {
    type(of: self) == UIView.self && storedSubviews.isEmpty && owningViewController == nil
  }

  /// This view's traits in the pass: from its superview's where the walk brought them, else
  /// (where the pass starts: a window, say, which has traits of its own) asked of the view.
  private func resolvedTraits(_ superviewTraits: UITraitCollection?) -> UITraitCollection {
    // Not `Optional.map`: its closure would check it runs on the main actor, for every view.
    if let superviewTraits { return traitCollection(inheritingFromSuperview: superviewTraits) }
    return traitCollection
  }

  /// Matches UIKit: the view's layout runs as its layer lays out its sublayers, and
  /// `layoutSublayers(of:)` brackets `layoutSubviews` with the controller's
  /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
  private func performLayout(traits: UITraitCollection) {
    layoutState.isLayingOutSubviews = true
    defer { layoutState.isLayingOutSubviews = false }
    // Through the layer, as on iOS: its `layoutSublayers()` asks the view's
    // `layoutSublayers(of:)`, which runs the controller's callbacks and `layoutSubviews()`.
    traits.performAsCurrent { layer.layoutSublayers() }
  }

  func markAncestorsSubtreeNeedsLayout() {
    var ancestor = storedSuperview
    while let current = ancestor, !current.layoutState.subtreeNeedsLayout {
      current.layoutState.subtreeNeedsLayout = true
      ancestor = current.storedSuperview
    }
  }

  /// Matches UIKit: `translatesAutoresizingMaskIntoConstraints` views follow their mask.
  var usesAutoresizingMask: Bool { layoutState.translatesAutoresizingMaskIntoConstraints }

  /// Matches UIKit: the marker for "no intrinsic size along this axis".
  public static let noIntrinsicMetric: CGFloat = -1
}
