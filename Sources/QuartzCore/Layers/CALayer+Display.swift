/// What a layer remembers about its drawing, so that unchanged content costs nothing.
package struct DisplayState {
  /// Stamp of the last change to what this layer draws itself.
  package var contentStamp: UInt64 = 0
  /// Stamp of the last change anywhere inside this layer's subtree, placement of the layer
  /// itself excluded: a composited layer whose subtree stamp is unchanged can reuse its texture.
  package var subtreeStamp: UInt64 = 0
  /// Stamp of the last change to this layer itself, its placement included.
  var ownStamp: UInt64 = 0
  /// The items the layer and its subtree last appended to a display list, with the stamp they
  /// were built at and the space they were placed in. A list rebuilt because something else
  /// changed copies them instead of building them again (a chart redrawn among 200 still
  /// shapes walks the shapes, but does not rebuild them), and moves them when only their space
  /// moved (the rows of a scrolling table).
  var appended = AppendedItems()
  /// What the layer drew itself at `contentStamp`.
  var ownItems: (stamp: UInt64, items: DisplayListBuilder.OwnItems)?
  /// The composited layer built at `subtreeStamp`, reused while nothing inside changes.
  var compositedContent: CompositedContent?
  /// How many items the last display list built from this layer as a root held.
  var lastListCount = 0
  /// The ``DisplayScale/current`` that the kept items were built at: shapes, gradients and
  /// shadows are bitmaps at that scale.
  var scale: CGFloat = 0

  /// Forgets the items kept from a build at another scale than `scale`, so that a snapshot at
  /// 2x does not reuse 1x bitmaps (and the screen's next frame does not reuse 2x ones).
  mutating func keepOnly(at scale: CGFloat) {
    guard self.scale != scale else { return }
    self.scale = scale
    appended = AppendedItems()
    ownItems = nil
    compositedContent = nil
  }

  /// A layer's appended items, kept in place so that refreshing them allocates nothing.
  struct AppendedItems {
    /// `nil` until the items are first built.
    var stamp: UInt64?
    var parentToSpace = CGAffineTransform.identity
    var items: [DisplayItem] = []
    /// Whether `items` holds the items built at `stamp`.
    var isKept = false
    /// Whether every coordinate that moving `items` changes lies on the grid of
    /// ``liesOnGrid(_:)``: found the first time they would move (a spinning layer's never
    /// do), `nil` until then.
    var isMovable: Bool?
    /// For a layer without sublayers drawn inline under a turn or scale, what its items were
    /// built from besides their mapping: while that holds, a change of the layer's placement
    /// alone only changes the mapping in their `pushTransform`s. `nil` for other layers.
    var placed: Placement?

    /// See ``placed``.
    struct Placement {
      var contentStamp: UInt64
      var opacity: Float
    }

    /// Records the items just built at `stamp` in `parentToSpace`. A layer without sublayers
    /// keeps them at once, as they are few. A layer with sublayers keeps them only when built
    /// a second time at the same stamp, in a space turned and scaled as before: one that
    /// changes every frame (the window's root, the layer of a table while it scrolls) or turns
    /// with its superlayer would copy its whole subtree's items each frame for nothing.
    mutating func record(
      _ built: ArraySlice<DisplayItem>, stamp: UInt64, parentToSpace: CGAffineTransform,
      keepAtOnce: Bool
    ) {
      let kept = self.parentToSpace
      isKept =
        keepAtOnce
        || (self.stamp == stamp && kept.a == parentToSpace.a && kept.b == parentToSpace.b
          && kept.c == parentToSpace.c && kept.d == parentToSpace.d)
      self.stamp = stamp
      self.parentToSpace = parentToSpace
      items.removeAll(keepingCapacity: isKept)
      isMovable = nil
      placed = nil
      if isKept { items.append(contentsOf: built) }
    }

    /// How far the kept items move to lie in `space`: the difference of the translations when
    /// `space` differs from theirs by nothing else. Only when that, and every coordinate it
    /// moves, lies on the grid: each sum is then exact, and the moved items are the ones that
    /// building them again in `space` gives, for coordinates laid out on the grid as views'
    /// are. Otherwise `nil` (a turned or scaled space, or one moved by a third of a point), and
    /// the items are built again.
    mutating func offset(to space: CGAffineTransform) -> CGSize? {
      let kept = parentToSpace
      guard kept.a == space.a, kept.b == space.b, kept.c == space.c, kept.d == space.d,
        Self.liesOnGrid(kept.tx), Self.liesOnGrid(kept.ty), Self.liesOnGrid(space.tx),
        Self.liesOnGrid(space.ty)
      else { return nil }
      if isMovable == nil {
        isMovable = items.allSatisfy { $0.movedCoordinates(allSatisfy: Self.liesOnGrid) }
      }
      guard isMovable == true else { return nil }
      return CGSize(width: space.tx - kept.tx, height: space.ty - kept.ty)
    }

    /// Whether `value` is a multiple of 1/1024 point within ±2³² points, where adding two
    /// such values is exact: pixel-aligned coordinates at scale 1, 2 and 4 are, and font
    /// metrics in FreeType's 64ths of a pixel, halved to centre a line.
    static func liesOnGrid(_ value: CGFloat) -> Bool {
      let scaled = value * 1024
      return scaled == scaled.rounded() && abs(value) < 0x1p32
    }
  }

  /// A composited layer's image as built at `stamp`.
  struct CompositedContent {
    var stamp: UInt64
    var contentRect: CGRect
    var content: DisplayList
    /// Whether the background and border were left to the enclosing space.
    var frameOutside: Bool
    /// Whether the image holds a blur of what lies behind it (a `UIVisualEffectView`).
    var blursBackdrop: Bool
  }
}

/// A layer's `contents` and how it is drawn.
package struct ContentsState {
  package var contents: Any?
  var gravity = CALayerContentsGravity.resize
  package var scale: CGFloat = 1
  package var needsDisplay = false
  var needsDisplayOnBoundsChange = false
  /// The bounds size the contents were drawn for, for views that scale old content.
  package var drawnSize = CGSize.zero
}

/// A process-wide counter that orders display changes.
@MainActor
package enum DisplayStamp {
  private static var last: UInt64 = 0

  package static func next() -> UInt64 {
    last += 1
    return last
  }
}

extension CALayer {
  /// Records that something drawn changed: this layer itself, its own content unless only its
  /// placement in the superlayer moved, and the subtree of every ancestor (and of the layer it
  /// masks).
  package func displayDidChange(placementOnly: Bool) {
    let stamp = DisplayStamp.next()
    displayState.ownStamp = stamp
    if !placementOnly {
      displayState.contentStamp = stamp
      displayState.subtreeStamp = stamp
    }
    var ancestor = parentForDisplay
    while let current = ancestor {
      current.displayState.subtreeStamp = stamp
      ancestor = current.parentForDisplay
    }
    MediaClock.shared.setNeedsFrame()
  }

  /// The layer whose drawing includes this one's: the superlayer, the layer this one masks, or
  /// the window that draws a view's layer as system chrome.
  private var parentForDisplay: CALayer? {
    storedSuperlayer ?? maskedLayer ?? chromeHostLayer
  }

  /// Called by the animation engine after the presented values changed.
  func presentationDidChange(placementOnly: Bool) {
    displayDidChange(placementOnly: placementOnly)
  }

  // MARK: Contents

  /// Matches Core Animation: an image (a `CGImage`) drawn between the background and the
  /// sublayers, placed by ``contentsGravity``. Drawing with ``display()`` sets it.
  public var contents: Any? {
    get { contentsState.contents }
    set {
      contentsState.contents = newValue
      displayDidChange(placementOnly: false)
    }
  }

  /// Matches Core Animation: where ``contents`` sits in the bounds; `.resize` by default.
  public var contentsGravity: CALayerContentsGravity {
    get { contentsState.gravity }
    set {
      contentsState.gravity = newValue
      displayDidChange(placementOnly: false)
    }
  }

  /// Matches Core Animation: pixels per point of ``contents`` and of what ``draw(in:)`` draws;
  /// 1 by default, so set it to the screen's scale for sharp drawing, as on iOS.
  public var contentsScale: CGFloat {
    get { contentsState.scale }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      contentsState.scale = newValue
      displayDidChange(placementOnly: false)
    }
  }

  /// Matches Core Animation: whether a change of the bounds' size calls ``setNeedsDisplay()``.
  public var needsDisplayOnBoundsChange: Bool {
    get { contentsState.needsDisplayOnBoundsChange }
    set { contentsState.needsDisplayOnBoundsChange = newValue }
  }

  /// Matches Core Animation: the layer draws again (``display()``) before the next frame is
  /// drawn. Layers draw only when asked, as in Core Animation.
  public func setNeedsDisplay() {
    contentsState.needsDisplay = true
    displayDidChange(placementOnly: false)
  }

  /// Matches Core Animation; the whole layer is drawn again.
  public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

  /// Matches Core Animation: whether the layer waits to draw again.
  public func needsDisplay() -> Bool { contentsState.needsDisplay }

  /// Matches Core Animation: draws now if the layer is waiting to.
  public func displayIfNeeded() {
    guard contentsState.needsDisplay else { return }
    contentsState.needsDisplay = false
    display()
  }

  /// Draws the layer with ``draw(in:)`` into a bitmap of its bounds at ``contentsScale`` and
  /// makes that its contents; a layer that draws nothing gets no contents. Drawing outside
  /// the bounds is clipped away, as in Core Animation.
  public func drawContents() {
    let bounds = modelState.bounds
    let scale = contentsScale
    guard bounds.width > 0, bounds.height > 0 else {
      contentsState.contents = nil
      return
    }
    let context = CGContext(size: bounds.size, scale: scale)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    delegate?.layerWillDraw(self)
    draw(in: context)
    contentsState.contents = context.hasDrawn ? context.makeImage() : nil
    contentsState.drawnSize = bounds.size
  }

  /// The contents as an image: a `CGImage`, or a `UIImage`'s.
  var contentsImage: CGImage? {
    switch contentsState.contents {
    case let image as CGImage: image
    case let image as any CGImageConvertible: image.cgImage
    default: nil
    }
  }
}
