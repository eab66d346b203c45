/// A value of an animatable layer property, in a form that can be interpolated and added.
enum AnimationValue: Equatable {
  /// Numbers, points, sizes and rectangles, as their components.
  case numbers([Double])
  case transform(CATransform3D)
  case color(CGColor?)
  case path(CGPath?)
  case colors([CGColor]?)
  /// Arrays of numbers (gradient locations, dash patterns), `nil` allowed.
  case list([Double]?)

  /// What a value given for a property is converted by: the case, and how many numbers.
  enum Kind: Equatable {
    case numbers(count: Int)
    case transform, color, path, colors, list
  }

  /// This value's kind.
  var kind: Kind {
    switch self {
    case .numbers(let numbers): .numbers(count: numbers.count)
    case .transform: .transform
    case .color: .color
    case .path: .path
    case .colors: .colors
    case .list: .list
    }
  }

  /// The value `fraction` of the way to `other`. Values that cannot be interpolated (paths
  /// with different elements, arrays of different lengths) switch half-way, as Core Animation
  /// does.
  func interpolated(to other: AnimationValue, fraction t: Double) -> AnimationValue {
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    switch (self, other) {
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      return .numbers(zip(a, b).map(lerp))
    case (.transform(let a), .transform(let b)):
      let from = TransformComponents(a.affine).vector
      let to = TransformComponents(b.affine).vector
      return .transform(CATransform3D(TransformComponents(from + (to - from) * t).affine))
    case (.color(let a), .color(let b)):
      return .color(Self.mix(a ?? .clear, b ?? .clear, t))
    case (.path(let a?), .path(let b?)):
      if let mixed = a.interpolated(to: b, fraction: t) { return .path(mixed) }
    case (.colors(let a?), .colors(let b?)) where a.count == b.count:
      return .colors(zip(a, b).map { Self.mix($0, $1, t) })
    case (.list(let a?), .list(let b?)) where a.count == b.count:
      return .list(zip(a, b).map(lerp))
    default: break
    }
    return t < 0.5 ? self : other
  }

  /// `self` added to `base`, for additive animations: numbers add, transforms concatenate,
  /// colours add; anything else replaces.
  func added(to base: AnimationValue) -> AnimationValue {
    switch (self, base) {
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      return .numbers(zip(a, b).map(+))
    case (.transform(let a), .transform(let b)):
      return .transform(a.concatenating(b))
    case (.color(let a?), .color(let b)):
      let c = b ?? .clear
      return .color(
        CGColor(
          red: a.red + c.red, green: a.green + c.green, blue: a.blue + c.blue,
          alpha: a.alpha + c.alpha))
    default:
      return self
    }
  }

  /// `other` minus `self`, for `byValue` and for spacing paced keyframes: a distance.
  func distance(to other: AnimationValue) -> Double {
    switch (self, other) {
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
    default: return 1
    }
  }

  private static func mix(_ a: CGColor, _ b: CGColor, _ t: Double) -> CGColor {
    CGColor(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
  }

  /// Converts a value given to an animation (`fromValue`, `values`) to the kind `template`
  /// has, or `nil` when it is of another kind.
  @MainActor
  static func from(_ value: Any?, like template: AnimationValue) -> AnimationValue? {
    switch template {
    case .numbers(let model):
      switch value {
      case let n as Double: return model.count == 1 ? .numbers([n]) : nil
      case let n as CGFloat: return model.count == 1 ? .numbers([Double(n)]) : nil
      case let n as Float: return model.count == 1 ? .numbers([Double(n)]) : nil
      case let n as Int: return model.count == 1 ? .numbers([Double(n)]) : nil
      case let n as NSNumber: return model.count == 1 ? .numbers([n.doubleValue]) : nil
      case let p as CGPoint: return model.count == 2 ? .numbers([p.x, p.y]) : nil
      case let s as CGSize: return model.count == 2 ? .numbers([s.width, s.height]) : nil
      case let r as CGRect:
        return model.count == 4 ? .numbers([r.minX, r.minY, r.width, r.height]) : nil
      default: return nil
      }
    case .transform:
      if let t = value as? CATransform3D { return .transform(t) }
      if let t = value as? CGAffineTransform { return .transform(CATransform3D(t)) }
      if let v = value as? NSValue, v.holdsCATransform3D { return .transform(v.caTransform3DValue) }
      return nil
    case .color:
      if value == nil { return .color(nil) }
      if let c = value as? CGColor { return .color(c) }
      if let c = value as? any CGColorConvertible { return .color(c.cgColor) }
      return nil
    case .path:
      if value == nil { return .path(nil) }
      if let p = value as? CGPath { return .path(p) }
      if let p = value as? any CGPathConvertible { return .path(p.cgPath) }
      return nil
    case .colors:
      guard let array = value as? [Any] else { return value == nil ? .colors(nil) : nil }
      return .colors(
        array.compactMap { ($0 as? CGColor) ?? ($0 as? any CGColorConvertible)?.cgColor })
    case .list:
      guard let array = value as? [Any] else { return value == nil ? .list(nil) : nil }
      return .list(
        array.compactMap { element -> Double? in
          switch element {
          case let n as Double: n
          case let n as CGFloat: Double(n)
          case let n as NSNumber: n.doubleValue
          case let n as Int: Double(n)
          default: nil
          }
        })
    }
  }
}
