/// One rounded button of a compact date picker: the date or the time on a grey fill, in the
/// label colour, or in the tint colour while its editor is open, as iOS 14 draws them.
///
/// The text is the body text style and follows the person's text size, as iOS's does. For
/// VoiceOver and UI tests the pill is a button read by its text (see `StockAccessibility`).
@MainActor
final class DatePickerPill: UIView {
  private static let padding = UIEdgeInsets(top: 7, left: 11, bottom: 7, right: 11)

  let label = UILabel()
  private let onTap: (DatePickerPill) -> Void

  /// Whether the pill's editor is open: its text is then in the tint colour.
  var isEditing = false {
    didSet { refreshColor() }
  }

  init(onTap: @escaping (DatePickerPill) -> Void) {
    self.onTap = onTap
    super.init(frame: .zero)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 6
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.textAlignment = .center
    addSubview(label)
    addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.onTap(self) })
    refreshColor()
  }

  required init?(coder: NSCoder) {
    fatalError("a date picker's buttons are made by the date picker")
  }

  /// Matches iOS: VoiceOver's double tap opens the editor, as a tap does.
  override func accessibilityActivate() -> Bool {
    onTap(self)
    return true
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    let padding = Self.padding
    return CGSize(
      width: ceil(text.width) + padding.left + padding.right,
      height: ceil(text.height) + padding.top + padding.bottom)
  }

  /// The label's text or font changed: the pill's size follows it, and so do its picker's
  /// buttons, which measure again (a new text size reaches the label after them).
  override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    invalidateIntrinsicContentSize()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds.inset(by: Self.padding)
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshColor()
  }

  private func refreshColor() {
    label.textColor = isEditing ? tintColor : .label
  }
}
