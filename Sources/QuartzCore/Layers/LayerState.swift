/// Every value a layer draws with: the model, or the presentation with animations applied.
@usableFromInline
package struct LayerState: Equatable {
  // The four that place the layer are usable from inline code: the layout pass reads them
  // (`CALayer.modelGeometry`) for every view it places, inlined into that loop.
  @usableFromInline package var bounds = CGRect.zero
  @usableFromInline var position = CGPoint.zero
  @usableFromInline var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  @usableFromInline package var transform = CATransform3D.identity
  var opacity: Float = 1
  var isHidden = false
  var masksToBounds = false
  var backgroundColor: CGColor?
  var cornerRadius: CGFloat = 0
  var maskedCorners = CACornerMask.allCorners
  var borderWidth: CGFloat = 0
  var borderColor: CGColor? = .black
  var shadowColor: CGColor? = .black
  var shadowOpacity: Float = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shouldRasterize = false
  var zPosition: CGFloat = 0
  var sublayerTransform = CATransform3D.identity
  var shadowPath: CGPath?
  /// `CAShapeLayer`'s animatable values.
  var shape = ShapeState()
  /// `CAGradientLayer`'s animatable values.
  var gradient = GradientState()

  /// The radius the corners are rounded by: none when ``maskedCorners`` names no corner.
  var roundingRadius: CGFloat { maskedCorners.isEmpty ? 0 : cornerRadius }

  struct ShapeState: Equatable {
    var path: CGPath?
    var fillColor: CGColor? = .black
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineDashPhase: CGFloat = 0
    var miterLimit: CGFloat = 10
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var lineDashPattern: [CGFloat]?
    var fillRule = CGPathFillRule.winding
  }

  struct GradientState: Equatable {
    var colors: [CGColor]?
    var locations: [CGFloat]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial
  }

  /// A `UIVisualEffectView`'s blur, animatable.
  package var backdrop = BackdropState()

  /// A blur of what lies behind: its standard deviation in points and the tint over it. No
  /// effect is a radius of 0 under a transparent tint.
  package struct BackdropState: Equatable {
    package var radius: CGFloat = 0
    package var tint = DisplayColor(red: 0, green: 0, blue: 0, alpha: 0)

    package init(
      radius: CGFloat = 0, tint: DisplayColor = DisplayColor(red: 0, green: 0, blue: 0, alpha: 0)
    ) {
      self.radius = radius
      self.tint = tint
    }

    /// Whether there is anything to draw.
    package var isVisible: Bool { radius > 0.01 || tint.alpha > 0.001 }
  }

  /// `CATextLayer`'s values.
  package var text = TextState()

  package struct TextState: Equatable {
    package var string: String?
    package var fontSize: CGFloat = 36
    package var fontFile: String?
    package var foregroundColor: CGColor? = .white
    package var alignment = CATextLayerAlignmentMode.natural
    package var isWrapped = false
    package var truncation = CATextLayerTruncationMode.none
  }

  /// `CAReplicatorLayer`'s values.
  var replicator = ReplicatorState()

  struct ReplicatorState: Equatable {
    var instanceCount = 1
    var instanceTransform = CATransform3D.identity
    var instanceColor: CGColor?
    var instanceRedOffset: Float = 0
    var instanceGreenOffset: Float = 0
    var instanceBlueOffset: Float = 0
    var instanceAlphaOffset: Float = 0
  }

  /// Whether `other` draws the same content, differing at most in position, transform and
  /// opacity.
  func differsOnlyInPlacement(from other: LayerState) -> Bool {
    var placed = self
    placed.position = other.position
    placed.transform = other.transform
    placed.opacity = other.opacity
    return placed == other
  }

  /// The transform sublayers are drawn through, about the anchor point, as Core Animation
  /// applies `sublayerTransform`; `nil` when it is the identity.
  var sublayerMapping: CGAffineTransform? {
    let affine = sublayerTransform.affine
    guard !affine.isIdentity else { return nil }
    let anchor = CGPoint(
      x: bounds.minX + bounds.width * anchorPoint.x,
      y: bounds.minY + bounds.height * anchorPoint.y)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(affine)
      .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
  }

  /// Maps a point in the layer's bounds space to its superlayer's space.
  package var toSuperlayer: CGAffineTransform {
    let anchor = CGPoint(
      x: bounds.minX + bounds.width * anchorPoint.x,
      y: bounds.minY + bounds.height * anchorPoint.y)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform.affine)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }
}
