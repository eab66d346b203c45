/// Lays out a row or column of arranged subviews with constraints, as `UIStackView`.
///
/// Matches UIKit: arranged subviews are laid out along `axis` with `spacing` between them,
/// distributed and aligned as the properties say; hidden arranged subviews take no space. The
/// stack builds its constraints itself, in `updateConstraints`, and rebuilds them whenever
/// something changes, so the layout engine does all the work.
@MainActor
open class UIStackView: UIView {
  /// How arranged subviews share the length of the stack, as `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  /// How arranged subviews sit across the stack, as `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5

    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  public private(set) var arrangedSubviews: [UIView] = []
  private var arrangement: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []

  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { arrangementDidChange() }
  }
  open var distribution: Distribution = .fill {
    didSet { arrangementDidChange() }
  }
  open var alignment: Alignment = .fill {
    didSet { arrangementDidChange() }
  }
  open var spacing: CGFloat = 0 {
    didSet { arrangementDidChange() }
  }
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { arrangementDidChange() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

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
    arrangementDidChange()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) {
      arrangedSubviews.removeAll { $0 === subview }
      arrangementDidChange()
    }
  }

  override func subviewVisibilityDidChange(_ subview: UIView) {
    if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
  }

  private func arrangementDidChange() {
    setNeedsUpdateConstraints()
  }

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
