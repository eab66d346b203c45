import CSDL2
import UIKit

/// Rounded fills, borders and shadows: nine-slice pieces whose corners and edges are mask
/// textures, made once per size and tinted.
extension DisplayListDrawer {
  /// A mask shape as it is drawn: turned to face one corner or edge; for an edge profile,
  /// repeated along the edge's length in pixels (0 keeps its own length); cut to `region` of the
  /// whole texture; and sampled every `step` pixels (a wide blur is smooth enough to stretch).
  struct FlippedMask: Hashable {
    var shape: ShapeMask
    var flipX: Bool
    var flipY: Bool
    var length: Int
    var region: PixelRegion
    var step: Int

    /// The whole texture's size: the shape's, with a one-pixel profile lengthened.
    static func size(of shape: ShapeMask, length: Int) -> (width: Int, height: Int) {
      var (width, height) = shape.size
      if length > 1 {
        if width == 1 {
          width = length
        } else if height == 1 {
          height = length
        }
      }
      return (width, height)
    }
  }

  /// Edges longer than this many pixels stretch their profile instead of repeating it.
  private static let longestEdgeTexture = 4096

  /// Masks of up to this many pixels are made whole and kept; larger ones only where they show.
  static let largestWholeMask = 1 << 20

  /// A blurred rounded rectangle; the part of its solid middle inside `occluded` is left out,
  /// since what follows paints over it.
  func drawShadow(
    _ rect: CGRect, radius: CGFloat, blur: CGFloat, color: DisplayColor, occluded: CGRect?
  ) {
    // The pieces model a shape wider than its blur (a Gaussian of σ = blur / 2). A blur wider
    // than the shape spreads the same shadow thinner: its peak is the Gaussian's share of the
    // shape in each direction, so a 20-point view with a 1,000-point shadow casts a faint haze,
    // as in Core Animation, not a dark blot.
    var color = color
    if blur > 0 {
      let twoSigmaRootTwo = 2.0.squareRoot() * Double(blur)
      color.alpha *= Float(
        erf(Double(rect.width) / twoSigmaRootTwo) * erf(Double(rect.height) / twoSigmaRootTwo))
      guard color.rgba8.3 > 0 else { return }
    }
    let spreadPoints = blur * 1.5
    let spread = devicePixels(spreadPoints)
    guard spread > 0 else {
      drawPieces(
        ShapePiece.roundedRect(rect, radius: radius), color: color,
        corner: .corner(radius: max(1, devicePixels(radius))))
      return
    }
    let r = devicePixels(radius)
    let sigma = Int((CGFloat(spread) / 3 * 10).rounded())
    let drawn = rect.insetBy(dx: -spreadPoints, dy: -spreadPoints)
    drawPieces(
      ShapePiece.blurred(drawn, corner: radius + 2 * spreadPoints, hole: occluded), color: color,
      corner: .shadowCorner(radius: r, spread: spread, sigmaTenths: sigma),
      edge: (
        .shadowEdge(radius: r, spread: spread, sigmaTenths: sigma, horizontal: false),
        .shadowEdge(radius: r, spread: spread, sigmaTenths: sigma, horizontal: true)
      ))
  }

  func drawPieces(
    _ pieces: [ShapePiece], color: DisplayColor, corner: ShapeMask? = nil,
    edge: (alongX: ShapeMask, alongY: ShapeMask)? = nil
  ) {
    for piece in pieces {
      switch piece {
      case .solid(let rect):
        fill(rect, color: color)
      case .corner(let rect, let flipX, let flipY):
        guard let corner else { continue }
        drawMask(corner, in: rect, flipX: flipX, flipY: flipY, length: 0, color: color)
      case .edge(let rect, let alongX, let flip):
        guard let shape = alongX ? edge?.alongX : edge?.alongY else { continue }
        // The profile is made as long as the edge is drawn, so it is copied, not stretched:
        // SDL's software renderer scales a blended copy pixel by pixel.
        let m = mapping
        let length = (alongX ? rect.width * abs(m.a) : rect.height * abs(m.d)).rounded()
        let repeated = m.b == 0 && m.c == 0 && length <= CGFloat(Self.longestEdgeTexture)
        drawMask(
          shape, in: rect, flipX: !alongX && flip, flipY: alongX && flip,
          length: repeated ? Int(length) : 0, color: color)
      }
    }
  }

  /// Draws `shape` into `rect` (item space). A mask of up to ``largestWholeMask`` pixels is made
  /// whole and kept; a larger one (a corner or shadow magnified far past the target) is made
  /// only for the part of `rect` the target can show, so its cost follows the pixels on screen
  /// rather than the shape's size.
  private func drawMask(
    _ shape: ShapeMask, in rect: CGRect, flipX: Bool, flipY: Bool, length: Int,
    color: DisplayColor
  ) {
    let size = FlippedMask.size(of: shape, length: length)
    guard size.width > 0, size.height > 0 else { return }
    var region = PixelRegion(x: 0, y: 0, width: size.width, height: size.height)
    var drawn = rect
    var step = 1
    if Double(size.width) * Double(size.height) > Double(Self.largestWholeMask) {
      guard let visible = visiblePart(of: rect, pixels: size) else { return }
      (region, drawn) = visible
      // A quarter of σ apart, linear interpolation is within 0.2 % of the blur's profile.
      step = max(1, Int(shape.blurPixels / 4))
    }
    let key = FlippedMask(
      shape: shape, flipX: flipX, flipY: flipY, length: length, region: region, step: step)
    guard let texture = mask(key) else { return }
    drawTexture(texture, in: drawn, color: color, hardEdges: true)
  }

  /// The pixels of a texture `pixels` large, drawn into `rect`, that land in the reachable part
  /// of the target, and the part of `rect` they cover; `nil` when none do.
  private func visiblePart(of rect: CGRect, pixels: (width: Int, height: Int))
    -> (PixelRegion, CGRect)?
  {
    let m = mapping
    guard m.a * m.d - m.b * m.c != 0, rect.width > 0, rect.height > 0 else { return nil }
    guard let visible = Self.overlap(rect, reachablePixels.applying(m.inverted())) else {
      return nil
    }
    let perPoint = (
      x: CGFloat(pixels.width) / rect.width, y: CGFloat(pixels.height) / rect.height
    )
    func index(_ value: CGFloat, limit: Int, _ rule: FloatingPointRoundingRule) -> Int {
      let rounded = value.rounded(rule)
      guard !rounded.isNaN else { return 0 }
      return Int(min(max(rounded, 0), CGFloat(limit)))
    }
    let minX = index((visible.minX - rect.minX) * perPoint.x, limit: pixels.width, .down)
    let maxX = index((visible.maxX - rect.minX) * perPoint.x, limit: pixels.width, .up)
    let minY = index((visible.minY - rect.minY) * perPoint.y, limit: pixels.height, .down)
    let maxY = index((visible.maxY - rect.minY) * perPoint.y, limit: pixels.height, .up)
    guard maxX > minX, maxY > minY else { return nil }
    return (
      PixelRegion(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
      CGRect(
        x: rect.minX + CGFloat(minX) / perPoint.x, y: rect.minY + CGFloat(minY) / perPoint.y,
        width: CGFloat(maxX - minX) / perPoint.x, height: CGFloat(maxY - minY) / perPoint.y)
    )
  }

  /// The texture of a mask, with its pixels already flipped: SDL's software renderer copies an
  /// unflipped texture on its fast path, but a flipped copy (`SDL_RenderCopyEx`) goes through a
  /// temporary surface pixel by pixel, many times slower.
  private func mask(_ key: FlippedMask) -> OpaquePointer? {
    if let entry = masks.lookUp(key) { return entry.texture }
    let (region, step) = (key.region, key.step)
    let size = FlippedMask.size(of: key.shape, length: key.length)
    let shape = key.shape.size
    let width = (region.width + step - 1) / step
    let height = (region.height + step - 1) / step
    /// Where texel `index` samples the shape along one axis: the centre of its pixels in the
    /// whole texture, flipped back; a lengthened profile is one pixel across.
    func sample(_ index: Int, start: Int, length: Int, whole: Int, flip: Bool) -> Double {
      let position = Double(start) + min(Double(index * step) + Double(step) / 2, Double(length))
      return flip ? Double(whole) - position : position
    }
    let lengthened = (x: shape.width < size.width, y: shape.height < size.height)
    let columns = (0..<(lengthened.x ? 1 : width)).map {
      sample($0, start: region.x, length: region.width, whole: size.width, flip: key.flipX)
    }
    let rows = (0..<(lengthened.y ? 1 : height)).map {
      sample($0, start: region.y, length: region.height, whole: size.height, flip: key.flipY)
    }
    // A lengthened profile's coverage varies only across it, so each row or column is computed
    // once and repeated.
    let alpha = rows.map { y in columns.map { x in ShapeMask.byte(key.shape.coverage(x, y)) } }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      let row = alpha[lengthened.y ? 0 : y]
      for x in 0..<width {
        pixels[(y * width + x) * 4 + 3] = row[lengthened.x ? 0 : x]
      }
    }
    guard let texture = makeTexture(width: width, height: height, pixels: pixels) else {
      return nil
    }
    masks.insert(key, texture: texture)
    return texture
  }
}
