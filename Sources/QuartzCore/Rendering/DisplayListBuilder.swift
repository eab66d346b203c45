/// Turns a window's layer tree into its display list, from presented (animated) values.
///
/// It walks layers, not views: a view's layer's sublayers are its subviews' layers and the
/// layers code added, in order, so both draw in their places. Most layers draw inline. A
/// layer's subtree is composited (drawn offscreen, then placed) when that is the only correct
/// way to draw it, or when it pays:
/// - group opacity: opacity below 1 over more than one thing drawn, so overlapping sublayers of
///   a half-transparent layer do not show through each other;
/// - a rotation or skew over sublayers or a clip, since clips are axis-aligned;
/// - `masksToBounds` with rounded corners, and `mask`: the host multiplies the image's alpha;
/// - `shouldRasterize`, or a subtree that is moving (position, transform or opacity animating)
///   while its inside is unchanged: as in Core Animation, it is drawn once and its image is
///   moved, which is what keeps transitions cheap whatever the content.
@MainActor
package enum DisplayListBuilder {
  /// What a layer draws itself, in its bounds coordinates, in Core Animation's order: shadow,
  /// background and content below the sublayers, the border above them.
  struct OwnItems {
    var shadow: DisplayItem?
    var background: DisplayItem?
    var content: [DisplayItem] = []
    var border: DisplayItem?

    var count: Int { [shadow, background, border].count { $0 != nil } + content.count }
  }

  /// A root layer's tree (a window's), in the root's bounds coordinates.
  package static func build(root: CALayer) -> DisplayList {
    var items: [DisplayItem] = []
    // As many as last time: a list grown item by item is copied each time its storage doubles.
    items.reserveCapacity(root.displayState.lastListCount)
    let state = root.current
    let toSpace = CGAffineTransform(translationX: -state.bounds.minX, y: -state.bounds.minY)
    appendInline(root, state: state, toSpace: toSpace, opacity: 1, into: &items)
    root.displayState.lastListCount = items.count
    return DisplayList(items: items)
  }

  /// Appends `layer` placed in its superlayer's space (its position, transform and opacity
  /// applied), as a window's system chrome is drawn over its content.
  package static func append(_ layer: CALayer, into items: inout [DisplayItem]) {
    append(layer, parentToSpace: .identity, into: &items)
  }

  /// A layer and its subtree as they look now, in the layer's bounds coordinates, ignoring its
  /// own position, transform and opacity: what a snapshot of a view shows.
  package static func items(of layer: CALayer) -> [DisplayItem] {
    var items: [DisplayItem] = []
    appendInline(layer, state: layer.current, toSpace: .identity, opacity: 1, into: &items)
    return items
  }

  /// Appends one sublayer, inline or as a composited layer. A layer whose subtree has not
  /// changed since it was last appended is copied from then: as it was, in the same space, or
  /// moved, when its space only moved by a translation (the rows of a scrolling table).
  private static func append(
    _ layer: CALayer, parentToSpace: CGAffineTransform, into items: inout [DisplayItem]
  ) {
    layer.displayState.keepOnly(at: DisplayScale.current)
    let stamp = max(layer.displayState.ownStamp, layer.displayState.subtreeStamp)
    if layer.displayState.appended.isKept, layer.displayState.appended.stamp == stamp {
      let keptSpace = layer.displayState.appended.parentToSpace
      if keptSpace == parentToSpace {
        items.append(contentsOf: layer.displayState.appended.items)
        return
      }
      if let offset = layer.displayState.appended.offset(to: parentToSpace) {
        appendMoved(layer.displayState.appended.items, by: offset, into: &items)
        return
      }
    }
    let start = items.count
    if let kept = layer.displayState.appended.placed,
      let toSpace = placedSpace(of: layer, parentToSpace: parentToSpace, keptAt: kept)
    {
      // Only the layer's placement changed (a spinning shape): its kept items, mapped anew.
      for item in layer.displayState.appended.items {
        if case .pushTransform = item {
          items.append(.pushTransform(toSpace))
        } else {
          items.append(item)
        }
      }
      layer.displayState.appended.record(
        items[start...], stamp: stamp, parentToSpace: parentToSpace, keepAtOnce: true)
      layer.displayState.appended.placed = kept
      return
    }
    let placed = appendBuilt(layer, parentToSpace: parentToSpace, into: &items)
    layer.displayState.appended.record(
      items[start...], stamp: stamp, parentToSpace: parentToSpace,
      keepAtOnce: layer.storedSublayers.isEmpty)
    layer.displayState.appended.placed = placed
  }

  /// Where a layer whose kept items were built as `kept` says is now mapped, when its items
  /// are those with only that mapping changed: it has no sublayers and no mask, draws the same
  /// content (unchanged content stamp) at the same opacity, and is mapped by more than a
  /// translation, as it was. `nil` otherwise, and the items are built again.
  private static func placedSpace(
    of layer: CALayer, parentToSpace: CGAffineTransform,
    keptAt kept: DisplayState.AppendedItems.Placement
  ) -> CGAffineTransform? {
    guard kept.contentStamp == layer.displayState.contentStamp,
      !layer.contentsState.needsDisplay, layer.storedSublayers.isEmpty, layer.storedMask == nil
    else { return nil }
    // Read in place: copying the whole state is what this path saves.
    let presenting = layer.isPresenting
    let opacity = presenting ? layer.presentedState.opacity : layer.modelState.opacity
    let isHidden = presenting ? layer.presentedState.isHidden : layer.modelState.isHidden
    guard opacity == kept.opacity, !isHidden, opacity > 0.001 else { return nil }
    let toSuperlayer =
      presenting ? layer.presentedState.toSuperlayer : layer.modelState.toSuperlayer
    let toSpace = toSuperlayer.concatenating(parentToSpace)
    return toSpace.isTranslation ? nil : toSpace
  }

  /// Appends items that a layer appended before, moved by `offset`. Items in layer space move;
  /// items under a `pushTransform` are in their layer's own coordinates, which the transform
  /// (moved) places; a composited layer's image stays as it is and its placement moves.
  private static func appendMoved(
    _ kept: [DisplayItem], by offset: CGSize, into items: inout [DisplayItem]
  ) {
    var underTransform = false
    for item in kept {
      switch item {
      case .pushTransform(var transform):
        transform.tx += offset.width
        transform.ty += offset.height
        items.append(.pushTransform(transform))
        underTransform = true
      case .popTransform:
        items.append(item)
        underTransform = false
      case .layer(var layer) where !underTransform:
        layer.transform.tx += offset.width
        layer.transform.ty += offset.height
        items.append(.layer(layer))
      default:
        items.append(
          underTransform && !item.isClip
            ? item : item.offsetBy(dx: offset.width, dy: offset.height))
      }
    }
  }

  /// Builds one sublayer's items, inline or as a composited layer. Returns how they were built
  /// when they depend on the layer's placement only through the mapping of their
  /// `pushTransform`s (see ``placedSpace(of:parentToSpace:keptAt:)``).
  private static func appendBuilt(
    _ layer: CALayer, parentToSpace: CGAffineTransform, into items: inout [DisplayItem]
  ) -> DisplayState.AppendedItems.Placement? {
    let state = layer.current
    guard !state.isHidden, state.opacity > 0.001 else { return nil }
    layer.hasBeenDisplayed = true
    let toSpace = state.toSuperlayer.concatenating(parentToSpace)
    // Each sublayer's flag read without copying its whole state.
    let hasSublayers = layer.storedSublayers.contains {
      !($0.isPresenting ? $0.presentedState.isHidden : $0.modelState.isHidden)
    }
    let own = ownItems(of: layer, state: state)
    // Drawn content is cut by the rounded corners (an avatar image), but a label's own text is
    // not: text sits inside its line box, and blended onto a transparent layer it would darken
    // at its edges. (The content's kinds are found in one plain loop: this runs for every layer
    // built, every frame.)
    var contentNeedsMask = false
    var contentOpensSpace = false
    var contentClips = false
    for item in own.content {
      if case .text = item {} else { contentNeedsMask = true }
      if item.opensSpace { contentOpensSpace = true }
      if item.isClip { contentClips = true }
    }
    let roundedMask =
      state.masksToBounds && state.roundingRadius > 0 && (hasSublayers || contentNeedsMask)
    // A snapshot's content may hold composited layers and transformed groups, which do not
    // nest under a transform: drawn into a layer of its own, it moves as one picture.
    let mustIsolate =
      contentOpensSpace
      || (state.opacity < 1 && (hasSublayers || own.count > 1))
      || (!toSpace.isRectilinear && (hasSublayers || state.masksToBounds || contentClips))
      || roundedMask || layer.storedMask != nil
    let paysToIsolate = hasSublayers && (state.shouldRasterize || layer.isMovingAsAWhole)
    // A moving subtree that blurs what lies behind it (a visual effect view sliding in) is
    // drawn inline: in an image of its own, its blur would see only what the subtree drew
    // before it, not the window under it.
    guard
      mustIsolate
        || (paysToIsolate && !compositedContent(of: layer, state: state).blursBackdrop)
    else {
      appendInline(
        layer, state: state, toSpace: toSpace, opacity: state.opacity, into: &items, own: own)
      // Drawn inline under `pushTransform(toSpace)` (not moved item by item, as under a
      // translation), and drawn so under any other mapping too: nothing above depends on it.
      let placementFree =
        !hasSublayers && layer.storedSublayers.isEmpty && layer.storedMask == nil
        && !contentOpensSpace && !contentClips && !state.masksToBounds
        && !(state.opacity < 1 && own.count > 1) && !toSpace.isTranslation
      return placementFree
        ? .init(contentStamp: layer.displayState.contentStamp, opacity: state.opacity) : nil
    }
    // The shadow lies under everything the layer draws, so it is drawn outside the layer, in
    // the enclosing space (faded with the layer): the layer's image then stays its own size,
    // and an opaque view moving with a shadow (a pushed screen) is copied, not blended.
    if let shadow = own.shadow {
      appendMapped(shadow, toSpace: toSpace, opacity: state.opacity, into: &items)
    }
    // When the layer is opaque, its own background and border are drawn outside the rounded
    // mask, so the visible edge of a rounded card is the shape's own antialiased edge.
    let frameOutside = roundedMask && state.opacity >= 1 && layer.storedMask == nil
    if frameOutside, let background = own.background {
      appendMapped(background, toSpace: toSpace, opacity: 1, into: &items)
    }
    items.append(
      .layer(
        compositedLayer(of: layer, state: state, toSpace: toSpace, frameOutside: frameOutside)))
    if frameOutside, let border = own.border {
      appendMapped(border, toSpace: toSpace, opacity: 1, into: &items)
    }
    return nil
  }

  /// Appends a layer and its subtree into the current space. `opacity` is folded into the
  /// colours, which is only correct because the caller isolated anything that overlaps.
  private static func appendInline(
    _ layer: CALayer, state: LayerState, toSpace: CGAffineTransform, opacity: Float,
    into items: inout [DisplayItem], own replacement: OwnItems? = nil
  ) {
    layer.hasBeenDisplayed = true
    let own = replacement ?? ownItems(of: layer, state: state)
    appendMapped(
      own.shadow, own.background, content: own.content, toSpace: toSpace, opacity: opacity,
      into: &items)
    let sublayers = layer.drawingOrder
    let clips = state.masksToBounds && !sublayers.isEmpty
    if clips { items.append(.pushClip(state.bounds.applying(toSpace))) }
    let sublayerSpace = state.sublayerMapping.map { $0.concatenating(toSpace) } ?? toSpace
    let instances = instanceTransforms(of: layer, state: state)
    for index in 0..<(instances?.count ?? 1) {
      let space = instances.map { $0[index].concatenating(sublayerSpace) } ?? sublayerSpace
      for sublayer in sublayers {
        append(sublayer, parentToSpace: space, into: &items)
      }
    }
    if clips { items.append(.popClip) }
    appendMapped(own.border, toSpace: toSpace, opacity: opacity, into: &items)
  }

  /// The transforms the sublayers are drawn through, for a replicator layer: one per instance,
  /// each the instance transform applied once more about the anchor point. `nil` for any other
  /// layer, whose sublayers are drawn once, as they are.
  private static func instanceTransforms(of layer: CALayer, state: LayerState)
    -> [CGAffineTransform]?
  {
    let count = state.replicator.instanceCount
    guard layer is CAReplicatorLayer, count > 1 else { return nil }
    let anchor = CGPoint(
      x: state.bounds.minX + state.bounds.width * state.anchorPoint.x,
      y: state.bounds.minY + state.bounds.height * state.anchorPoint.y)
    let step = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(state.replicator.instanceTransform.affine)
      .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    var transforms: [CGAffineTransform] = [.identity]
    for _ in 1..<min(count, 10_000) {
      transforms.append(transforms[transforms.count - 1].concatenating(step))
    }
    return transforms
  }

  /// Appends items given in a layer's bounds coordinates, mapped into the current space: the
  /// single items, then `content`. Each is appended where it lands, with no array made on the
  /// way (this runs for every layer drawn, every frame something moves).
  private static func appendMapped(
    _ first: DisplayItem?, _ second: DisplayItem? = nil, content: [DisplayItem] = [],
    toSpace: CGAffineTransform, opacity: Float, into items: inout [DisplayItem]
  ) {
    guard first != nil || second != nil || !content.isEmpty else { return }
    let offset = toSpace.isTranslation
    if !offset { items.append(.pushTransform(toSpace)) }
    func add(_ item: DisplayItem) {
      let faded = opacity < 1 ? item.fading(by: opacity) : item
      if offset {
        items.append(faded.offsetBy(dx: toSpace.tx, dy: toSpace.ty))
      } else if case .pushClip(let rect) = faded {
        // A clip is in layer space, not under the item transform: mapped there (exactly, as
        // the transform is rectilinear; a layer that clips under any other is drawn apart).
        items.append(.pushClip(rect.applying(toSpace)))
      } else {
        items.append(faded)
      }
    }
    if let first { add(first) }
    if let second { add(second) }
    for item in content { add(item) }
    if !offset { items.append(.popTransform) }
  }

  /// The layer's subtree drawn in its own bounds coordinates, to be composited through
  /// `toSpace`. The content is rebuilt only when something inside changed.
  ///
  /// With `frameOutside`, the caller draws the background and border; without it, a rounded
  /// mask's background is a plain rectangle, since the mask cuts the corners anyway and a
  /// rounded one would leave a dark fringe of half-covered pixels.
  private static func compositedLayer(
    of layer: CALayer, state: LayerState, toSpace: CGAffineTransform, frameOutside: Bool
  ) -> CompositedLayer {
    let cached = compositedContent(of: layer, state: state, frameOutside: frameOutside)
    var mask: DisplayList?
    if let maskLayer = layer.storedMask {
      var maskItems: [DisplayItem] = []
      append(maskLayer, parentToSpace: .identity, into: &maskItems)
      mask = DisplayList(items: maskItems)
    }
    // With its background drawn outside, the image is transparent between its sublayers.
    let matte =
      frameOutside ? state.backgroundColor.map { DisplayColor($0) } : nil
    return CompositedLayer(
      id: layer.displayID, version: cached.stamp, contentRect: cached.contentRect,
      transform: toSpace, opacity: state.opacity,
      cornerRadius: state.masksToBounds ? state.roundingRadius : 0, content: cached.content,
      mask: mask, matte: matte, maskedCorners: state.maskedCorners)
  }

  /// What a composited layer's image holds: its subtree in its own bounds coordinates, rebuilt
  /// only when something inside changed, and whether any of it blurs what lies behind.
  private static func compositedContent(
    of layer: CALayer, state: LayerState, frameOutside: Bool = false
  ) -> DisplayState.CompositedContent {
    layer.displayState.keepOnly(at: DisplayScale.current)
    let stamp = max(layer.displayState.subtreeStamp, layer.displayState.contentStamp)
    if let previous = layer.displayState.compositedContent, previous.stamp == stamp,
      previous.frameOutside == frameOutside
    {
      return previous
    }
    var own = ownItems(of: layer, state: state)
    own.shadow = nil
    if frameOutside {
      own.background = nil
      own.border = nil
    } else if state.masksToBounds && state.roundingRadius > 0,
      case .roundedFill(let rect, _, let color, _) = own.background
    {
      own.background = .fill(rect, color)
    }
    var content: [DisplayItem] = []
    appendInline(layer, state: state, toSpace: .identity, opacity: 1, into: &content, own: own)
    var contentRect = state.bounds
    if !state.masksToBounds {
      for item in content {
        if let extent = item.extent { contentRect = contentRect.union(extent) }
      }
    }
    let blursBackdrop = content.contains {
      if case .backdrop = $0 { true } else { false }
    }
    let built = DisplayState.CompositedContent(
      stamp: stamp, contentRect: contentRect, content: DisplayList(items: content),
      frameOutside: frameOutside, blursBackdrop: blursBackdrop)
    layer.displayState.compositedContent = built
    return built
  }

  /// What a layer draws itself, in its bounds coordinates, cached until its content changes.
  /// A layer that waits to draw (``CALayer/setNeedsDisplay()``) draws first.
  private static func ownItems(of layer: CALayer, state: LayerState) -> OwnItems {
    if layer.contentsState.needsDisplay { layer.displayIfNeeded() }
    layer.displayState.keepOnly(at: DisplayScale.current)
    let stamp = layer.displayState.contentStamp
    if let cached = layer.displayState.ownItems, cached.stamp == stamp { return cached.items }
    var own = OwnItems()
    guard !(layer is CATransformLayer) else {
      layer.displayState.ownItems = (stamp, own)
      return own
    }
    let bounds = state.bounds
    let radius = min(state.roundingRadius, min(bounds.width, bounds.height) / 2)
    let corners = state.maskedCorners
    let background = state.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
    if let background {
      own.background =
        radius > 0
        ? .roundedFill(bounds, cornerRadius: radius, DisplayColor(background), corners: corners)
        : .fill(bounds, DisplayColor(background))
    }
    own.content = layer.contentItems(state)
    layer.host?.appendContent(to: &own.content, bounds: bounds)
    if state.shadowOpacity > 0, let shadowColor = state.shadowColor, !state.masksToBounds {
      own.shadow = LayerShadow.item(
        for: state, color: DisplayColor(shadowColor, opacity: state.shadowOpacity),
        radius: radius, background: background,
        hasSublayers: !layer.storedSublayers.isEmpty, content: own.content)
    }
    if state.borderWidth > 0, let borderColor = state.borderColor, borderColor.alpha > 0 {
      own.border = .border(
        bounds, cornerRadius: radius, width: state.borderWidth, DisplayColor(borderColor),
        corners: corners)
    }
    layer.displayState.ownItems = (stamp, own)
    return own
  }
}

extension CALayer {
  /// True while the layer's position, transform or opacity animates: the case where
  /// compositing its subtree once and moving the image pays.
  var isMovingAsAWhole: Bool {
    animations.contains { $0.property.isPlacement }
      || keyedAnimations.contains { !$0.isFinished && $0.isPlacement }
  }
}
