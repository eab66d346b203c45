import Cassowary

/// Each view or guide that takes part: its variables, the pins that hold a view to its frame or
/// a system guide where its owner places it, and forgetting them.
extension LayoutEngine {
  private func item(for object: AnyObject) -> Item {
    if let existing = items[ObjectIdentifier(object)] { return existing }
    let item = Item(variables: Variables())
    items[ObjectIdentifier(object)] = item
    if let view = object as? UIView {
      view.constraintState.engineItem = item
      if view.usesAutoresizingMask {
        unpinnedViews[ObjectIdentifier(view)] = Unmanaged.passUnretained(view)
      } else {
        drive(view, item)
      }
    } else if let guide = object as? UILayoutGuide, guide.kind != .custom {
      tieSystemGuide(guide, item)
    }
    return item
  }

  func hasItem(_ object: AnyObject) -> Bool { items[ObjectIdentifier(object)] != nil }

  /// A view's or guide's item, made on first use: `item(for:)` for the engine's other files.
  func record(of object: AnyObject) -> Item { item(for: object) }

  /// Required constraints holding a view that translates its autoresizing mask to its frame.
  private func pin(_ view: UIView, _ item: Item) {
    let frame = view.frame
    let v = item.variables
    let name = "\(type(of: view)):\(ObjectIdentifier(view).debugAddress)"
    item.pins = [
      Constraint(LinearExpression(v.minX), .equal, LinearExpression(Double(frame.minX))),
      Constraint(LinearExpression(v.minY), .equal, LinearExpression(Double(frame.minY))),
      Constraint(LinearExpression(v.width), .equal, LinearExpression(Double(frame.width))),
      Constraint(LinearExpression(v.height), .equal, LinearExpression(Double(frame.height))),
    ]
    for (constraint, attribute) in zip(item.pins, ["minX", "minY", "width", "height"]) {
      add(constraint, description: "<NSAutoresizingMaskLayoutConstraint \(name).\(attribute)>")
    }
  }

  /// Pins the views that still translate their masks, before anything reads the solution.
  func pinWaitingViews() {
    guard !unpinnedViews.isEmpty else { return }
    let waiting = unpinnedViews
    unpinnedViews = [:]
    for (id, entry) in waiting {
      let view = entry.takeUnretainedValue()
      guard view.usesAutoresizingMask, let item = items[id],
        item.pins.isEmpty
      else { continue }
      pin(view, item)
    }
  }

  private func drive(_ view: UIView, _ item: Item) {
    item.drivenView = view
    installIntrinsicConstraints(view, item)
  }

  /// A system guide's rectangle, tied where its owner places it (`UIView.placement(of:)`):
  /// its origin required, its size either the owner's less the insets, required, or a size
  /// held at the lowest priority.
  private func tieSystemGuide(_ guide: UILayoutGuide, _ item: Item) {
    guard let owner = guide.owningView else { return }
    let v = item.variables
    let placement = owner.placement(of: guide)
    let constants = Self.tieConstants(placement)
    var ties = [
      (LinearExpression(v.minX), Strength.required), (LinearExpression(v.minY), .required),
    ]
    switch placement.size {
    case .inset:
      let ownerVariables = self.item(for: owner).variables
      ties += [
        (v.width - ownerVariables.width, .required), (v.height - ownerVariables.height, .required),
      ]
    case .preferred:
      ties += [
        (LinearExpression(v.width), Self.preferredSizeStrength),
        (LinearExpression(v.height), Self.preferredSizeStrength),
      ]
    }
    item.pins = zip(ties, constants).map { tie, constant in
      Constraint(tie.0 + constant, .equal, strength: tie.1)
    }
    for constraint in item.pins {
      add(constraint, description: "<system guide '\(guide.identifier)'>")
    }
  }

  /// A tenth of the lowest priority an app can give (1), so a preferred size only fills in
  /// what constraints leave open.
  private static let preferredSizeStrength = Strength(weak: 0.1)

  /// The solver constants of a guide's four ties, which `tieSystemGuide` writes and
  /// `itemGeometryDidChange` moves: `minX - x == 0`, `minY - y == 0`, then
  /// `width - owner.width + inset == 0` (inset sizes) or `width - size == 0` (a preferred size).
  private static func tieConstants(_ placement: GuidePlacement) -> [Double] {
    let origin = [-Double(placement.origin.x), -Double(placement.origin.y)]
    switch placement.size {
    case .inset(let horizontal, let vertical):
      return origin + [Double(horizontal), Double(vertical)]
    case .preferred(let size):
      return origin + [-Double(size.width), -Double(size.height)]
    }
  }

  /// Follows a change of frame (for pinned views) or of placement (for system guides).
  func itemGeometryDidChange(_ object: AnyObject) {
    guard let item = items[ObjectIdentifier(object)], !item.pins.isEmpty else { return }
    let targets: [Double]
    if let view = object as? UIView {
      // Pins read `variable - value == 0`.
      let frame = view.frame
      targets = [frame.minX, frame.minY, frame.width, frame.height].map { -Double($0) }
    } else if let guide = object as? UILayoutGuide, let owner = guide.owningView {
      targets = Self.tieConstants(owner.placement(of: guide))
    } else {
      return
    }
    for (index, target) in targets.enumerated() where item.pinConstants[index] != target {
      item.pinConstants[index] = target
      setConstant(target, of: item.pins[index])
    }
  }

  /// Switches a view between pinned to its frame and laid out by constraints.
  func translatesAutoresizingMaskDidChange(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    for constraint in item.pins + item.intrinsic { remove(constraint) }
    item.pins = []
    item.intrinsic = []
    if view.usesAutoresizingMask {
      item.drivenView = nil
      unpinnedViews[ObjectIdentifier(view)] = Unmanaged.passUnretained(view)
    } else {
      unpinnedViews[ObjectIdentifier(view)] = nil
      drive(view, item)
    }
  }

  /// Forgets a view that is going away, from its `deinit`: the constraints installed on it
  /// leave the solver, and so do its own pins and size constraints and its guides'. Matches
  /// UIKit, where a view's constraints go with it; it also keeps a new object that reuses the
  /// address from inheriting the old one's place in the engine.
  func viewWillDeallocate(
    _ id: ObjectIdentifier, installed constraints: [NSLayoutConstraint], guides: [UILayoutGuide]
  ) {
    for constraint in constraints {
      constraint.installedView = nil
      if let solverConstraint = uninstall(constraint) { remove(solverConstraint) }
    }
    forgetItem(id)
    for guide in guides { forgetItem(ObjectIdentifier(guide)) }
  }

  /// Drops a view's or guide's variables and the constraints that only the engine made for it.
  func forgetItem(_ id: ObjectIdentifier) {
    unpinnedViews[id] = nil
    widthFollowers[id] = nil
    guard let item = items.removeValue(forKey: id) else { return }
    item.drivenView = nil
    for constraint in item.pins + item.intrinsic { remove(constraint) }
  }
}
