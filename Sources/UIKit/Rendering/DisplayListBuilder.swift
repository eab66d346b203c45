/// Turns a window's view tree into its display list, from presented (animated) values.
///
/// Most views draw inline. A view's subtree is composited (drawn offscreen, then placed) when
/// that is the only correct way to draw it, or when it pays:
/// - group opacity: alpha below 1 over more than one thing drawn, so overlapping children of a
///   half-transparent view do not show through each other;
/// - a rotation or skew over children or a clip, since clips are axis-aligned;
/// - `masksToBounds` with rounded corners over children;
/// - `shouldRasterize`, or a subtree that is moving (position, transform or opacity animating)
///   while its inside is unchanged: as in Core Animation, it is drawn once and its image is
///   moved, which is what keeps transitions cheap whatever the content.
@MainActor
enum DisplayListBuilder {
  /// What a view draws itself, in its bounds coordinates, in Core Animation's order: shadow,
  /// background and content below the subviews, the border above them.
  struct OwnItems {
    var shadow: DisplayItem?
    var background: DisplayItem?
    var content: [DisplayItem] = []
    var border: DisplayItem?

    var below: [DisplayItem] { [shadow, background].compactMap { $0 } + content }
    var above: [DisplayItem] { border.map { [$0] } ?? [] }
    var count: Int { below.count + above.count }
  }

  static func build(window: UIWindow) -> DisplayList {
    var items: [DisplayItem] = []
    let state = window.layer.current
    let toSpace = CGAffineTransform(translationX: -state.bounds.minX, y: -state.bounds.minY)
    appendInline(window, state: state, toSpace: toSpace, opacity: 1, into: &items)
    return DisplayList(items: items)
  }

  /// The window's system chrome (status bar and home indicator), drawn over its content.
  static func buildChrome(window: UIWindow) -> DisplayList {
    var items: [DisplayItem] = []
    if let ring = FocusSystem.focusRing(in: window) { items.append(ring) }
    for chrome in [window.statusBarView, window.homeIndicatorView] {
      append(chrome, parentToSpace: .identity, into: &items)
    }
    return DisplayList(items: items)
  }

  /// A view and its subtree as they look now, in the view's bounds coordinates, ignoring the
  /// view's own position, transform and opacity: what a snapshot of it shows.
  static func items(of view: UIView) -> [DisplayItem] {
    var items: [DisplayItem] = []
    appendInline(view, state: view.layer.current, toSpace: .identity, opacity: 1, into: &items)
    return items
  }

  /// Appends one subview, inline or as a composited layer.
  private static func append(
    _ view: UIView, parentToSpace: CGAffineTransform, into items: inout [DisplayItem]
  ) {
    let state = view.layer.current
    guard !state.isHidden, state.opacity > 0.001 else { return }
    let toSpace = state.toSuperlayer.concatenating(parentToSpace)
    let hasSubviews = view.storedSubviews.contains { !$0.layer.current.isHidden }
    let own = ownItems(of: view, state: state)
    let roundedMask = state.masksToBounds && state.cornerRadius > 0 && hasSubviews
    // A snapshot's content may hold composited layers and transformed groups, which do not
    // nest under a transform: drawn into a layer of its own, it moves as one picture.
    let isolate =
      own.content.contains(where: \.opensSpace)
      || (state.opacity < 1 && (hasSubviews || own.count > 1))
      || (!toSpace.isRectilinear && (hasSubviews || state.masksToBounds))
      || roundedMask
      || (hasSubviews && (state.shouldRasterize || view.isMovingAsAWhole))
    guard isolate else {
      appendInline(view, state: state, toSpace: toSpace, opacity: state.opacity, into: &items)
      return
    }
    // The shadow lies under everything the view draws, so it is drawn outside the layer, in
    // the enclosing space (faded with the layer): the layer's image then stays its own size,
    // and an opaque view moving with a shadow (a pushed screen) is copied, not blended.
    if let shadow = own.shadow {
      appendMapped([shadow], toSpace: toSpace, opacity: state.opacity, into: &items)
    }
    // A rounded mask cuts its layer's corners without antialiasing (SDL cannot scale
    // destination alpha). When the layer is opaque, its own background and border are drawn
    // outside it, antialiased, so the visible edge of a rounded card stays smooth.
    let frameOutside = roundedMask && state.opacity >= 1
    if frameOutside, let background = own.background {
      appendMapped([background], toSpace: toSpace, opacity: 1, into: &items)
    }
    items.append(
      .layer(compositedLayer(of: view, state: state, toSpace: toSpace, frameOutside: frameOutside))
    )
    if frameOutside, let border = own.border {
      appendMapped([border], toSpace: toSpace, opacity: 1, into: &items)
    }
  }

  /// Appends a view and its subtree into the current space. `opacity` is folded into the
  /// colours, which is only correct because the caller isolated anything that overlaps.
  private static func appendInline(
    _ view: UIView, state: LayerState, toSpace: CGAffineTransform, opacity: Float,
    into items: inout [DisplayItem], own replacement: OwnItems? = nil
  ) {
    let own = replacement ?? ownItems(of: view, state: state)
    appendMapped(own.below, toSpace: toSpace, opacity: opacity, into: &items)
    let clips = state.masksToBounds && !view.storedSubviews.isEmpty
    if clips { items.append(.pushClip(state.bounds.applying(toSpace))) }
    for subview in view.storedSubviews {
      append(subview, parentToSpace: toSpace, into: &items)
    }
    if clips { items.append(.popClip) }
    appendMapped(own.above, toSpace: toSpace, opacity: opacity, into: &items)
  }

  /// Appends items given in a view's bounds coordinates, mapped into the current space.
  private static func appendMapped(
    _ local: [DisplayItem], toSpace: CGAffineTransform, opacity: Float,
    into items: inout [DisplayItem]
  ) {
    guard !local.isEmpty else { return }
    let faded = opacity < 1 ? local.map { $0.fading(by: opacity) } : local
    if toSpace.isTranslation {
      items += faded.map { $0.offsetBy(dx: toSpace.tx, dy: toSpace.ty) }
    } else {
      items.append(.pushTransform(toSpace))
      items += faded
      items.append(.popTransform)
    }
  }

  /// The view's subtree drawn in its own bounds coordinates, to be composited through
  /// `toSpace`. The content is rebuilt only when something inside changed.
  ///
  /// With `frameOutside`, the caller draws the background and border; without it, a rounded
  /// mask's background is a plain rectangle, since the mask cuts the corners anyway and a
  /// rounded one would leave a dark fringe of half-covered pixels.
  private static func compositedLayer(
    of view: UIView, state: LayerState, toSpace: CGAffineTransform, frameOutside: Bool
  ) -> CompositedLayer {
    let stamp = max(view.displayState.subtreeStamp, view.displayState.contentStamp)
    let cached: (stamp: UInt64, contentRect: CGRect, content: DisplayList)
    if let previous = view.displayState.compositedContent, previous.stamp == stamp,
      previous.frameOutside == frameOutside
    {
      cached = (previous.stamp, previous.contentRect, previous.content)
    } else {
      var own = ownItems(of: view, state: state)
      own.shadow = nil
      if frameOutside {
        own.background = nil
        own.border = nil
      } else if state.masksToBounds && state.cornerRadius > 0,
        case .roundedFill(let rect, _, let color) = own.background
      {
        own.background = .fill(rect, color)
      }
      var content: [DisplayItem] = []
      appendInline(view, state: state, toSpace: .identity, opacity: 1, into: &content, own: own)
      var contentRect = state.bounds
      if !state.masksToBounds {
        for item in content {
          if let extent = item.extent { contentRect = contentRect.union(extent) }
        }
      }
      cached = (stamp, contentRect, DisplayList(items: content))
      view.displayState.compositedContent = (
        stamp, contentRect, cached.content, frameOutside
      )
    }
    return CompositedLayer(
      id: view.displayID, version: stamp, contentRect: cached.contentRect, transform: toSpace,
      opacity: state.opacity, cornerRadius: state.masksToBounds ? state.cornerRadius : 0,
      content: cached.content)
  }

  /// What a view draws itself, in its bounds coordinates, cached until its content changes.
  private static func ownItems(of view: UIView, state: LayerState) -> OwnItems {
    let stamp = view.displayState.contentStamp
    if let cached = view.displayState.ownItems, cached.stamp == stamp { return cached.items }
    var own = OwnItems()
    let bounds = state.bounds
    let radius = min(state.cornerRadius, min(bounds.width, bounds.height) / 2)
    let background = state.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
    if state.shadowOpacity > 0, let shadowColor = state.shadowColor, !state.masksToBounds,
      background != nil || !view.storedSubviews.isEmpty
    {
      // A square opaque background covers the shadow's middle, so the host may skip it.
      let opaque = background.map { $0.alpha >= 1 && radius == 0 } ?? false
      own.shadow = .shadow(
        bounds.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height),
        cornerRadius: radius, blur: state.shadowRadius,
        DisplayColor(shadowColor, opacity: state.shadowOpacity), occluded: opaque ? bounds : nil)
    }
    if let background {
      own.background =
        radius > 0
        ? .roundedFill(bounds, cornerRadius: radius, DisplayColor(background))
        : .fill(bounds, DisplayColor(background))
    }
    view.appendContent(to: &own.content, bounds: bounds)
    if state.borderWidth > 0, let borderColor = state.borderColor, borderColor.alpha > 0 {
      own.border = .border(
        bounds, cornerRadius: radius, width: state.borderWidth, DisplayColor(borderColor))
    }
    view.displayState.ownItems = (stamp, own)
    return own
  }
}

extension UIView {
  /// True while the view's position, transform or opacity animates: the case where
  /// compositing its subtree once and moving the image pays.
  var isMovingAsAWhole: Bool {
    layer.animations.contains { $0.property.isPlacement }
  }
}
