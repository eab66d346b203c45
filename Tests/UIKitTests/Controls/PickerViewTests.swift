import Testing
import UIKit
import UIKitTestSupport

/// A picker view driven as a person on a desktop drives it: clicks on rows and wheel notches.
@Suite("UIPickerView: data source, selection and the delegate's picks", .uiTest)
@MainActor
struct PickerViewTests {
  let log = LifecycleLog()

  /// Two components: 5 sizes and 3 colours; logs every pick.
  final class Source: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let log: LifecycleLog
    var sizes = ["XS", "S", "M", "L", "XL"]
    init(log: LifecycleLog) { self.log = log }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      component == 0 ? sizes.count : 3
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    {
      component == 0 ? sizes[row] : ["Red", "Green", "Blue"][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      log.record("didSelect \(row) in \(component)")
    }
  }

  private func picker() -> (UIPickerView, Source, Pointer) {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    let source = Source(log: log)
    picker.dataSource = source
    picker.delegate = source
    return (picker, source, Pointer.over(picker))
  }

  @Test("counts come from the data source; selectRow clamps and tells the delegate nothing")
  func programmaticSelection() {
    let (picker, source, pointer) = picker()

    picker.selectRow(9, inComponent: 0, animated: false)
    picker.selectRow(1, inComponent: 1, animated: true)

    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 5)
    #expect(picker.selectedRow(inComponent: 0) == 4)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    #expect(picker.selectedRow(inComponent: 5) == -1)
    #expect(log.entries.isEmpty)
    withExtendedLifetime((source, pointer)) {}
  }

  @Test("a click on a row below the band turns its wheel there and tells the delegate")
  func clickSelects() {
    let (picker, source, pointer) = picker()
    let column0 = picker.rowSize(forComponent: 0)

    pointer.down(CGPoint(x: 10 + column0.width / 2, y: 108 + 64))
    pointer.up(CGPoint(x: 10 + column0.width / 2, y: 108 + 64))
    pointer.down(CGPoint(x: 310 - column0.width / 2, y: 108 - 32))
    pointer.up(CGPoint(x: 310 - column0.width / 2, y: 108 - 32))

    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    #expect(log.entries == ["didSelect 2 in 0"])
    withExtendedLifetime((source, pointer)) {}
  }

  @Test("wheel notches turn the last clicked component a row each; reload keeps the pick")
  func wheelAndReload() {
    let (picker, source, pointer) = picker()
    pointer.down(CGPoint(x: 250, y: 108))
    pointer.up(CGPoint(x: 250, y: 108))

    UIApplication.shared.sendScroll(
      by: CGPoint(x: 0, y: 80), at: CGPoint(x: 250, y: 108), in: pointer.window)
    source.sizes = ["S", "M"]
    picker.reloadAllComponents()
    picker.selectRow(4, inComponent: 0, animated: false)

    #expect(log.entries == ["didSelect 2 in 1"])
    #expect(picker.selectedRow(inComponent: 0) == 1)
    withExtendedLifetime((source, pointer)) {}
  }

  @Test("each wheel is an adjustable element valued by its row; a swipe turns it and tells")
  func accessibilityWheels() throws {
    let (picker, source, pointer) = picker()
    picker.selectRow(2, inComponent: 0, animated: false)

    let wheels = try #require(picker.accessibilityElements as? [UIAccessibilityElement])
    let again = try #require(picker.accessibilityElements as? [UIAccessibilityElement])
    let before = wheels.map { $0.accessibilityValue ?? "" }
    wheels[0].accessibilityIncrement()
    wheels[1].accessibilityDecrement()
    wheels[1].accessibilityIncrement()
    let after = wheels.map { $0.accessibilityValue ?? "" }
    let column = picker.rowSize(forComponent: 0).width
    let origin = picker.convert(CGPoint.zero, to: nil)

    #expect(picker.isAccessibilityElement == false)
    #expect(wheels.count == 2)
    #expect(zip(wheels, again).allSatisfy { $0 === $1 })
    #expect(wheels.map(\.accessibilityTraits) == [.adjustable, .adjustable])
    #expect(before == ["M", "Red"])
    #expect(after == ["L", "Green"])
    #expect(log.entries == ["didSelect 3 in 0", "didSelect 1 in 1"])
    #expect(
      wheels[0].accessibilityFrame
        == CGRect(x: origin.x + 160 - 2.5 - column, y: origin.y, width: column, height: 216))
    withExtendedLifetime((source, pointer)) {}
  }
}
