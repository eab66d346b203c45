/// Matches UIKit: what a picker view shows: how many wheels (components) and how many rows each
/// has.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// Matches UIKit: how many components (side-by-side wheels) the picker has.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// Matches UIKit: how many rows `component` has.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
