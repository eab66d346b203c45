import UIKit

/// Rounded shapes cut into nine-slice pieces: straight parts are plain rectangles, and each
/// corner is a small mask texture, flipped into place.
///
/// This keeps antialiased rounded corners, borders and shadows cheap on every SDL renderer,
/// including the software one, which has no shaders.
enum ShapePiece {
  /// A plain rectangle.
  case solid(CGRect)
  /// A corner mask drawn into `rect`, flipped so its curved side faces out.
  case corner(CGRect, flipX: Bool, flipY: Bool)
  /// An edge profile stretched along the edge: the top/bottom edges use the vertical profile
  /// (`alongX`), the left/right ones the horizontal; `flip` turns it to face the other side.
  case edge(CGRect, alongX: Bool, flip: Bool)

  /// A filled rounded rectangle: three bands and four corners of size `radius`, square where
  /// `corners` leaves them out.
  static func roundedRect(
    _ rect: CGRect, radius: CGFloat, corners rounded: CACornerMask = .allCorners
  ) -> [ShapePiece] {
    let r = min(radius, rect.width / 2, rect.height / 2)
    guard r > 0 else { return [.solid(rect)] }
    var pieces = corners(of: rect, size: r, rounded: rounded) { [.solid($0)] }
    pieces.append(.solid(band(rect, top: 0, height: r, inset: r)))
    pieces.append(.solid(band(rect, top: r, height: rect.height - 2 * r, inset: 0)))
    pieces.append(.solid(band(rect, top: rect.height - r, height: r, inset: r)))
    return pieces.filter(\.hasArea)
  }

  /// A border inside `rect`'s edge: four edges of `width`, and ring corners when rounded
  /// (square ones where `corners` leaves them out).
  static func border(
    _ rect: CGRect, radius: CGFloat, width: CGFloat, corners rounded: CACornerMask = .allCorners
  ) -> [ShapePiece] {
    let w = min(width, rect.width / 2, rect.height / 2)
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    let sideInset = r > 0 ? r : w
    var pieces =
      r > 0
      ? corners(of: rect, size: r, rounded: rounded) { squareRing($0, width: w, in: rect) } : []
    pieces.append(.solid(band(rect, top: 0, height: w, inset: r)))
    pieces.append(.solid(band(rect, top: rect.height - w, height: w, inset: r)))
    let sideHeight = rect.height - 2 * sideInset
    pieces.append(
      .solid(CGRect(x: rect.minX, y: rect.minY + sideInset, width: w, height: sideHeight)))
    pieces.append(
      .solid(CGRect(x: rect.maxX - w, y: rect.minY + sideInset, width: w, height: sideHeight)))
    return pieces.filter(\.hasArea)
  }

  /// A blurred shape: corner masks `corner` points square, edge profiles between them, and
  /// a solid middle, less whatever part of it lies inside `hole`.
  static func blurred(_ rect: CGRect, corner: CGFloat, hole: CGRect? = nil) -> [ShapePiece] {
    let c = min(corner, rect.width / 2, rect.height / 2)
    let inner = rect.insetBy(dx: c, dy: c)
    var pieces = corners(of: rect, size: c)
    pieces.append(.edge(band(rect, top: 0, height: c, inset: c), alongX: true, flip: false))
    pieces.append(
      .edge(band(rect, top: rect.height - c, height: c, inset: c), alongX: true, flip: true))
    pieces.append(
      .edge(
        CGRect(x: rect.minX, y: inner.minY, width: c, height: inner.height), alongX: false,
        flip: false))
    pieces.append(
      .edge(
        CGRect(x: inner.maxX, y: inner.minY, width: c, height: inner.height), alongX: false,
        flip: true))
    pieces += solid(inner, excluding: hole)
    return pieces.filter(\.hasArea)
  }

  /// `rect` as solid pieces, less its intersection with `hole`: up to four bands around it.
  static func solid(_ rect: CGRect, excluding hole: CGRect?) -> [ShapePiece] {
    guard let hole else { return [.solid(rect)] }
    let cut = rect.intersection(hole)
    guard !cut.isNull, !cut.isEmpty else { return [.solid(rect)] }
    return [
      CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: cut.minY - rect.minY),
      CGRect(x: rect.minX, y: cut.maxY, width: rect.width, height: rect.maxY - cut.maxY),
      CGRect(x: rect.minX, y: cut.minY, width: cut.minX - rect.minX, height: cut.height),
      CGRect(x: cut.maxX, y: cut.minY, width: rect.maxX - cut.maxX, height: cut.height),
    ].map(ShapePiece.solid).filter(\.hasArea)
  }

  /// A horizontal band of `rect`, `top` points down, inset `inset` from both sides.
  private static func band(_ rect: CGRect, top: CGFloat, height: CGFloat, inset: CGFloat)
    -> CGRect
  {
    CGRect(
      x: rect.minX + inset, y: rect.minY + top, width: rect.width - 2 * inset, height: height)
  }

  private static func corners(of rect: CGRect, size r: CGFloat) -> [ShapePiece] {
    corners(of: rect, size: r, rounded: .allCorners) { _ in [] }
  }

  /// The four corner squares of `rect`, `r` points a side: masks where `rounded` names the
  /// corner, and what `square` makes of the square elsewhere.
  private static func corners(
    of rect: CGRect, size r: CGFloat, rounded: CACornerMask,
    square squareCorner: (CGRect) -> [ShapePiece]
  ) -> [ShapePiece] {
    let left = rect.minX
    let right = rect.maxX - r
    let top = rect.minY
    let bottom = rect.maxY - r
    let places: [(CACornerMask, CGFloat, CGFloat, Bool, Bool)] = [
      (.layerMinXMinYCorner, left, top, false, false),
      (.layerMaxXMinYCorner, right, top, true, false),
      (.layerMinXMaxYCorner, left, bottom, false, true),
      (.layerMaxXMaxYCorner, right, bottom, true, true),
    ]
    return places.flatMap { corner, x, y, flipX, flipY in
      let square = CGRect(x: x, y: y, width: r, height: r)
      return rounded.contains(corner)
        ? [.corner(square, flipX: flipX, flipY: flipY)] : squareCorner(square)
    }
  }

  /// The part of a square corner `square` of `rect` that a border of `width` covers: the
  /// strip along the rectangle's top or bottom edge, and the one along its side.
  private static func squareRing(_ square: CGRect, width: CGFloat, in rect: CGRect)
    -> [ShapePiece]
  {
    let w = min(width, square.width)
    let atTop = square.minY == rect.minY
    let atLeft = square.minX == rect.minX
    let across = CGRect(
      x: square.minX, y: atTop ? square.minY : square.maxY - w, width: square.width, height: w)
    let down = CGRect(
      x: atLeft ? square.minX : square.maxX - w, y: atTop ? square.minY + w : square.minY,
      width: w, height: square.height - w)
    return [.solid(across), .solid(down)]
  }

  private var hasArea: Bool {
    switch self {
    case .solid(let rect), .corner(let rect, _, _), .edge(let rect, _, _):
      rect.width > 0 && rect.height > 0
    }
  }
}
