/// A view of spinning wheels, one a component, each showing rows with the selected one in a
/// band across the middle, as `UIPickerView`.
///
/// Matches UIKit: a data source gives the components and rows, a delegate their titles, sizes
/// and the news of a pick. On a desktop the wheels turn with the mouse wheel over them (a
/// notch a row) and a click on a row above or below the band turns it there; each settles at
/// once and tells the delegate, where iOS's wheels spin and settle. The wheel is drawn flat,
/// the rows away from the band fading, without iOS's cylinder curve. Rows given as views
/// (`viewForRow`) are not supported: titles only.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// Matches UIKit: the rows' height when the delegate gives none.
  static let standardRowHeight: CGFloat = 32
  /// The gap between columns.
  private static let componentSpacing: CGFloat = 5
  /// How many rows show above and below the band.
  private static let visibleRowsEachSide = 3

  /// Matches UIKit: where the components and rows come from. Held weakly.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { reloadAllComponents() }
  }

  /// Matches UIKit: where titles, sizes and picks go. Held weakly.
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { setNeedsDisplay() }
  }

  /// The selected row of each component, kept across reloads within the row counts.
  private var selectedRows: [Int] = []
  /// The component a click or wheel last turned: the wheel turns it.
  private var activeComponent = 0
  /// Wheel movement not yet a whole notch.
  private var wheelAccumulator: CGFloat = 0
  /// The wheels as accessibility elements, made on first need (see `+Accessibility`).
  var accessibilityWheelElements: [PickerWheelAccessibilityElement] = []

  /// Makes a picker with no data source.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Matches UIKit's decoding initializer (an empty picker).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Matches UIKit: 320 by 216 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

  // MARK: Components and rows

  /// Matches UIKit: how many components the data source gives.
  open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

  /// Matches UIKit: how many rows `component` has.
  open func numberOfRows(inComponent component: Int) -> Int {
    guard component >= 0, component < numberOfComponents else { return 0 }
    return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
  }

  /// Matches UIKit: the size of a row of `component`: its column's width and its row height.
  open func rowSize(forComponent component: Int) -> CGSize {
    CGSize(width: width(of: component), height: rowHeight(of: component))
  }

  /// Matches UIKit: reads the components and rows again; selections stay where they still fit.
  open func reloadAllComponents() {
    let count = numberOfComponents
    selectedRows = (0..<count).map { component in
      let rows = numberOfRows(inComponent: component)
      let old = component < selectedRows.count ? selectedRows[component] : 0
      return rows == 0 ? -1 : min(max(old, 0), rows - 1)
    }
    setNeedsDisplay()
  }

  /// Matches UIKit: reads one component's rows again.
  open func reloadComponent(_ component: Int) {
    reloadAllComponents()
  }

  /// Matches UIKit: turns `component` to `row` without telling the delegate (an out-of-range
  /// row is clamped). Animation is not shown: the wheel is there at once.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    if selectedRows.count != numberOfComponents { reloadAllComponents() }
    guard component >= 0, component < selectedRows.count else { return }
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return }
    selectedRows[component] = min(max(row, 0), rows - 1)
    setNeedsDisplay()
  }

  /// Matches UIKit: the selected row of `component`, or -1 when it has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    if selectedRows.count != numberOfComponents { reloadAllComponents() }
    guard component >= 0, component < selectedRows.count else { return -1 }
    return selectedRows[component]
  }

  // MARK: Geometry

  /// The width each column gets when the delegate gives none: the picker's width shared out.
  var sharedComponentWidth: CGFloat {
    let count = CGFloat(max(numberOfComponents, 1))
    return max(0, (bounds.width - 2 * 8 - Self.componentSpacing * (count - 1)) / count)
  }

  private func width(of component: Int) -> CGFloat {
    delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
  }

  private func rowHeight(of component: Int) -> CGFloat {
    max(1, delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.standardRowHeight)
  }

  /// The columns' x ranges, centred in the picker as UIKit lays them out.
  var columns: [ClosedRange<CGFloat>] {
    let widths = (0..<numberOfComponents).map(width(of:))
    let total =
      widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(widths.count - 1, 0))
    var x = bounds.midX - total / 2
    return widths.map { width in
      defer { x += width + Self.componentSpacing }
      return x...(x + width)
    }
  }

  // MARK: Input

  /// A click turns the wheel under it to the row clicked, and tells the delegate.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    guard let component = columns.firstIndex(where: { $0.contains(point.x) }) else { return }
    activeComponent = component
    let offset = ((point.y - bounds.midY) / rowHeight(of: component)).rounded()
    turn(component, by: Int(offset))
  }

  /// The wheel turns the last clicked component a row a notch.
  override func scrollWheel(by delta: CGPoint) -> Bool {
    guard activeComponent < numberOfComponents, delta.y != 0 else { return false }
    wheelAccumulator += delta.y
    let notch: CGFloat = 40
    let steps = Int((wheelAccumulator / notch).rounded(.towardZero))
    if steps != 0 {
      wheelAccumulator -= CGFloat(steps) * notch
      turn(activeComponent, by: steps)
    }
    return true
  }

  /// Moves `component` by `steps` rows, as the person does, and tells the delegate if it moved.
  func turn(_ component: Int, by steps: Int) {
    let old = selectedRow(inComponent: component)
    guard old >= 0, steps != 0 else { return }
    selectRow(old + steps, inComponent: component, animated: true)
    let new = selectedRows[component]
    if new != old { delegate?.pickerView(self, didSelectRow: new, inComponent: component) }
  }

  // MARK: Drawing

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    super.appendContent(to: &items, bounds: bounds)
    if selectedRows.count != numberOfComponents { reloadAllComponents() }
    let traits = traitCollection
    func color(_ color: UIColor, alpha: CGFloat = 1) -> DisplayColor {
      DisplayColor(color.resolvedColor(with: traits).withAlphaComponent(alpha).cgColor)
    }
    let band = rowHeight(of: 0)
    items.append(.pushClip(bounds))
    items.append(
      .roundedFill(
        CGRect(
          x: bounds.minX + 8, y: bounds.midY - band / 2, width: bounds.width - 16, height: band),
        cornerRadius: 8, color(.systemGray5)))
    let font = UIFont.systemFont(ofSize: 21)
    let scale = max(traits.displayScale, 1)
    let library = FontLibrary.shared
    let lineHeight = library.metrics(of: font.face, scale: scale).lineHeight
    for (component, column) in columns.enumerated() {
      let height = rowHeight(of: component)
      let selected = selectedRows[component]
      let rows = numberOfRows(inComponent: component)
      for offset in -Self.visibleRowsEachSide...Self.visibleRowsEachSide {
        let row = selected + offset
        guard row >= 0, row < rows else { continue }
        let (title, tint) = self.title(ofRow: row, in: component)
        let fade = 1 - CGFloat(abs(offset)) * 0.28
        let width = min(
          library.width(of: title, face: font.face, scale: scale),
          column.upperBound - column.lowerBound)
        let centreY = bounds.midY + CGFloat(offset) * height
        items.append(
          .text(
            TextRun(
              text: title, font: font.face, color: color(tint ?? .label, alpha: fade),
              origin: CGPoint(
                x: (column.lowerBound + column.upperBound) / 2 - width / 2,
                y: (centreY - lineHeight / 2).rounded(.down)),
              size: CGSize(width: width, height: lineHeight))))
      }
    }
    items.append(.popClip)
  }

  /// A row's title and the colour it asks for, from the delegate; "?" without one, as UIKit.
  func title(ofRow row: Int, in component: Int) -> (String, UIColor?) {
    if let attributed = delegate?.pickerView(
      self, attributedTitleForRow: row, forComponent: component),
      attributed.length > 0
    {
      let tint = attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
      return (attributed.string, tint)
    }
    return (delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?", nil)
  }
}
