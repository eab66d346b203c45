/// What a window looks like in one frame: a flat list of drawing commands.
///
/// This is the contract between the core and any host, in the spirit of Dear ImGui's draw
/// lists: plain values, no references to views, so a host only walks the list and a test can
/// compare lists. Coordinates are points in the space of the enclosing ``CompositedLayer``
/// (for the top level, the window), mapped by the innermost `pushTransform`.
///
/// Rules a host follows:
/// - items draw in order, each blended source-over what is already there;
/// - `pushTransform` replaces the current item transform until its `popTransform`;
///   transforms do not nest, each carries the full mapping into layer space;
/// - `pushClip` intersects the clip with an axis-aligned rectangle (in layer space) until its
///   `popClip`; clips nest;
/// - a `layer` is drawn by rendering its `content` into an offscreen image of
///   `contentRect`, multiplying its alpha by the coverage of the rounded rectangle of
///   `cornerRadius` (if positive) and by the alpha of `mask` drawn in the same space (if any),
///   both antialiased, then compositing that image through `transform` with `opacity`. When
///   `version` matches the image kept from an earlier frame for the same `id`, the kept image
///   may be reused;
/// - an `image` with a `slot` is content drawn again in place: a host may keep one texture per
///   slot and replace its pixels when the bitmap changes;
/// - a `backdrop` blurs what the current target already shows under its rectangle (mapped
///   through the item transform, taken as its bounding box) with a Gaussian of its `radius`,
///   draws the blurred copy back there with its `opacity`, within the clip, then blends its
///   `tint` over the rectangle. Inside a composited layer it sees only what the layer drew
///   before it. A host may keep the blurred image per `id` while the pixels under it are
///   unchanged.
public struct DisplayList: Sendable, Equatable {
  /// The drawing commands, back to front.
  public var items: [DisplayItem]

  /// Makes a list from its items.
  public init(items: [DisplayItem] = []) {
    self.items = items
  }

  /// Every item, with the contents of composited layers flattened in after their layer item.
  public var flattened: [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
      if case .layer(let layer) = item { return [item] + layer.content.flattened }
      return [item]
    }
  }
}

/// One drawing command; see ``DisplayList`` for how a host interprets them.
public enum DisplayItem: Sendable, Equatable {
  /// An axis-aligned rectangle filled with a colour.
  case fill(CGRect, DisplayColor)
  /// A rectangle with rounded corners, filled; only the `corners` given are rounded, as
  /// `CALayer.maskedCorners` says.
  case roundedFill(
    CGRect, cornerRadius: CGFloat, DisplayColor,
    corners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ])
  /// A border drawn inside the rectangle's edge, as Core Animation draws `borderWidth`; only
  /// the `corners` given are rounded.
  case border(
    CGRect, cornerRadius: CGFloat, width: CGFloat, DisplayColor,
    corners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ])
  /// A blurred, offset rounded rectangle under a layer, as `shadowOpacity` draws.
  ///
  /// `occluded`, when set, is a rectangle that items drawn next paint opaque (the view's own
  /// square background): a host may leave the shadow out under it, where it cannot show.
  case shadow(CGRect, cornerRadius: CGFloat, blur: CGFloat, DisplayColor, occluded: CGRect? = nil)
  /// One line of text.
  case text(TextRun)
  /// A bitmap drawn into a rectangle.
  case image(ImageRun)
  /// Intersects the clip with a rectangle in layer space until the matching `popClip`.
  case pushClip(CGRect)
  /// Restores the clip that the matching `pushClip` narrowed.
  case popClip
  /// Sets the full mapping from item coordinates into layer space until the matching
  /// `popTransform`; transforms do not nest.
  case pushTransform(CGAffineTransform)
  /// Ends the transform that the matching `pushTransform` set.
  case popTransform
  /// A subtree drawn offscreen and composited: for group opacity, rotation, rounded masking,
  /// or to reuse a cached image while the subtree moves unchanged.
  case layer(CompositedLayer)
  /// What is already drawn under a rectangle, blurred and tinted (a visual effect view).
  case backdrop(BackdropBlur)
}

/// A straight (non-premultiplied) RGBA colour, components in 0…1.
public struct DisplayColor: Sendable, Equatable, Hashable {
  /// The red component, 0 to 1.
  public var red: Float
  /// The green component, 0 to 1.
  public var green: Float
  /// The blue component, 0 to 1.
  public var blue: Float
  /// The alpha component, 0 to 1, not premultiplied into the others.
  public var alpha: Float

  /// Makes a colour from straight components.
  public init(red: Float, green: Float, blue: Float, alpha: Float) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  package init(_ color: CGColor, opacity: Float = 1) {
    self.init(
      red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
      alpha: Float(color.alpha) * opacity)
  }

  /// The colour as 8-bit RGBA, rounded; NaN counts as 0.
  public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
    func byte(_ value: Float) -> UInt8 {
      value.isNaN ? 0 : UInt8((min(max(value, 0), 1) * 255).rounded())
    }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }
}

/// A subtree rendered offscreen, then composited. See ``DisplayList``.
public struct CompositedLayer: Sendable, Equatable {
  /// True when the layer's image has no transparent pixel: fully opaque, square-cornered, and
  /// starting with an opaque fill of its whole area. A host may copy it instead of blending.
  public var isOpaque: Bool {
    guard opacity >= 1, cornerRadius == 0, mask == nil,
      case .fill(let rect, let color) = content.items.first
    else { return false }
    return color.alpha >= 1 && rect.contains(contentRect)
  }

  /// Stable for the view that produced it, across frames.
  public var id: UInt64
  /// Changes whenever anything drawn inside changes.
  public var version: UInt64
  /// The area of the layer's own coordinate space that `content` covers.
  public var contentRect: CGRect
  /// Maps the layer's coordinates into the enclosing space.
  public var transform: CGAffineTransform
  /// The opacity the composited image is blended with, 0 to 1.
  public var opacity: Float
  /// Rounds the composited image's corners (of `contentRect`), for `masksToBounds`.
  public var cornerRadius: CGFloat
  /// The corners ``cornerRadius`` rounds, as `CALayer.maskedCorners` says.
  public var maskedCorners: CACornerMask
  /// The layer's drawing commands, in its own coordinate space.
  public var content: DisplayList
  /// A `CALayer.mask`: drawn in the same space, its alpha multiplies the image's, so only the
  /// parts it covers show. `nil` for no mask.
  public var mask: DisplayList?
  /// The colour that the image's transparent parts stand for (the layer's background, drawn
  /// outside it), or `nil`: a host clears the image to it at zero alpha, so that an image
  /// scaled with filtering blends its edges toward it rather than toward black.
  public var matte: DisplayColor?

  /// Makes a composited layer; the core's display-list builder makes these for layers.
  public init(
    id: UInt64, version: UInt64, contentRect: CGRect, transform: CGAffineTransform,
    opacity: Float, cornerRadius: CGFloat, content: DisplayList, mask: DisplayList? = nil,
    matte: DisplayColor? = nil,
    maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
  ) {
    self.maskedCorners = maskedCorners
    self.mask = mask
    self.matte = matte
    self.id = id
    self.version = version
    self.contentRect = contentRect
    self.transform = transform
    self.opacity = opacity
    self.cornerRadius = cornerRadius
    self.content = content
  }
}

extension DisplayItem {
  /// Whether the item draws in a space of its own (a composited layer, a transformed group),
  /// which neither ``offsetBy(dx:dy:)`` nor an enclosing transform moves.
  var opensSpace: Bool {
    switch self {
    case .layer, .pushTransform: true
    default: false
    }
  }

  /// Whether the item narrows the clip: its rectangle is in layer space, so only a rectilinear
  /// transform maps it there.
  var isClip: Bool {
    if case .pushClip = self { return true }
    return false
  }

  /// The item moved by a translation, for views whose mapping into layer space is one.
  package func offsetBy(dx: CGFloat, dy: CGFloat) -> DisplayItem {
    switch self {
    case .fill(let rect, let color):
      return .fill(rect.offsetBy(dx: dx, dy: dy), color)
    case .roundedFill(let rect, let radius, let color, let corners):
      return .roundedFill(
        rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius, color, corners: corners)
    case .border(let rect, let radius, let width, let color, let corners):
      return .border(
        rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius, width: width, color,
        corners: corners)
    case .shadow(let rect, let radius, let blur, let color, let occluded):
      return .shadow(
        rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius, blur: blur, color,
        occluded: occluded?.offsetBy(dx: dx, dy: dy))
    case .text(var run):
      run.origin.x += dx
      run.origin.y += dy
      return .text(run)
    case .image(var run):
      run.rect = run.rect.offsetBy(dx: dx, dy: dy)
      return .image(run)
    case .pushClip(let rect):
      return .pushClip(rect.offsetBy(dx: dx, dy: dy))
    case .backdrop(var blur):
      blur.rect = blur.rect.offsetBy(dx: dx, dy: dy)
      return .backdrop(blur)
    case .popClip, .pushTransform, .popTransform, .layer:
      return self
    }
  }

  /// Whether every coordinate that moving the item changes satisfies `test`: the origins that
  /// ``offsetBy(dx:dy:)`` moves, and the translation of a transform or a composited layer.
  func movedCoordinates(allSatisfy test: (CGFloat) -> Bool) -> Bool {
    func satisfies(_ point: CGPoint) -> Bool { test(point.x) && test(point.y) }
    switch self {
    case .fill(let rect, _), .roundedFill(let rect, _, _, _), .border(let rect, _, _, _, _),
      .pushClip(let rect):
      return satisfies(rect.origin)
    case .shadow(let rect, _, _, _, let occluded):
      return satisfies(rect.origin) && (occluded.map { satisfies($0.origin) } ?? true)
    case .text(let run):
      return satisfies(run.origin)
    case .image(let run):
      return satisfies(run.rect.origin)
    case .backdrop(let blur):
      return satisfies(blur.rect.origin)
    case .pushTransform(let transform):
      return test(transform.tx) && test(transform.ty)
    case .layer(let layer):
      return test(layer.transform.tx) && test(layer.transform.ty)
    case .popClip, .popTransform:
      return true
    }
  }

  /// The item with its colour's alpha multiplied, to fold a leaf view's opacity into it.
  func fading(by opacity: Float) -> DisplayItem {
    func faded(_ color: DisplayColor) -> DisplayColor {
      var color = color
      color.alpha *= opacity
      return color
    }
    switch self {
    case .fill(let rect, let color): return .fill(rect, faded(color))
    case .roundedFill(let rect, let radius, let color, let corners):
      return .roundedFill(rect, cornerRadius: radius, faded(color), corners: corners)
    case .border(let rect, let radius, let width, let color, let corners):
      return .border(rect, cornerRadius: radius, width: width, faded(color), corners: corners)
    case .shadow(let rect, let radius, let blur, let color, let occluded):
      // What covered the shadow is faded too now, and no longer hides it.
      return .shadow(
        rect, cornerRadius: radius, blur: blur, faded(color),
        occluded: opacity < 1 ? nil : occluded)
    case .text(var run):
      run.color = faded(run.color)
      return .text(run)
    case .image(var run):
      run.opacity *= opacity
      return .image(run)
    case .backdrop(var blur):
      blur.opacity *= opacity
      blur.tint = faded(blur.tint)
      return .backdrop(blur)
    case .pushClip, .popClip, .pushTransform, .popTransform, .layer:
      return self
    }
  }

  /// The area the item can touch, in layer space, ignoring clips.
  package var extent: CGRect? {
    switch self {
    case .fill(let rect, _), .roundedFill(let rect, _, _, _), .border(let rect, _, _, _, _):
      return rect
    case .shadow(let rect, _, let blur, _, _):
      return rect.insetBy(dx: -blur, dy: -blur)
    case .text(let run):
      return CGRect(origin: run.origin, size: run.size)
    case .image(let run):
      return run.rect
    case .backdrop(let blur):
      return blur.rect
    case .layer(let layer):
      return layer.contentRect.applying(layer.transform)
    case .pushClip, .popClip, .pushTransform, .popTransform:
      return nil
    }
  }
}
