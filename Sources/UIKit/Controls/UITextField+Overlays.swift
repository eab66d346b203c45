/// The views and the clear button that share a text field's line with its text: where the
/// overridable rectangle methods put them by default, when they show, and the clear button's
/// drawing and click.
extension UITextField {
  /// Matches UIKit: the clear button's side, and its gap from the right edge with a border.
  private static let clearButtonSide: CGFloat = 19
  private static let clearButtonMargin: CGFloat = 5

  /// Whether something shown in `mode` shows now.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    case .always: true
    }
  }

  /// Whether the clear button shows: its mode allows and there is text to clear.
  var showsClearButton: Bool { shows(clearButtonMode) && !(text ?? "").isEmpty }

  /// Matches UIKit's default text rectangle: the bounds, 7 points in from each side with a
  /// border, and clear of the left view, and of the right view or the clear button, that show.
  func standardTextRect(forBounds bounds: CGRect) -> CGRect {
    let inset: CGFloat = borderStyle == .none ? 0 : 7
    var minX = bounds.minX + inset
    var maxX = bounds.maxX - inset
    if leftView != nil, shows(leftViewMode) {
      minX = max(minX, leftViewRect(forBounds: bounds).maxX)
    }
    if rightView != nil, shows(rightViewMode) {
      maxX = min(maxX, rightViewRect(forBounds: bounds).minX)
    } else if showsClearButton {
      maxX = min(maxX, clearButtonRect(forBounds: bounds).minX)
    }
    return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
  }

  /// The clear button's default square: at the right edge (5 points in with a border), centred
  /// vertically; left of a right view that shows.
  func standardClearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = Self.clearButtonSide
    var maxX = bounds.maxX - (borderStyle == .none ? 0 : Self.clearButtonMargin)
    if rightView != nil, shows(rightViewMode) { maxX = rightViewRect(forBounds: bounds).minX }
    return CGRect(x: maxX - side, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// An overlay view's frame: its own size (its fitting size while its frame is empty), at the
  /// left edge of `left` or the right edge of `right`, centred vertically.
  func overlayRect(of view: UIView?, atLeftOf left: CGRect?, rightOf right: CGRect? = nil)
    -> CGRect
  {
    guard let view, let bounds = left ?? right else { return .zero }
    var size = view.bounds.size
    if size == .zero { size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
    let x = left != nil ? bounds.minX : bounds.maxX - size.width
    return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// A new left or right view becomes a subview in place of the old one.
  func overlayViewDidChange(from old: UIView?, to new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    textLayoutDidChange()
  }

  /// Puts the overlay views in their rectangles, hiding those their modes hide.
  func layOutOverlayViews() {
    if let leftView {
      leftView.frame = leftViewRect(forBounds: bounds)
      leftView.isHidden = !shows(leftViewMode)
    }
    if let rightView {
      rightView.frame = rightViewRect(forBounds: bounds)
      rightView.isHidden = !shows(rightViewMode)
    }
  }

  /// The clear button as iOS draws it: a grey disc with a white cross.
  func appendClearButton(to items: inout [DisplayItem]) {
    guard showsClearButton else { return }
    let rect = clearButtonRect(forBounds: bounds)
    let side = min(rect.width, rect.height) - 3
    let disc = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    let traits = traitCollection
    items.append(
      .roundedFill(
        disc, cornerRadius: side / 2,
        DisplayColor(UIColor.systemGray2.resolvedColor(with: traits).cgColor)))
    let arm = side * 0.5
    let thickness = max(1.5, side * 0.1)
    let centre = CGPoint(x: disc.midX, y: disc.midY)
    let white = DisplayColor(UIColor.white.cgColor)
    items.append(
      .pushTransform(
        CGAffineTransform(translationX: centre.x, y: centre.y).rotated(by: .pi / 4)
          .translatedBy(x: -centre.x, y: -centre.y)))
    items.append(
      .fill(
        CGRect(x: centre.x - arm / 2, y: centre.y - thickness / 2, width: arm, height: thickness),
        white))
    items.append(
      .fill(
        CGRect(x: centre.x - thickness / 2, y: centre.y - arm / 2, width: thickness, height: arm),
        white))
    items.append(.popTransform)
  }

  /// Matches UIKit: a click on the clear button asks the delegate's `textFieldShouldClear(_:)`
  /// (not its change method), then begins editing and empties the field as an undoable edit
  /// that sends `.editingChanged`. Returns whether the click was on the button.
  func clearButtonTapped(at point: CGPoint) -> Bool {
    guard showsClearButton, clearButtonRect(forBounds: bounds).contains(point) else {
      return false
    }
    guard delegate?.textFieldShouldClear(self) ?? true else { return true }
    if !isEditing {
      becomeFirstResponder()
      FocusSystem.focus(self)
    }
    replaceCharacters(in: 0..<characterCount, with: "", as: .clear)
    return true
  }
}
