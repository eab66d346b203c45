extension UIImage {
  /// Matches UIKit's `UIImage.ResizingMode`: how the inner parts of a resizable image fill
  /// their area.
  public enum ResizingMode: Int, Sendable {
    /// The inner parts repeat at their own size.
    case tile = 0
    /// The inner parts stretch to fill.
    case stretch = 1
  }

  /// Matches UIKit: the same image made resizable with `capInsets`, whose inner parts tile.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// Matches UIKit: the same image drawn in nine parts when it fills an area of another size:
  /// the corners at their size, the edges stretched (or tiled) along their length, the
  /// centre in both directions. Insets are in points and clamped to the image.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    let image = UIImage(bitmap: bitmap, scale: scale)
    let size = self.size
    let horizontal = min(max(0, capInsets.left) + max(0, capInsets.right), size.width)
    let vertical = min(max(0, capInsets.top) + max(0, capInsets.bottom), size.height)
    let left = min(max(0, capInsets.left), horizontal)
    let top = min(max(0, capInsets.top), vertical)
    image.capInsets = UIEdgeInsets(
      top: top, left: left, bottom: vertical - top, right: horizontal - left)
    image.resizingMode = resizingMode
    image.renderingMode = renderingMode
    return image
  }

  /// What draws the image into `rect`: one stretched run, or the nine parts of a resizable
  /// image, as UIKit draws a resizable image in an image view or a button's background.
  func displayItems(filling rect: CGRect) -> [DisplayItem] {
    guard capInsets != .zero, rect.size != size else {
      return [.image(ImageRun(bitmap: bitmap, rect: rect))]
    }
    let parts = cutNineParts()
    let insets = capInsets
    let columns = [
      (rect.minX, insets.left), (rect.minX + insets.left, rect.width - insets.left - insets.right),
      (rect.maxX - insets.right, insets.right),
    ]
    let rows = [
      (rect.minY, insets.top), (rect.minY + insets.top, rect.height - insets.top - insets.bottom),
      (rect.maxY - insets.bottom, insets.bottom),
    ]
    var items: [DisplayItem] = []
    for (row, (y, height)) in rows.enumerated() where height > 0 {
      for (column, (x, width)) in columns.enumerated() where width > 0 {
        let part = parts[row * 3 + column]
        guard part.width > 0, part.height > 0 else { continue }
        let area = CGRect(x: x, y: y, width: width, height: height)
        items += partItems(part, filling: area, tilesAcross: column == 1, tilesDown: row == 1)
      }
    }
    return items
  }

  /// One part drawn over `area`: stretched, or repeated at its own size (clipped to the area)
  /// along the directions it tiles in.
  private func partItems(
    _ part: ImageBitmap, filling area: CGRect, tilesAcross: Bool, tilesDown: Bool
  ) -> [DisplayItem] {
    let tile = CGSize(width: CGFloat(part.width) / scale, height: CGFloat(part.height) / scale)
    let across = tilesAcross && resizingMode == .tile && part.width > 1
    let down = tilesDown && resizingMode == .tile && part.height > 1
    let step = CGSize(
      width: across ? tile.width : area.width, height: down ? tile.height : area.height)
    let count = (area.width / step.width).rounded(.up) * (area.height / step.height).rounded(.up)
    // A tiny tile over a large area would be thousands of draws: it is stretched instead.
    guard across || down, count <= Self.largestTileCount else {
      return [.image(ImageRun(bitmap: part, rect: area))]
    }
    var items: [DisplayItem] = [.pushClip(area)]
    var y = area.minY
    while y < area.maxY {
      var x = area.minX
      while x < area.maxX {
        items.append(
          .image(ImageRun(bitmap: part, rect: CGRect(origin: CGPoint(x: x, y: y), size: step))))
        x += step.width
      }
      y += step.height
    }
    items.append(.popClip)
    return items
  }

  /// The most tiles one part is drawn with before it is stretched instead.
  private static let largestTileCount: CGFloat = 1024

  /// The nine parts in pixels, row by row from the top left, cut once.
  private func cutNineParts() -> [ImageBitmap] {
    if let cut = nineParts.withLock({ $0 }) { return cut }
    let image = CGImage(bitmap: bitmap)
    let (width, height) = (CGFloat(bitmap.width), CGFloat(bitmap.height))
    let xs = [
      0, (capInsets.left * scale).rounded(), width - (capInsets.right * scale).rounded(), width,
    ]
    let ys = [
      0, (capInsets.top * scale).rounded(), height - (capInsets.bottom * scale).rounded(), height,
    ]
    var parts: [ImageBitmap] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let source = CGRect(
          x: xs[column], y: ys[row], width: xs[column + 1] - xs[column],
          height: ys[row + 1] - ys[row])
        parts.append(
          image.cropping(to: source)?.bitmap ?? ImageBitmap(width: 0, height: 0, pixels: []))
      }
    }
    nineParts.withLock { $0 = parts }
    return parts
  }
}
