import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A two-wheel picker drawn and compared with a reference: the selection band across the
/// middle, the selected rows in it, the rows around fading.
@Suite("Snapshot: a picker view's wheels and selection band", .uiTest)
@MainActor
struct PickerViewSnapshotTests {
  final class Months: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      component == 0 ? months.count : 31
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    {
      component == 0 ? months[row] : "\(row + 1)"
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
      component == 0 ? 180 : 80
    }
  }

  @Test("month and day wheels with May 17 selected")
  func monthAndDay() {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.backgroundColor = .systemBackground
    let months = Months()
    picker.dataSource = months
    picker.delegate = months
    picker.selectRow(4, inComponent: 0, animated: false)
    picker.selectRow(16, inComponent: 1, animated: false)

    assertSnapshot(of: picker, as: .image(traits: UITraitCollection(displayScale: 2)))
    withExtendedLifetime(months) {}
  }
}
