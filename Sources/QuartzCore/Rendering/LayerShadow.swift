/// The shadow a layer casts, as Core Animation draws it: along `shadowPath` when one is set,
/// under the background's rounded rectangle, or from the alpha of drawn content (a shape
/// layer's path, a `draw(in:)` bitmap) when there is no background.
@MainActor
enum LayerShadow {
  static func item(
    for state: LayerState, color: DisplayColor, radius: CGFloat, background: CGColor?,
    hasSublayers: Bool, content: [DisplayItem]
  ) -> DisplayItem? {
    // A blur of infinite radius spreads the shadow to nothing; NaN casts none either.
    guard state.shadowRadius.isFinite else { return nil }
    let offset = state.shadowOffset
    if let path = state.shadowPath {
      return silhouette(of: path, state: state, color: color)
    }
    if background != nil || hasSublayers {
      // A square opaque background covers the shadow's middle, so the host may skip it.
      let opaque = background.map { $0.alpha >= 1 && radius == 0 } ?? false
      return .shadow(
        state.bounds.offsetBy(dx: offset.width, dy: offset.height), cornerRadius: radius,
        blur: state.shadowRadius, color, occluded: opaque ? state.bounds : nil)
    }
    // Drawn content alone: the shadow of the first rasterised image, which is what shape,
    // gradient and drawn layers produce.
    for item in content {
      guard case .image(let run) = item, run.slot != nil, run.bitmap.width > 0,
        run.rect.width > 0
      else { continue }
      let scale = CGFloat(run.bitmap.width) / run.rect.width
      let reduction = reduction(radius: state.shadowRadius, scale: scale)
      return shadow(
        of: run.bitmap.silhouette(reducedBy: reduction), in: run.rect,
        scale: scale / CGFloat(reduction), state: state, color: color)
    }
    return nil
  }

  /// How many times coarser than `scale` pixels per point a shadow of `radius` points is made:
  /// 1, or more for a blur wider than 64 pixels of σ, which has no finer detail and is
  /// stretched when drawn. Its cost then stays that of a blur of 64 pixels whatever the radius;
  /// a radius of 10⁶ points at full size would pad the image by millions of pixels a side.
  private static func reduction(radius: CGFloat, scale: CGFloat) -> Int {
    let sigma = radius / 2 * scale
    guard sigma > 64 else { return 1 }
    return Int(min((sigma / 64).rounded(.up), CGFloat(1 << 30)))
  }

  /// A blurred silhouette of `path`, in the layer's coordinates.
  private static func silhouette(of path: CGPath, state: LayerState, color: DisplayColor)
    -> DisplayItem?
  {
    let box = path.boundingBoxOfPath
    guard !box.isNull, box.width.isFinite, box.height.isFinite, box.width * box.height < 4e6,
      box.width > 0 || box.height > 0
    else { return nil }
    let scale =
      DisplayScale.current
      / CGFloat(reduction(radius: state.shadowRadius, scale: DisplayScale.current))
    let context = CGContext(size: box.size, scale: scale)
    context.translateBy(x: -box.minX, y: -box.minY)
    context.addPath(path)
    context.fillPath()
    return shadow(of: context.bitmap(), in: box, scale: scale, state: state, color: color)
  }

  private static func shadow(
    of bitmap: ImageBitmap, in rect: CGRect, scale: CGFloat, state: LayerState,
    color: DisplayColor
  ) -> DisplayItem {
    let sigma = state.shadowRadius / 2 * scale
    let padding = Int((sigma * 3).rounded(.up))
    let blurred = bitmap.blurredSilhouette(
      red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, sigma: sigma,
      padding: padding)
    let pad = CGFloat(padding) / scale
    let placed = CGRect(
      x: rect.minX - pad + state.shadowOffset.width, y: rect.minY - pad + state.shadowOffset.height,
      width: CGFloat(blurred.width) / scale, height: CGFloat(blurred.height) / scale)
    return .image(ImageRun(bitmap: blurred, rect: placed))
  }
}
