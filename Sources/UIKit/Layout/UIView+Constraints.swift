import Cassowary

/// What a view keeps for Auto Layout.
struct ConstraintState {
  var installed: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  /// A scroll view's `frameLayoutGuide` and `contentLayoutGuide`, once asked for.
  var scrollFrameGuide: UILayoutGuide?
  var scrollContentGuide: UILayoutGuide?
  var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (250, 250)
  var resistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (750, 750)
  var needsUpdateConstraints = true
  var subtreeNeedsUpdateConstraints = false
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var insetsLayoutMarginsFromSafeArea = true
  /// The margins as last set through `directionalLayoutMargins`, which flip with the layout
  /// direction; `nil` once `layoutMargins` is set directly.
  var directionalLayoutMargins: NSDirectionalEdgeInsets?
  /// What constraints keep of the view, made when it first becomes an item.
  var itemReference: LayoutItemReference?
  /// The engine's record of the view, so a layout pass finds each subview's without hashing
  /// it (see `LayoutEngine.drivenItem(of:)`); it counts only while the record drives this view.
  var engineItem: LayoutEngine.Item? {
    didSet { unretainedEngineItem = engineItem.map(Unmanaged.passUnretained) }
  }
  /// `engineItem`, for reading without a retain and a release: the layout pass reads the record
  /// of every subview it places. Good while `engineItem` holds the same record.
  private(set) var unretainedEngineItem: Unmanaged<LayoutEngine.Item>?

  /// The guides the system made for the view, as far as they were asked for.
  var systemGuides: [UILayoutGuide] {
    [safeAreaGuide, marginsGuide, scrollFrameGuide, scrollContentGuide].compactMap { $0 }
  }
}

/// Where a system guide lies in its owner's coordinates, as the engine ties it there.
struct GuidePlacement {
  /// How the guide's size follows its owner.
  enum Size {
    /// The owner's size less these amounts (the safe area, the margins, a scroll view's frame).
    case inset(horizontal: CGFloat, vertical: CGFloat)
    /// This size at the lowest priority, so constraints decide it where they say anything (a
    /// scroll view's content, whose size otherwise stays the `contentSize` set).
    case preferred(CGSize)
  }

  var origin: CGPoint
  var size: Size
}

extension UIView {
  // MARK: Layout guides

  /// What constraints keep of the view (see `LayoutItemReference`), made when first asked for.
  var layoutItemReference: LayoutItemReference {
    if let reference = constraintState.itemReference { return reference }
    let reference = LayoutItemReference.owned(by: self)
    constraintState.itemReference = reference
    return reference
  }

  /// The guides added with ``addLayoutGuide(_:)``; the safe-area and margins guides are not listed.
  public var layoutGuides: [UILayoutGuide] { constraintState.guides }

  /// Matches UIKit: makes this view the guide's owner, taking it from any previous owner.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    constraintState.guides.append(layoutGuide)
  }

  /// Matches UIKit: removes a guide this view owns; other guides are ignored.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    constraintState.guides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    LayoutEngine.shared.forgetItem(ObjectIdentifier(layoutGuide))
  }

  /// Matches UIKit: the part of the view not covered by bars and the home indicator.
  public var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(\.safeAreaGuide, .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }

  /// Matches UIKit: the view's bounds inset by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(\.marginsGuide, .margins, identifier: "UIViewLayoutMarginsGuide")
  }

  /// The system guide kept in `slot`, made on first use: one guide per view and kind, as
  /// UIKit's guide properties return the same guide every time.
  func systemGuide(
    _ slot: WritableKeyPath<ConstraintState, UILayoutGuide?>, _ kind: UILayoutGuide.Kind,
    identifier: String
  ) -> UILayoutGuide {
    if let guide = constraintState[keyPath: slot] { return guide }
    let guide = UILayoutGuide(kind: kind, owner: self, identifier: identifier)
    constraintState[keyPath: slot] = guide
    return guide
  }

  /// Where the engine ties a system guide: the bounds inset by the safe area or the margins;
  /// a scroll view's frame (its bounds, which move as it scrolls); its content, from the
  /// content origin.
  func placement(of guide: UILayoutGuide) -> GuidePlacement {
    let bounds = self.bounds
    var insets: UIEdgeInsets
    switch guide.kind {
    case .safeArea: insets = safeAreaInsets
    case .margins:
      insets = layoutMargins
      if insetsLayoutMarginsFromSafeArea {
        let safe = safeAreaInsets
        insets.top += safe.top
        insets.left += safe.left
        insets.bottom += safe.bottom
        insets.right += safe.right
      }
    case .scrollContent:
      // A content size that is not a number would poison the solution of every constraint
      // the guide touches: it prefers no size then.
      let size = (self as? UIScrollView)?.contentSize ?? .zero
      let finite = CGSize(
        width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
      return GuidePlacement(origin: .zero, size: .preferred(finite))
    case .scrollFrame, .custom: insets = .zero
    }
    return GuidePlacement(
      origin: CGPoint(x: bounds.minX + insets.left, y: bounds.minY + insets.top),
      size: .inset(horizontal: insets.left + insets.right, vertical: insets.top + insets.bottom))
  }

  /// Keeps the system guides on the safe area, the margins and a scroll view's frame when the
  /// bounds, safe area or margins change. (A scroll view's content guide follows only its
  /// content size: see `UIScrollView.contentSizeDidChange()`.)
  func systemGuidesMayHaveMoved() {
    // One by one rather than over `systemGuides`: every frame change of every view comes here,
    // and that array would be a heap allocation each time.
    let engine = LayoutEngine.shared
    if let guide = constraintState.safeAreaGuide { engine.itemGeometryDidChange(guide) }
    if let guide = constraintState.marginsGuide { engine.itemGeometryDidChange(guide) }
    if let guide = constraintState.scrollFrameGuide { engine.itemGeometryDidChange(guide) }
  }

  // MARK: Margins

  func setResolvedLayoutMargins(_ margins: UIEdgeInsets) {
    guard margins != constraintState.layoutMargins else { return }
    constraintState.layoutMargins = margins
    systemGuidesMayHaveMoved()
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
    setNeedsLayout()
  }

  /// Matches UIKit: the margins by leading and trailing edge, which are the right and left
  /// ones in a right-to-left layout. Margins set this way flip when the direction changes.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      let (leading, trailing) =
        isRightToLeft ? (margins.right, margins.left) : (margins.left, margins.right)
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: leading, bottom: margins.bottom, trailing: trailing)
    }
    set {
      let (left, right) =
        isRightToLeft
        ? (newValue.trailing, newValue.leading) : (newValue.leading, newValue.trailing)
      setResolvedLayoutMargins(
        UIEdgeInsets(top: newValue.top, left: left, bottom: newValue.bottom, right: right))
      constraintState.directionalLayoutMargins = newValue
    }
  }

  /// Matches UIKit: `true` adds the safe-area insets to the layout margins, so content inside the
  /// margins stays clear of the status bar and home indicator.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { constraintState.insetsLayoutMarginsFromSafeArea }
    set {
      constraintState.insetsLayoutMarginsFromSafeArea = newValue
      systemGuidesMayHaveMoved()
    }
  }

  // MARK: Updating constraints

  /// Whether `updateConstraints` is due to run in the next layout step.
  public var needsUpdateConstraints: Bool { constraintState.needsUpdateConstraints }

  /// Leads the next `updateConstraintsIfNeeded` from the root down to this view; also called
  /// when a view that still needs its update joins a new superview.
  func markAncestorsNeedUpdateConstraints() {
    guard constraintState.needsUpdateConstraints || constraintState.subtreeNeedsUpdateConstraints
    else { return }
    var ancestor = storedSuperview
    while let current = ancestor, !current.constraintState.subtreeNeedsUpdateConstraints {
      current.constraintState.subtreeNeedsUpdateConstraints = true
      ancestor = current.storedSuperview
    }
  }

  // MARK: Fitting sizes

  /// Matches UIKit: a target size asking `systemLayoutSizeFitting(_:)` for the smallest size.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// Matches UIKit: a target size asking `systemLayoutSizeFitting(_:)` for the largest size.
  public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

  // MARK: Debugging

  /// Matches UIKit: whether the constraints leave this view's frame undetermined.
  public var hasAmbiguousLayout: Bool { LayoutEngine.shared.isAmbiguous(self) }

  /// Matches UIKit: the active constraints that involve this view along `axis`.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    var found: [NSLayoutConstraint] = []
    var ancestor: UIView? = self
    while let view = ancestor {
      found += view.installedConstraints.filter {
        ($0.firstItem === self || $0.secondItem === self) && $0.firstAttribute.axis == axis
      }
      ancestor = view.storedSuperview
    }
    return found
  }

  /// A listing of the view's subtree with frames and constraint counts, marking ambiguous
  /// views, like the `_autolayoutTrace` developers print in the debugger.
  public func autolayoutTrace() -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      let ambiguous = LayoutEngine.shared.hasItem(view) && view.hasAmbiguousLayout
      let mark = ambiguous ? " - AMBIGUOUS LAYOUT" : ""
      lines.append(
        String(repeating: "|   ", count: depth) + "*\(view) frame \(view.frame)"
          + " constraints \(view.installedConstraints.count)\(mark)")
      for constraint in view.installedConstraints {
        lines.append(String(repeating: "|   ", count: depth + 1) + "  \(constraint)")
      }
      for subview in view.storedSubviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// Sets the frames of subviews laid out by constraints to their solved values.
  ///
  /// Each frame is read from the solution as its subview is placed, unless the kept one still
  /// holds. Setting one can move the solution (a subview's autoresizing pinned subviews follow
  /// its new size); the engine then hears which values moved, and the subviews placed after it
  /// read them as they stand.
  func applyEngineFrames() {
    let subviews = storedSubviews
    guard !subviews.isEmpty else { return }
    let engine = LayoutEngine.shared
    engine.pinWaitingViews()
    // Found at the first constrained subview: views whose subviews all keep their autoresizing
    // masks pay nothing for it.
    var scale: CGFloat = 0
    let placer = ObjectIdentifier(self)
    subviews.forEachUnretained { subview in
      guard let record = engine.drivenItem(of: subview) else { return }
      if scale == 0 { scale = max(1, traitCollection.displayScale) }
      // The record is done with before the frame is set, whatever the setter then runs.
      let frame = record.withUnretained { item in
        item.placerID = placer
        return engine.alignedFrame(of: item, scale: scale)
      }
      subview.applySolvedFrame(frame)
    }
  }

  /// Detaches the constraints that tie this subtree to views outside it, as UIKit does when a
  /// view leaves its superview.
  func removeConstraintsCrossing(from formerSuperview: UIView) {
    var ancestor: UIView? = formerSuperview
    while let view = ancestor {
      for constraint in view.installedConstraints
      where references(constraint.firstItem) || references(constraint.secondItem) {
        constraint.isActive = false
      }
      ancestor = view.storedSuperview
    }
  }

  private func references(_ item: AnyObject?) -> Bool {
    if let view = item as? UIView { return view.isDescendant(of: self) }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      return owner.isDescendant(of: self)
    }
    return false
  }
}

extension CGRect {
  /// Matches UIKit, which rounds the frames Auto Layout computes to the display's pixel grid:
  /// each edge moves to the nearest pixel, so neighbours that share an edge still meet.
  @inline(__always)
  func aligned(toScale scale: CGFloat) -> CGRect {
    // The four edges at once, on `Double`: `CGFloat`'s own arithmetic is calls on Linux, and
    // two lanes go through each SSE2 instruction (the divisions were a tenth of the loop that
    // reads and aligns each solved frame).
    let edges = SIMD4(minX.native, minY.native, maxX.native, maxY.native)
    let aligned = (edges * scale.native).nearestWhole / scale.native
    return CGRect(
      x: aligned[0], y: aligned[1], width: aligned[2] - aligned[0],
      height: aligned[3] - aligned[1])
  }
}

extension SIMD4<Double> {
  /// Each lane's `rounded()`: the nearest whole number, halves away from zero, as libm's
  /// `round` gives it, without four calls into libm.
  @inline(__always)
  var nearestWhole: Self {
    let bits = unsafeBitCast(self, to: SIMD4<UInt64>.self)
    let magnitude = unsafeBitCast(bits & 0x7FFF_FFFF_FFFF_FFFF, to: Self.self)
    // Below 2^52, adding 2^52 leaves no fraction: the sum is rounded to a whole number, ties
    // to even, and taking 2^52 away again is exact. A tie that went down to even goes up.
    var whole = (magnitude + 0x1p52) - 0x1p52
    whole.replace(with: whole + 1, where: whole - magnitude .== -0.5)
    // The sign goes back on, so -0.3 rounds to -0, as `round` gives it.
    let signed = unsafeBitCast(
      unsafeBitCast(whole, to: SIMD4<UInt64>.self) | (bits & 0x8000_0000_0000_0000), to: Self.self)
    // Beyond 2^52 every value is whole already; NaN fails the test too and stays.
    return replacing(with: signed, where: magnitude .< 0x1p52)
  }
}

extension LayoutEngine {
  /// The size constraints give `view` when it is pulled toward `target`.
  func fittingSize(
    of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    let item = record(of: view)
    pinWaitingViews()
    let pulls = [
      Constraint(
        LinearExpression(item.variables.width), .equal, LinearExpression(Double(target.width)),
        strength: Strength(priority: priorities.0.rawValue)),
      Constraint(
        LinearExpression(item.variables.height), .equal, LinearExpression(Double(target.height)),
        strength: Strength(priority: priorities.1.rawValue)),
    ]
    return withTemporary(pulls + intrinsicPulls(of: view, item), removing: item.pins) {
      CGSize(width: value(item.variables.width), height: value(item.variables.height))
    }
  }

  /// A view that keeps its autoresizing mask has no intrinsic-size constraints installed; when
  /// fitting, its natural size counts all the same.
  private func intrinsicPulls(of view: UIView, _ item: Item) -> [Constraint] {
    guard view.usesAutoresizingMask else { return [] }
    let size = view.intrinsicContentSize
    var pulls: [Constraint] = []
    if size.width != UIView.noIntrinsicMetric {
      pulls.append(
        Constraint(
          LinearExpression(item.variables.width), .greaterThanOrEqual,
          LinearExpression(Double(size.width)),
          strength: Strength(priority: 750)))
    }
    if size.height != UIView.noIntrinsicMetric {
      pulls.append(
        Constraint(
          LinearExpression(item.variables.height), .greaterThanOrEqual,
          LinearExpression(Double(size.height)),
          strength: Strength(priority: 750)))
    }
    return pulls
  }

  /// Whether a view could move or resize without hurting any constraint: each variable is
  /// nudged by the faintest possible preference, and if it yields, it was not determined.
  func isAmbiguous(_ view: UIView) -> Bool {
    guard hasItem(view), !view.usesAutoresizingMask else { return false }
    let variables = record(of: view).variables
    for variable in variables.all {
      let current = value(variable)
      let moved = withTemporary(
        [
          Constraint(
            LinearExpression(variable), .equal, LinearExpression(Double(current) + 10),
            strength: Strength(weak: 1e-3))
        ]
      ) { value(variable) }
      if abs(moved - current) > 1e-6 { return true }
    }
    return false
  }
}
