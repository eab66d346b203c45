/// An animatable layer property named by its Core Animation key path, such as `"opacity"`,
/// `"position.x"`, `"bounds.size"`, `"transform.scale"` or `"strokeEnd"`.
///
/// A class, so that an animation's parsed key path, read for every running animation every
/// frame, is one reference to retain and not a copy of each accessor.
final class LayerKeyPath {
  /// Reads the property. The state is `inout` only so that it is read in place: a key path
  /// applied to a borrowed state copies the whole state first, and every animated layer reads
  /// its properties each frame.
  let get: (inout LayerState) -> AnimationValue
  let set: (inout LayerState, AnimationValue) -> Void
  /// Whether it only moves the layer as a whole (its composited image can be reused).
  let isPlacement: Bool
  /// For a property of one number (`opacity`, `position.x`, `transform.rotation.z`…), the same
  /// read and write on a `Double`, which ``get`` and ``set`` wrap in an array; `nil` for others.
  let number: NumberAccessors?

  typealias NumberAccessors = (
    get: (inout LayerState) -> Double, set: (inout LayerState, Double) -> Void
  )

  /// The property `keyPath` names, or `nil` when it is not animatable here.
  init?(_ keyPath: String) {
    let parts = keyPath.split(separator: ".").map(String.init)
    guard let head = parts.first, let base = LayerKeyPath.base(head) else { return nil }
    let rest = Array(parts.dropFirst())
    isPlacement = ["position", "transform", "opacity", "zPosition"].contains(head)
    if rest.isEmpty {
      get = base.get
      set = base.set
      number = LayerKeyPath.number(head)
      return
    }
    if head == "transform" || head == "sublayerTransform" {
      guard let component = TransformKey(rest) else { return nil }
      get = { component.get(base.get(&$0)) }
      set = { state, value in base.set(&state, component.set(value, in: base.get(&state))) }
      number = component.number(of: head == "transform" ? \.transform : \.sublayerTransform)
      return
    }
    guard let indices = LayerKeyPath.componentIndices(head: head, rest: rest) else { return nil }
    number = indices.count == 1 ? LayerKeyPath.pointComponent(head, index: indices[0]) : nil
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

  /// The number accessors of a property that is one number, read and written as ``base(_:)``'s
  /// accessors do.
  private static func number(_ name: String) -> NumberAccessors? {
    func number(_ path: WritableKeyPath<LayerState, CGFloat>) -> NumberAccessors {
      ({ Double($0[keyPath: path]) }, { $0[keyPath: path] = $1 })
    }
    func float(_ path: WritableKeyPath<LayerState, Float>) -> NumberAccessors {
      ({ Double($0[keyPath: path]) }, { $0[keyPath: path] = Float(min(max($1, 0), 1)) })
    }
    switch name {
    // The common ones without a key path, whose every use is a call into the runtime.
    case "opacity": return ({ Double($0.opacity) }, { $0.opacity = Float(min(max($1, 0), 1)) })
    case "zPosition": return ({ Double($0.zPosition) }, { $0.zPosition = $1 })
    case "cornerRadius": return ({ Double($0.cornerRadius) }, { $0.cornerRadius = $1 })
    case "strokeEnd": return ({ Double($0.shape.strokeEnd) }, { $0.shape.strokeEnd = $1 })
    case "strokeStart": return ({ Double($0.shape.strokeStart) }, { $0.shape.strokeStart = $1 })
    case "borderWidth": return number(\.borderWidth)
    case "shadowOpacity": return float(\.shadowOpacity)
    case "shadowRadius": return number(\.shadowRadius)
    case "lineWidth": return number(\.shape.lineWidth)
    case "lineDashPhase": return number(\.shape.lineDashPhase)
    case "miterLimit": return number(\.shape.miterLimit)
    case "fontSize": return number(\.text.fontSize)
    default: return nil
    }
  }

  /// The number accessors of one coordinate of a point or size property (`position.x`): the
  /// same as writing the whole point with that coordinate replaced.
  private static func pointComponent(_ head: String, index: Int) -> NumberAccessors? {
    switch (head, index) {
    case ("position", 0): return ({ Double($0.position.x) }, { $0.position.x = $1 })
    case ("position", 1): return ({ Double($0.position.y) }, { $0.position.y = $1 })
    case ("anchorPoint", 0): return ({ Double($0.anchorPoint.x) }, { $0.anchorPoint.x = $1 })
    case ("anchorPoint", 1): return ({ Double($0.anchorPoint.y) }, { $0.anchorPoint.y = $1 })
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

  /// For a part that is one number, accessors of it in the transform at `path`, reading and
  /// writing as ``get(_:)`` and ``set(_:in:)`` do.
  func number(of path: WritableKeyPath<LayerState, CATransform3D>) -> LayerKeyPath
    .NumberAccessors?
  {
    guard uniform || indices.count == 1 else { return nil }
    let index = uniform ? 2 : indices[0]
    let uniform = uniform
    let read: (inout LayerState) -> CATransform3D
    let write: (inout LayerState, CATransform3D) -> Void
    if path == \LayerState.transform {
      (read, write) = ({ $0.transform }, { $0.transform = $1 })
    } else {
      (read, write) = ({ $0[keyPath: path] }, { $0[keyPath: path] = $1 })
    }
    return (
      { TransformComponents(read(&$0).affine).vector[index] },
      { state, number in
        var v = TransformComponents(read(&state).affine).vector
        v[index] = number
        if uniform { v[3] = number }
        write(&state, CATransform3D(TransformComponents(v).affine))
      }
    )
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
