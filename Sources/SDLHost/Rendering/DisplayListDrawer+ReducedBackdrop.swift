import CSDL2
import UIKit

/// Reduced backdrops: a wide blur is made on a copy reduced by its factor (see
/// `BoxBlur.Reduction`), so the items under it are drawn again straight at about that size,
/// instead of being drawn at full size, read back and averaged down. At a display scale of 3 a
/// window-sized blur then reads back a sixty-fourth of the pixels, and when its opaque copy
/// covers the whole target, nothing under it is drawn at full size at all.
extension DisplayListDrawer {
  /// A backdrop in a frame's list whose blur was made before the items under it were drawn.
  struct PreparedBackdrop {
    /// Where the backdrop is in the list.
    var index: Int
    var blurred: BlurredBackdrop
    /// Whether the blur hides every item before it: its copy is opaque, drawn whole over the
    /// whole target, with no clip.
    var hidesBelow: Bool
  }

  /// A blur is made from the items drawn again only when it captures at least 1 / this of the
  /// target's pixels.
  private static let smallestShare = 4

  /// The canvas is drawn at twice the copy's resolution, where the factor allows, and averaged
  /// down: an edge then lands within a quarter of the factor of where it is, not half.
  private static func supersampling(for factor: Int) -> Int { factor % 2 == 0 ? 2 : 1 }

  /// Makes the blur of the first backdrop in a frame's `items` from the items before it, drawn
  /// at the reduced size, when that is how it can be made and pays: the blur is reduced (wide
  /// enough), upright, captures at least a quarter of the target, and nothing before it is a
  /// composited layer (whose kept image is at full size) or another backdrop. `nil` otherwise: the backdrop then reads back the target, as one inside a
  /// composited layer does.
  func prepareBackdrop(in items: [DisplayItem], clearColor: (UInt8, UInt8, UInt8, UInt8))
    -> PreparedBackdrop?
  {
    guard let index = Self.firstBackdrop(in: items), case .backdrop(let blur) = items[index]
    else { return nil }
    // The mapping and clips in force at the backdrop, from the pushes and pops before it.
    let saved = space
    for item in items[..<index] { applyState(item) }
    let geometry = backdropGeometry(blur)
    let upright = mapping.b == 0 && mapping.c == 0
    let bounds = targetBounds()
    let unclipped = space.clips.allSatisfy {
      $0.x <= 0 && $0.y <= 0 && $0.x + $0.w >= bounds.w && $0.y + $0.h >= bounds.h
    }
    space = saved
    applyClip()
    guard let geometry, upright, geometry.reduction.factor > 1 else { return nil }
    // A blur over a small part of the target reads back few pixels, where drawing every item
    // before it again would cost what drawing them once does.
    let captured = Int(geometry.capture.w) * Int(geometry.capture.h)
    guard captured * Self.smallestShare >= Int(bounds.w) * Int(bounds.h) else { return nil }
    guard let small = drawReduced(items[..<index], under: geometry, clearColor: clearColor),
      let blurred = blurred(blur, geometry: geometry, small: small, target: geometry.capture)
    else { return nil }
    let area = geometry.area
    let whole = area.x == 0 && area.y == 0 && area.w == bounds.w && area.h == bounds.h
    statistics.reducedBackdrops += 1
    return PreparedBackdrop(
      index: index, blurred: blurred, hidesBelow: blurred.isOpaque && whole && unclipped)
  }

  /// Where the first backdrop in `items` is, if no composited layer comes before it. A plain
  /// loop outside the main actor: a closure made in the drawer checked its actor on every item.
  private nonisolated static func firstBackdrop(in items: [DisplayItem]) -> Int? {
    for index in items.indices {
      switch items[index] {
      case .backdrop: return index
      case .layer: return nil
      default: continue
      }
    }
    return nil
  }

  /// Applies a push or pop of a clip or transform; other items are left alone.
  func applyState(_ item: DisplayItem) {
    switch item {
    case .pushClip(let rect): pushClip(rect)
    case .popClip: popClip()
    case .pushTransform(let transform): space.item = transform
    case .popTransform: space.item = nil
    default: break
    }
  }

  /// Draws `items` over the capture into a canvas `supersampling` times the smaller copy's size
  /// and averages it down to that copy: the capture's pixels, as the blur would have read them,
  /// reduced by its factor. `nil` if SDL cannot make the canvas or read it.
  private func drawReduced(
    _ items: ArraySlice<DisplayItem>, under geometry: BackdropGeometry,
    clearColor: (UInt8, UInt8, UInt8, UInt8)
  ) -> (pixels: [UInt32], width: Int, height: Int)? {
    let capture = geometry.capture
    let factor = geometry.reduction.factor
    let sampling = Self.supersampling(for: factor)
    // Whole copy pixels that span the capture exactly: the canvas is scaled to fit it, a little
    // more than 1 / factor when the capture is not a multiple of it, so that nothing past the
    // capture (past the window's edge) is drawn into its last pixels.
    let canvas = SDL_Rect(
      x: 0, y: 0, w: Int32(BoxBlur.reducedLength(Int(capture.w), by: factor) * sampling),
      h: Int32(BoxBlur.reducedLength(Int(capture.h), by: factor) * sampling))
    guard let target = targets.take(width: canvas.w, height: canvas.h) else { return nil }
    defer { targets.give(target.texture) }
    let shrink = (
      x: CGFloat(canvas.w) / CGFloat(capture.w), y: CGFloat(canvas.h) / CGFloat(capture.h)
    )
    let (savedSpace, savedScale) = (space, scale)
    let previousTarget = SDL_GetRenderTarget(renderer)
    SDL_SetRenderTarget(renderer, target.texture)
    SDL_RenderSetClipRect(renderer, nil)
    space = Space(
      base: CGAffineTransform(scaleX: scale, y: scale)
        .concatenating(CGAffineTransform(translationX: -CGFloat(capture.x), y: -CGFloat(capture.y)))
        .concatenating(CGAffineTransform(scaleX: shrink.x, y: shrink.y)),
      clips: [canvas])
    // Text and shadows are made for the pixels they land on.
    scale = savedScale * min(shrink.x, shrink.y)
    applyClip()
    // As on the window: a first item that paints the whole canvas opaque leaves the clear unseen.
    if !paintsEveryPixel(items.first) {
      SDL_SetRenderDrawColor(renderer, clearColor.0, clearColor.1, clearColor.2, clearColor.3)
      SDL_RenderClear(renderer)
    }
    roundsFillEdges = true
    draw(Array(items))
    roundsFillEdges = false
    let pixels = readPixels(canvas)
    SDL_SetRenderTarget(renderer, previousTarget)
    space = savedSpace
    scale = savedScale
    applyClip()
    guard let pixels else { return nil }
    return BoxBlur.reduce(pixels, width: Int(canvas.w), height: Int(canvas.h), by: sampling)
  }
}
