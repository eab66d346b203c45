/// An animatable layer property named by its Core Animation key path, such as `"opacity"`,
/// `"position.x"`, `"bounds.size"`, `"transform.scale"` or `"strokeEnd"`.
struct LayerKeyPath {
  /// Reads the property. The state is `inout` only so that it is read in place: a key path
  /// applied to a borrowed state copies the whole state first, and every animated layer reads
  /// its properties each frame.
  let get: (inout LayerState) -> AnimationValue
  let set: (inout LayerState, AnimationValue) -> Void
  /// Whether it only moves the layer as a whole (its composited image can be reused).
  let isPlacement: Bool

  /// The property `keyPath` names, or `nil` when it is not animatable here.
  init?(_ keyPath: String) {
    let parts = keyPath.split(separator: ".").map(String.init)
    guard let head = parts.first, let base = Self.base(head) else { return nil }
    let rest = Array(parts.dropFirst())
    isPlacement = ["position", "transform", "opacity", "zPosition"].contains(head)
    if rest.isEmpty {
      get = base.get
      set = base.set
      return
    }
    if head == "transform" || head == "sublayerTransform" {
      guard let component = TransformKey(rest) else { return nil }
      get = { component.get(base.get(&$0)) }
      set = { state, value in base.set(&state, component.set(value, in: base.get(&state))) }
      return
    }
    guard let indices = Self.componentIndices(head: head, rest: rest) else { return nil }
    get = { state in
      guard case .numbers(let all) = base.get(&state) else { return .numbers([]) }
      return .numbers(indices.map { all[$0] })
    }
    set = { state, value in
      guard case .numbers(var all) = base.get(&state), case .numbers(let part) = value,
        part.count == indices.count
      else { return }
      for (index, component) in zip(indices, part) { all[index] = component }
      base.set(&state, .numbers(all))
    }
  }

  private typealias Accessors = (
    get: (inout LayerState) -> AnimationValue, set: (inout LayerState, AnimationValue) -> Void
  )

  private static func number(_ path: WritableKeyPath<LayerState, CGFloat>) -> Accessors {
    (
      { .numbers([Double($0[keyPath: path])]) },
      { s, v in
        if case .numbers(let n) = v, n.count == 1 { s[keyPath: path] = n[0] }
      }
    )
  }

  private static func float(_ path: WritableKeyPath<LayerState, Float>) -> Accessors {
    (
      { .numbers([Double($0[keyPath: path])]) },
      { s, v in
        if case .numbers(let n) = v, n.count == 1 { s[keyPath: path] = Float(min(max(n[0], 0), 1)) }
      }
    )
  }

  private static func point(_ path: WritableKeyPath<LayerState, CGPoint>) -> Accessors {
    (
      { .numbers([$0[keyPath: path].x, $0[keyPath: path].y]) },
      { s, v in
        if case .numbers(let n) = v, n.count == 2 { s[keyPath: path] = CGPoint(x: n[0], y: n[1]) }
      }
    )
  }

  private static func color(_ path: WritableKeyPath<LayerState, CGColor?>) -> Accessors {
    (
      { .color($0[keyPath: path]) },
      { s, v in
        if case .color(let c) = v { s[keyPath: path] = c }
      }
    )
  }

  private static func transform(_ path: WritableKeyPath<LayerState, CATransform3D>) -> Accessors {
    (
      { .transform($0[keyPath: path]) },
      { s, v in
        if case .transform(let t) = v { s[keyPath: path] = t }
      }
    )
  }

  private static func base(_ name: String) -> Accessors? {
    switch name {
    case "bounds":
      return (
        { .numbers([$0.bounds.minX, $0.bounds.minY, $0.bounds.width, $0.bounds.height]) },
        { s, v in
          if case .numbers(let n) = v, n.count == 4 {
            s.bounds = CGRect(x: n[0], y: n[1], width: max(0, n[2]), height: max(0, n[3]))
          }
        }
      )
    case "position": return point(\.position)
    case "anchorPoint": return point(\.anchorPoint)
    case "zPosition": return number(\.zPosition)
    case "transform": return transform(\.transform)
    case "sublayerTransform": return transform(\.sublayerTransform)
    case "opacity": return float(\.opacity)
    case "backgroundColor": return color(\.backgroundColor)
    case "cornerRadius": return number(\.cornerRadius)
    case "borderWidth": return number(\.borderWidth)
    case "borderColor": return color(\.borderColor)
    case "shadowOpacity": return float(\.shadowOpacity)
    case "shadowRadius": return number(\.shadowRadius)
    case "shadowColor": return color(\.shadowColor)
    case "shadowOffset":
      return (
        { .numbers([$0.shadowOffset.width, $0.shadowOffset.height]) },
        { s, v in
          if case .numbers(let n) = v, n.count == 2 {
            s.shadowOffset = CGSize(width: n[0], height: n[1])
          }
        }
      )
    case "shadowPath":
      return ({ .path($0.shadowPath) }, { s, v in if case .path(let p) = v { s.shadowPath = p } })
    case "path":
      return ({ .path($0.shape.path) }, { s, v in if case .path(let p) = v { s.shape.path = p } })
    case "fillColor": return color(\.shape.fillColor)
    case "strokeColor": return color(\.shape.strokeColor)
    case "lineWidth": return number(\.shape.lineWidth)
    case "strokeStart": return number(\.shape.strokeStart)
    case "strokeEnd": return number(\.shape.strokeEnd)
    case "lineDashPhase": return number(\.shape.lineDashPhase)
    case "miterLimit": return number(\.shape.miterLimit)
    case "colors":
      return (
        { .colors($0.gradient.colors) },
        { s, v in if case .colors(let c) = v { s.gradient.colors = c } }
      )
    case "locations":
      return (
        { .list($0.gradient.locations?.map { Double($0) }) },
        { s, v in if case .list(let l) = v { s.gradient.locations = l?.map { CGFloat($0) } } }
      )
    case "startPoint": return point(\.gradient.startPoint)
    case "endPoint": return point(\.gradient.endPoint)
    case "fontSize": return number(\.text.fontSize)
    case "foregroundColor": return color(\.text.foregroundColor)
    case "instanceTransform": return transform(\.replicator.instanceTransform)
    default: return nil
    }
  }

  /// Which components of a point, size or rectangle a dotted key path names.
  private static func componentIndices(head: String, rest: [String]) -> [Int]? {
    let path = rest.joined(separator: ".")
    switch head {
    case "bounds":
      let names = [
        "origin": [0, 1], "origin.x": [0], "origin.y": [1], "size": [2, 3],
        "size.width": [2], "size.height": [3],
      ]
      return names[path]
    case "position", "anchorPoint", "startPoint", "endPoint":
      return ["x": [0], "y": [1]][path]
    case "shadowOffset":
      return ["width": [0], "height": [1]][path]
    default:
      return nil
    }
  }
}

/// A part of a transform that `transform.scale`, `transform.rotation.z` or
/// `transform.translation.x` names: read and written on the transform split into translation,
/// scale and rotation.
private struct TransformKey {
  let indices: [Int]
  /// `transform.scale` writes one number into both scales.
  let uniform: Bool

  init?(_ rest: [String]) {
    switch rest.joined(separator: ".") {
    case "scale": (indices, uniform) = ([2, 3], true)
    case "scale.x": (indices, uniform) = ([2], false)
    case "scale.y": (indices, uniform) = ([3], false)
    case "rotation", "rotation.z": (indices, uniform) = ([4], false)
    case "translation": (indices, uniform) = ([0, 1], false)
    case "translation.x": (indices, uniform) = ([0], false)
    case "translation.y": (indices, uniform) = ([1], false)
    case "scale.z", "rotation.x", "rotation.y", "translation.z": (indices, uniform) = ([6], false)
    default: return nil
    }
  }

  func get(_ value: AnimationValue) -> AnimationValue {
    guard case .transform(let t) = value else { return .numbers([0]) }
    let v = TransformComponents(t.affine).vector
    return uniform ? .numbers([v[2]]) : .numbers(indices.map { v[$0] })
  }

  func set(_ value: AnimationValue, in current: AnimationValue) -> AnimationValue {
    guard case .transform(let t) = current, case .numbers(let n) = value else { return current }
    var v = TransformComponents(t.affine).vector
    if uniform, n.count == 1 {
      v[2] = n[0]
      v[3] = n[0]
    } else if n.count == indices.count {
      for (index, number) in zip(indices, n) { v[index] = number }
    }
    return .transform(CATransform3D(TransformComponents(v).affine))
  }
}
