/// A date picker's `.compact` style: a rounded button showing the date and one showing the
/// time (as the mode has them), side by side at the picker's trailing edge and centred down it.
///
/// Matches iOS 14: a tap on the date's button opens the month's calendar over the screen, one
/// on the time's button the time's wheels; picking there sets the date at once, and a tap
/// outside closes the editor. Right to left, the date's button is on the right and the buttons
/// sit at the left edge.
@MainActor
final class DatePickerCompactView: UIView, DatePickerStyleContent {
  private static let spacing: CGFloat = 8

  enum Part { case date, time }

  private weak var datePicker: UIDatePicker?
  /// The picker's direction, which its parts follow wherever they are.
  private var isMirrored: Bool { datePicker?.isRightToLeft == true }
  /// Whether only the time shows, whatever the mode: the time row of the inline style.
  private let showsTimeOnly: Bool
  private var pills: [(part: Part, pill: DatePickerPill)] = []

  init(datePicker: UIDatePicker, showsTimeOnly: Bool = false) {
    self.datePicker = datePicker
    self.showsTimeOnly = showsTimeOnly
    super.init(frame: .zero)
    dateDidChange()
  }

  required init?(coder: NSCoder) {
    fatalError("a date picker's buttons are made by the date picker")
  }

  /// The parts the picker's mode shows.
  private var parts: [Part] {
    guard let datePicker, !showsTimeOnly else { return [.time] }
    switch datePicker.datePickerMode {
    case .date: return [.date]
    case .time: return [.time]
    case .dateAndTime, .countDownTimer: return [.date, .time]
    case .yearAndMonth: return [.date]
    }
  }

  func dateDidChange() {
    guard let datePicker else { return }
    if pills.map(\.part) != parts {
      for (_, pill) in pills { pill.removeFromSuperview() }
      pills = parts.map { part in
        (part, DatePickerPill { [unowned self] pill in openEditor(of: part, from: pill) })
      }
      for (_, pill) in pills { addSubview(pill) }
    }
    for (part, pill) in pills {
      pill.label.text = part == .date ? datePicker.formattedDate : datePicker.formattedTime
    }
    sizeDidChange()
  }

  /// The buttons' text changed size: lay them out again, and let Auto Layout know.
  private func sizeDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
    datePicker?.invalidateIntrinsicContentSize()
  }

  override var intrinsicContentSize: CGSize {
    let sizes = pills.map { $0.pill.sizeThatFits(.zero) }
    return CGSize(
      width: sizes.map(\.width).reduce(0, +) + Self.spacing * CGFloat(max(sizes.count - 1, 0)),
      height: sizes.map(\.height).max() ?? 0)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let ordered = isMirrored ? pills.map(\.pill) : pills.reversed().map(\.pill)
    var edge = isMirrored ? bounds.minX : bounds.maxX
    for pill in ordered {
      let size = pill.sizeThatFits(.zero)
      let x = isMirrored ? edge : edge - size.width
      pill.frame = CGRect(
        x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      edge = isMirrored ? edge + size.width + Self.spacing : edge - size.width - Self.spacing
    }
  }

  /// A button's text changed size (a new text size reaches its label after this view).
  override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    sizeDidChange()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    sizeDidChange()
  }

  /// Opens the calendar (for the date) or the time's wheels below `pill`, its text tinted
  /// until the editor closes.
  private func openEditor(of part: Part, from pill: DatePickerPill) {
    guard let datePicker, let window else { return }
    let editor: UIView =
      part == .date ? DatePickerCalendarView(datePicker: datePicker) : datePicker.makeWheels(.time)
    pill.isEditing = true
    DatePickerOverlay.show(editor, below: pill, in: window) { pill.isEditing = false }
  }
}
