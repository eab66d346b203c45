/// Lays out a row or column of arranged subviews with constraints, as `UIStackView`.
///
/// Matches UIKit: arranged subviews are laid out along `axis` with `spacing` between them,
/// distributed and aligned as the properties say; hidden arranged subviews take no space. The
/// stack builds its constraints itself, in `updateConstraints`, and rebuilds them whenever
/// something changes, so the layout engine does all the work.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged subviews share the length of the stack, as `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    /// Matches UIKit: the views keep their natural sizes, with `spacing` between them, and the
    /// hugging and resistance priorities decide which one stretches or shrinks.
    case fill = 0
    /// Matches UIKit: every view gets the same length.
    case fillEqually = 1
    /// Lengths proportional to the views' intrinsic sizes (at priority 999), when every view has
    /// one.
    case fillProportionally = 2
    /// Matches UIKit: equal gaps between the views' edges, each at least `spacing`.
    case equalSpacing = 3
    /// Matches UIKit: equal distances between the views' centres, with gaps of at least `spacing`.
    case equalCentering = 4
  }

  /// How arranged subviews sit across the stack, as `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    /// Matches UIKit: every view fills the stack across the axis.
    case fill = 0
    /// Views sit at the top (horizontal stack) or left (vertical stack).
    case leading = 1
    /// A horizontal stack lines up the views' first baselines; a vertical one behaves like
    /// `.leading`.
    case firstBaseline = 2
    /// Views are centred across the axis.
    case center = 3
    /// Views sit at the bottom (horizontal stack) or right (vertical stack).
    case trailing = 4
    /// A horizontal stack lines up the views' last baselines; a vertical one behaves like
    /// `.leading`.
    case lastBaseline = 5

    /// Matches UIKit: the same as `.leading`, for horizontal stacks.
    public static var top: Alignment { .leading }
    /// Matches UIKit: the same as `.trailing`, for horizontal stacks.
    public static var bottom: Alignment { .trailing }
  }

  /// The views the stack lays out, in order; each is also a subview.
  public private(set) var arrangedSubviews: [UIView] = []
  private var arrangement: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []
  /// Gaps set with `setCustomSpacing(_:after:)`, by the arranged view they follow.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The direction the views run in.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { arrangementDidChange() }
  }
  /// How the views share the stack's length.
  open var distribution: Distribution = .fill {
    didSet { arrangementDidChange() }
  }
  /// How the views sit across the stack. Any alignment but `.fill` lets a free stack shrink to fit
  /// its views across the axis.
  open var alignment: Alignment = .fill {
    didSet { arrangementDidChange() }
  }
  /// The gap between adjacent views (the least gap for the equal-spacing distributions).
  open var spacing: CGFloat = 0 {
    didSet { arrangementDidChange() }
  }
  /// Matches UIKit: when `true`, the views are laid out inside the stack's layout margins instead
  /// of its bounds.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { arrangementDidChange() }
  }

  /// Makes an empty horizontal stack.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Matches UIKit: a horizontal stack of `views`, each added as a subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's axis, distribution,
  /// alignment, spacing and arranged subviews (an empty stack for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    (coder as? NibDecoder)?.decodeView(self)
  }

  /// Matches UIKit: appends `view` to the arrangement, adding it as a subview and turning off its
  /// autoresizing-mask constraints.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Matches UIKit: inserts `view` into the arrangement at `stackIndex` (clamped), moving it if it
  /// is already arranged.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Matches UIKit: the view stops being arranged but stays a subview.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Matches UIKit: a subview removed from the stack also leaves the arrangement.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) {
      arrangedSubviews.removeAll { $0 === subview }
      customSpacings[ObjectIdentifier(subview)] = nil
      arrangementDidChange()
    }
  }

  override func subviewVisibilityDidChange(_ subview: UIView) {
    if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
  }

  func arrangementDidChange() {
    setNeedsUpdateConstraints()
  }

  /// Rebuilds the stack's own constraints (named `UISV-…`, as in UIKit) from the arrangement and
  /// properties.
  open override func updateConstraints() {
    NSLayoutConstraint.deactivate(arrangement)
    for spacer in spacers { removeLayoutGuide(spacer) }
    spacers = []
    arrangement = makeArrangement()
    NSLayoutConstraint.activate(arrangement)
    super.updateConstraints()
  }

  // MARK: Building the constraints

  /// The stack's constraints for the current arranged subviews and properties.
  private func makeArrangement() -> [NSLayoutConstraint] {
    let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    guard let first = views.first, let last = views.last else { return [] }
    let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let along = axis == .horizontal
    var constraints: [NSLayoutConstraint] = []
    func make(
      _ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation,
      _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
      constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
      let constraint = NSLayoutConstraint(
        item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB,
        multiplier: multiplier, constant: constant)
      constraint.priority = priority
      constraint.identifier = "UISV-arrangement"
      constraints.append(constraint)
    }
    let start: NSLayoutConstraint.Attribute = along ? .leading : .top
    let end: NSLayoutConstraint.Attribute = along ? .trailing : .bottom
    let length: NSLayoutConstraint.Attribute = along ? .width : .height
    let center: NSLayoutConstraint.Attribute = along ? .centerX : .centerY

    // Along the axis: the first and last items reach the edges; the rest follow each other.
    make(first, start, .equal, container, start)
    make(last, end, .equal, container, end)
    for (previous, next) in zip(views, views.dropFirst()) {
      let spacing = gap(after: previous)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        make(next, start, .equal, previous, end, constant: spacing)
      case .equalSpacing, .equalCentering:
        let spacer = UILayoutGuide()
        spacer.identifier = "UISV-distributing"
        addLayoutGuide(spacer)
        spacers.append(spacer)
        let from: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? end : center
        let to: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? start : center
        make(spacer, start, .equal, previous, from)
        make(spacer, end, .equal, next, to)
        make(next, start, .greaterThanOrEqual, previous, end, constant: spacing)
      }
    }
    if let firstSpacer = spacers.first {
      for spacer in spacers.dropFirst() { make(spacer, length, .equal, firstSpacer, length) }
    }
    switch distribution {
    case .fillEqually:
      for view in views.dropFirst() { make(view, length, .equal, first, length) }
    case .fillProportionally:
      let sizes = views.map {
        along ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
      }
      if let base = sizes.first, base > 0, sizes.allSatisfy({ $0 > 0 }) {
        for (view, size) in zip(views, sizes).dropFirst() {
          make(view, length, .equal, first, length, multiplier: size / base, priority: 999)
        }
      }
    default:
      break
    }

    // Across the axis: as the alignment says; a stack whose size is free shrinks to fit.
    let crossStart: NSLayoutConstraint.Attribute = along ? .top : .leading
    let crossEnd: NSLayoutConstraint.Attribute = along ? .bottom : .trailing
    let crossCenter: NSLayoutConstraint.Attribute = along ? .centerY : .centerX
    let crossLength: NSLayoutConstraint.Attribute = along ? .height : .width
    for view in views {
      switch alignment {
      case .fill:
        make(view, crossStart, .equal, container, crossStart)
        make(view, crossEnd, .equal, container, crossEnd)
      case .leading:
        make(view, crossStart, .equal, container, crossStart)
        make(view, crossEnd, .lessThanOrEqual, container, crossEnd)
      case .trailing:
        make(view, crossEnd, .equal, container, crossEnd)
        make(view, crossStart, .greaterThanOrEqual, container, crossStart)
      case .center:
        make(view, crossCenter, .equal, container, crossCenter)
        make(view, crossStart, .greaterThanOrEqual, container, crossStart)
      case .firstBaseline, .lastBaseline:
        let baseline: NSLayoutConstraint.Attribute =
          alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if along && view !== first {
          make(view, baseline, .equal, first, baseline)
        } else {
          make(view, crossStart, .equal, container, crossStart)
        }
        make(view, crossStart, .greaterThanOrEqual, container, crossStart)
        make(view, crossEnd, .lessThanOrEqual, container, crossEnd)
      }
    }
    if alignment != .fill {
      make(self, crossLength, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel)
    }
    return constraints
  }
}
