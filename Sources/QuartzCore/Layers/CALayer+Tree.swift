extension CALayer {
  /// Matches Core Animation: the sublayers, back to front; `nil` when there are none. Setting
  /// it removes the old sublayers and adds the new ones in order.
  public var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for layer in storedSublayers { layer.removeFromSuperlayer() }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Matches Core Animation: the layer this one is a sublayer of. Not retained.
  public var superlayer: CALayer? { storedSuperlayer }

  /// Matches Core Animation: adds `layer` on top of the sublayers, first removing it from its
  /// old superlayer.
  public func addSublayer(_ layer: CALayer) {
    insert(layer, at: storedSublayers.count)
  }

  /// Matches Core Animation: inserts `layer` at `idx` among the sublayers (clamped).
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    insert(layer, at: Int(idx))
  }

  /// Matches Core Animation: inserts `layer` just below `sibling`, or at the back when `sibling`
  /// is not a sublayer.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insert(layer, at: index(of: sibling) ?? 0)
  }

  /// Matches Core Animation: inserts `layer` just above `sibling`, or on top when `sibling` is
  /// not a sublayer.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insert(layer, at: index(of: sibling).map { $0 + 1 } ?? storedSublayers.count)
  }

  /// Matches Core Animation: puts `newLayer` where `oldLayer` was; nothing happens when
  /// `oldLayer` is not a sublayer.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = index(of: oldLayer), oldLayer !== newLayer else { return }
    oldLayer.removeFromSuperlayer()
    insert(newLayer, at: index)
  }

  /// Matches Core Animation: detaches the layer from its superlayer (or from the layer it masks).
  public func removeFromSuperlayer() {
    if let masked = maskedLayer, masked.storedMask === self {
      masked.mask = nil
      return
    }
    guard let superlayer = storedSuperlayer else { return }
    superlayer.storedSublayers.removeAll { $0 === self }
    storedSuperlayer = nil
    superlayer.displayDidChange(placementOnly: false)
    superlayer.invalidateLayoutAfterChange()
  }

  /// Matches Core Animation: a layer whose alpha masks this layer's content and sublayers, in
  /// this layer's coordinates. A layer cannot mask itself or one of its ancestors (that would
  /// be a cycle); such a mask is ignored with a log, as Core Animation refuses it.
  public var mask: CALayer? {
    get { storedMask }
    set {
      if let newValue {
        var ancestor: CALayer? = self
        while let current = ancestor {
          if current === newValue {
            GraphicsLog.report(
              "CALayer: ignored a mask that is the layer itself or one of its ancestors")
            return
          }
          ancestor = current.storedSuperlayer ?? current.maskedLayer
        }
        var inner: CALayer? = newValue
        while let current = inner {
          if current === self {
            GraphicsLog.report("CALayer: ignored a mask whose own masks lead back to the layer")
            return
          }
          inner = current.storedMask
        }
      }
      guard newValue !== storedMask else { return }
      storedMask?.maskedLayer = nil
      newValue?.maskedLayer?.storedMask = nil
      storedMask = newValue
      newValue?.maskedLayer = self
      displayDidChange(placementOnly: false)
    }
  }

  private func index(of layer: CALayer?) -> Int? {
    guard let layer else { return nil }
    return storedSublayers.firstIndex { $0 === layer }
  }

  /// The one place a sublayer is inserted; every public insertion and the view tree call it.
  /// Matches Core Animation: adding a layer to itself or to its own descendant is refused (a
  /// cycle), with a log.
  package func insert(_ layer: CALayer, at index: Int) {
    var ancestor: CALayer? = self
    while let current = ancestor {
      if current === layer {
        GraphicsLog.report("CALayer: ignored adding a layer to itself or to one of its sublayers")
        return
      }
      ancestor = current.storedSuperlayer
    }
    if let old = layer.storedSuperlayer {
      old.storedSublayers.removeAll { $0 === layer }
      if old !== self {
        old.displayDidChange(placementOnly: false)
        old.invalidateLayoutAfterChange()
      }
    }
    storedSublayers.insert(layer, at: min(max(0, index), storedSublayers.count))
    layer.storedSuperlayer = self
    displayDidChange(placementOnly: false)
    invalidateLayoutAfterChange()
  }

  /// The sublayers in drawing order: by ``zPosition``, then in order.
  var drawingOrder: [CALayer] {
    let layers = storedSublayers
    // Each layer's z read in place, without copying its whole state, and in a plain loop: 200
    // spinning layers are ordered every frame, and almost always all lie at one z.
    func z(_ layer: CALayer) -> CGFloat {
      layer.isPresenting ? layer.presentedState.zPosition : layer.modelState.zPosition
    }
    guard let first = layers.first else { return layers }
    let firstZ = z(first)
    var allAtFirstZ = true
    for layer in layers where z(layer) != firstZ {
      allAtFirstZ = false
      break
    }
    guard !allAtFirstZ else { return layers }
    let zs = layers.map(z)
    return zs.indices.sorted { a, b in zs[a] != zs[b] ? zs[a] < zs[b] : a < b }.map { layers[$0] }
  }
}

extension CALayer {
  /// Places a subview's layer as `insertSubview(_:aboveSubview:)` does: directly above the
  /// sibling's layer, however many plain sublayers lie between it and the next view's.
  package func placeSublayer(_ layer: CALayer, above sibling: CALayer) {
    if layer.storedSuperlayer === self { storedSublayers.removeAll { $0 === layer } }
    insert(layer, at: index(of: sibling).map { $0 + 1 } ?? storedSublayers.count)
  }

  /// Places a subview's layer among the sublayers to match the subview's new place among its
  /// siblings, as UIKit does: just below `next`, the next subview's layer, or on top of every
  /// sublayer when it is the frontmost subview (`next` is `nil`), so layers added by code keep
  /// their places otherwise.
  package func placeSublayer(_ layer: CALayer, below next: CALayer?) {
    if layer.storedSuperlayer === self { storedSublayers.removeAll { $0 === layer } }
    if let next {
      insert(layer, at: storedSublayers.firstIndex { $0 === next } ?? storedSublayers.count)
    } else {
      insert(layer, at: storedSublayers.count)
    }
  }
}
