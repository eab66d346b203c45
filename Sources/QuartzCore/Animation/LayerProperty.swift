/// A layer property that can animate, and how its values become vectors.
///
/// Every animation in the module is additive, as UIKit's have been since iOS 8: it stores the
/// difference between the old and new model value as a vector, and the presented value is the
/// model value plus each running animation's difference, faded out along its timing curve. A
/// fixed-size SIMD vector keeps that arithmetic allocation-free for every property kind.
package enum LayerProperty: Int, CaseIterable, Sendable {
  case bounds
  case position
  case transform
  case opacity
  case backgroundColor
  case cornerRadius
  case borderWidth
  case borderColor
  case shadowOpacity
  case shadowRadius
  case shadowOffset
  /// A `UIVisualEffectView`'s blur: its radius and tint, which `effect` sets.
  case backdrop

  /// Whether a change moves the layer within its parent without changing what it draws inside,
  /// which is what lets a composited layer keep its cached texture.
  package var isPlacement: Bool {
    switch self {
    case .position, .transform, .opacity: true
    default: false
    }
  }
}

package typealias AnimationVector = SIMD8<Double>

extension LayerState {
  package func vector(for property: LayerProperty) -> AnimationVector {
    switch property {
    case .bounds:
      AnimationVector(
        Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height),
        0, 0, 0, 0)
    case .position: AnimationVector(Double(position.x), Double(position.y), 0, 0, 0, 0, 0, 0)
    case .transform: TransformComponents(transform.affine).vector
    case .opacity: AnimationVector(Double(opacity), 0, 0, 0, 0, 0, 0, 0)
    case .backgroundColor: Self.vector(backgroundColor ?? .clear)
    case .cornerRadius: AnimationVector(Double(cornerRadius), 0, 0, 0, 0, 0, 0, 0)
    case .borderWidth: AnimationVector(Double(borderWidth), 0, 0, 0, 0, 0, 0, 0)
    case .borderColor: Self.vector(borderColor ?? .clear)
    case .shadowOpacity: AnimationVector(Double(shadowOpacity), 0, 0, 0, 0, 0, 0, 0)
    case .shadowRadius: AnimationVector(Double(shadowRadius), 0, 0, 0, 0, 0, 0, 0)
    case .shadowOffset:
      AnimationVector(Double(shadowOffset.width), Double(shadowOffset.height), 0, 0, 0, 0, 0, 0)
    case .backdrop:
      AnimationVector(
        Double(backdrop.radius), Double(backdrop.tint.red), Double(backdrop.tint.green),
        Double(backdrop.tint.blue), Double(backdrop.tint.alpha), 0, 0, 0)
    }
  }

  mutating func setVector(_ v: AnimationVector, for property: LayerProperty) {
    switch property {
    case .bounds:
      bounds = CGRect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    case .position: position = CGPoint(x: v[0], y: v[1])
    case .transform: transform = CATransform3D(TransformComponents(v).affine)
    case .opacity: opacity = Float(min(max(v[0], 0), 1))
    case .backgroundColor: backgroundColor = Self.color(v)
    case .cornerRadius: cornerRadius = max(0, v[0])
    case .borderWidth: borderWidth = max(0, v[0])
    case .borderColor: borderColor = Self.color(v)
    case .shadowOpacity: shadowOpacity = Float(min(max(v[0], 0), 1))
    case .shadowRadius: shadowRadius = max(0, v[0])
    case .shadowOffset: shadowOffset = CGSize(width: v[0], height: v[1])
    case .backdrop:
      func unit(_ value: Double) -> Float { Float(min(max(value, 0), 1)) }
      backdrop = BackdropState(
        radius: max(0, v[0]),
        tint: DisplayColor(red: unit(v[1]), green: unit(v[2]), blue: unit(v[3]), alpha: unit(v[4])))
    }
  }

  private static func vector(_ c: CGColor) -> AnimationVector {
    AnimationVector(
      Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha), 0, 0, 0, 0)
  }

  private static func color(_ v: AnimationVector) -> CGColor {
    CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
  }
}

/// An affine transform split into translation, scale, rotation and shear.
///
/// Interpolating these instead of the six matrix entries keeps a rotation rigid half-way
/// through (a matrix blend of 0° and 90° would shrink the layer), as Core Animation does.
struct TransformComponents {
  var translationX: Double
  var translationY: Double
  var scaleX: Double
  var scaleY: Double
  var rotation: Double
  var shear: Double

  init(_ t: CGAffineTransform) {
    let a = Double(t.a)
    let b = Double(t.b)
    let c = Double(t.c)
    let d = Double(t.d)
    translationX = Double(t.tx)
    translationY = Double(t.ty)
    scaleX = (a * a + b * b).squareRoot()
    rotation = scaleX == 0 ? 0 : atan2(b, a)
    let cosine = cos(rotation)
    let sine = sin(rotation)
    scaleY = -c * sine + d * cosine
    shear = scaleY == 0 ? 0 : (c * cosine + d * sine) / scaleY
  }

  init(_ v: AnimationVector) {
    translationX = v[0]
    translationY = v[1]
    scaleX = v[2]
    scaleY = v[3]
    rotation = v[4]
    shear = v[5]
  }

  var vector: AnimationVector {
    AnimationVector(translationX, translationY, scaleX, scaleY, rotation, shear, 0, 0)
  }

  /// Scale and shear, then rotation, then translation: the inverse of the decomposition above.
  var affine: CGAffineTransform {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return CGAffineTransform(
      a: scaleX * cosine, b: scaleX * sine,
      c: scaleY * shear * cosine - scaleY * sine, d: scaleY * shear * sine + scaleY * cosine,
      tx: translationX, ty: translationY)
  }
}
