/// A row of segments, one selected: a click selects a segment and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// `selectedSegmentIndex` when nothing is selected.
  public static let noSegment = -1

  private var titles: [String] = []
  private var labels: [UILabel] = []
  /// The segments' accessibility elements, kept so that the same ones answer each time (see
  /// `StockAccessibility`).
  var accessibilitySegments: [UIAccessibilityElement] = []
  private let indicator = UIView()

  /// The selected segment, or ``noSegment``. Setting it slides the selection (animated, once the
  /// control is in a window) without sending actions, as in UIKit.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      guard selectedSegmentIndex != oldValue else { return }
      if window == nil {
        // Not on screen yet (being built, or decoded from a storyboard): nothing to slide from.
        placeIndicator()
      } else {
        UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction]) {
          self.placeIndicator()
        }
      }
      refreshLabels()
    }
  }

  /// The colour of the selected segment's raised background; `nil` uses the system background
  /// colour.
  open var selectedSegmentTintColor: UIColor? {
    didSet { indicator.backgroundColor = selectedSegmentTintColor ?? .systemBackground }
  }

  /// Matches UIKit: strings become segment titles (images are not supported).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    titles = (items ?? []).map { "\($0)" }
    setUp()
  }

  /// Makes a control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's segments and selection
  /// (no segments for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    addKnob(
      indicator, cornerRadius: 7, shadowOpacity: 0.12, shadowRadius: 3, shadowOffsetY: 1)
    indicator.backgroundColor = .systemBackground
    rebuildLabels()
  }

  /// How many segments there are.
  open var numberOfSegments: Int { titles.count }

  /// Inserts a titled segment, clamping `segment` to the valid range; `animated` is accepted and
  /// ignored.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: min(max(0, segment), titles.count))
    rebuildLabels()
  }

  /// Removes a segment (out-of-range indexes are ignored); the selection moves to the last segment
  /// if it was past the end.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    if selectedSegmentIndex >= titles.count { selectedSegmentIndex = titles.count - 1 }
    rebuildLabels()
  }

  /// Retitles a segment; out-of-range indexes are ignored.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    rebuildLabels()
  }

  /// A segment's title, or `nil` for an index out of range.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Room for every segment as wide as the widest title plus 24 points, and 32 points high.
  open override var intrinsicContentSize: CGSize {
    let widest = labels.map(\.intrinsicContentSize.width).max() ?? 0
    return CGSize(width: (widest + 24) * CGFloat(max(titles.count, 1)), height: 32)
  }

  /// Divides the width equally among the segments and places the selection.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for (index, label) in labels.enumerated() { label.frame = segmentFrame(index) }
    placeIndicator()
  }

  private func rebuildLabels() {
    labels.forEach { $0.removeFromSuperview() }
    labels = titles.map { title in
      let label = UILabel()
      label.text = title
      label.textAlignment = .center
      label.font = .systemFont(ofSize: 13)
      addSubview(label)
      return label
    }
    refreshLabels()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func refreshLabels() {
    for (index, label) in labels.enumerated() {
      label.font =
        index == selectedSegmentIndex ? .boldSystemFont(ofSize: 13) : .systemFont(ofSize: 13)
      label.textColor = isEnabled ? .label : .systemGray
    }
  }

  /// Right to left, the first segment is the rightmost, as in UIKit.
  private func segmentFrame(_ index: Int) -> CGRect {
    let width = bounds.width / CGFloat(max(titles.count, 1))
    return directional(CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height))
  }

  private func placeIndicator() {
    indicator.isHidden = selectedSegmentIndex == Self.noSegment
    guard selectedSegmentIndex != Self.noSegment else { return }
    indicator.frame = segmentFrame(selectedSegmentIndex).insetBy(dx: 2, dy: 2)
  }

  override var touchUpInsideEvents: Event { .touchUpInside }

  /// Matches UIKit: a press released inside selects the segment under it, sending `.valueChanged`
  /// if the selection changed.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, bounds.contains(touch.location(in: self)), !titles.isEmpty else { return }
    let x = directional(x: touch.location(in: self).x)
    let index = Int(x / (bounds.width / CGFloat(titles.count)))
    select(min(max(index, 0), titles.count - 1))
  }

  override func performPrimaryActionFromKeyboard() {
    guard isEnabled, !titles.isEmpty else { return }
    select((selectedSegmentIndex + 1) % titles.count)
  }

  private func select(_ index: Int) {
    guard index != selectedSegmentIndex else { return }
    selectedSegmentIndex = index
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    let color = UIColor.systemGray5.resolvedColor(with: traitCollection).cgColor
    items.append(.roundedFill(bounds, cornerRadius: 9, DisplayColor(color)))
  }
}
