extension CALayer {
  /// Matches Core Animation: marks the layer's sublayers for layout before the next frame is
  /// drawn, when ``layoutSublayers()`` runs. Core Animation calls it itself when the layer's
  /// bounds size changes and when sublayers are added or removed.
  ///
  /// A view's layer is laid out by its view, as on iOS where the two share one flag: the call
  /// marks the view (`setNeedsLayout()`), and the view's layout pass runs.
  public func setNeedsLayout() {
    if let host {
      host.setNeedsLayout()
      return
    }
    guard !layoutIsPending else { return }
    layoutIsPending = true
    PendingLayerLayout.add(self)
    MediaClock.shared.setNeedsFrame()
  }

  /// Matches Core Animation: whether the layer waits for ``layoutSublayers()``.
  public func needsLayout() -> Bool {
    host?.layerNeedsLayout ?? layoutIsPending
  }

  /// Matches Core Animation: lays out now what waits for layout, from the topmost ancestor
  /// that needs it down through the whole tree beneath it. A view's layer asks its view.
  public func layoutIfNeeded() {
    if let host {
      host.layoutIfNeeded()
      return
    }
    var root = self
    var ancestor = storedSuperlayer
    while let current = ancestor, current.host == nil {
      if current.layoutIsPending { root = current }
      ancestor = current.storedSuperlayer
    }
    root.layOutSubtreeIfNeeded()
  }

  /// Lays out this free-standing layer if it waits, then each sublayer that does, top down.
  /// View-backed sublayers are left to their views' layout pass.
  private func layOutSubtreeIfNeeded() {
    if layoutIsPending {
      layoutIsPending = false
      layoutSublayers()
    }
    for sublayer in storedSublayers where sublayer.host == nil {
      sublayer.layOutSubtreeIfNeeded()
    }
  }

  /// A bounds or sublayer change that invalidates a free-standing layer's layout, as Core
  /// Animation invalidates it. A view's layer leaves that to its view, which lays out on its
  /// own bounds and subview changes.
  func invalidateLayoutAfterChange() {
    guard host == nil else { return }
    setNeedsLayout()
  }
}

/// The free-standing layers marked with `setNeedsLayout()`, which the next frame lays out as
/// Core Animation's transaction commit does, before anything is drawn.
@MainActor
package enum PendingLayerLayout {
  private struct Entry {
    weak var layer: CALayer?
  }

  @ProcessWide private static var entries: [Entry] = []

  fileprivate static func add(_ layer: CALayer) {
    entries.append(Entry(layer: layer))
  }

  /// Lays out every pending layer, and what their layout marks in turn, oldest first.
  package static func layOutAll() {
    var rounds = 0
    while !entries.isEmpty && rounds < 64 {
      rounds += 1
      let pending = entries
      entries = []
      for entry in pending { entry.layer?.layoutIfNeeded() }
    }
  }
}
