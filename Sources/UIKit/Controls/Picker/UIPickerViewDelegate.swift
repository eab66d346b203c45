/// Matches UIKit: how a picker view's rows look and what happens when the person picks one.
/// Every method is optional; the defaults below are UIKit's behaviour when a method is left out.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// Matches UIKit: the width of `component`'s column.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// Matches UIKit: the height of `component`'s rows.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// Matches UIKit: the title of a row, drawn centred in the picker's font.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// Matches UIKit: a styled title of a row; wins over ``pickerView(_:titleForRow:forComponent:)``.
  /// Its characters and the colour of its start are drawn.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// Matches UIKit: the person settled on `row` of `component` (not sent for
  /// ``UIPickerView/selectRow(_:inComponent:animated:)``).
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// Matches UIKit when left out: the columns share the picker's width.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.sharedComponentWidth
  }
  /// Matches UIKit when left out: 32-point rows.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { UIPickerView.standardRowHeight }
  /// Matches UIKit when left out: no title ("?" is drawn, as UIKit does).
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  /// Matches UIKit when left out: the plain title is used.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// Matches UIKit when left out: nothing happens.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}
