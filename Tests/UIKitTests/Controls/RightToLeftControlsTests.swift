import Testing
import UIKitTestSupport

@testable import UIKit

/// Right to left, controls are mirrored as UIKit mirrors them, in what they draw and in where
/// a click lands.
@Suite("Right to left: sliders, switches, segmented and page controls mirror", .uiTest)
@MainActor
struct RightToLeftControlsTests {
  private let windows = WindowHolder()

  /// `control` in a right-to-left window, laid out.
  private func mirrored<Control: UIControl>(_ control: Control) -> Pointer {
    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 300, height: 100))
    windows.keep(window)
    window.addSubview(control)
    window.layoutIfNeeded()
    return Pointer(window: window)
  }

  private func click(_ pointer: Pointer, _ point: CGPoint) {
    pointer.down(point)
    pointer.up(point)
  }

  @Test("a slider's minimum is at its right end: its fill grows from there, a click there is 0")
  func slider() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
    slider.setValue(0.25, animated: false)
    let pointer = mirrored(slider)
    let thumb = slider.subviews[0].frame

    click(pointer, CGPoint(x: 220, y: 15))
    let atRightEnd = slider.value
    click(pointer, CGPoint(x: 8, y: 15))

    // A quarter of the 200-point track from its right end: 228 − (14 + 50).
    #expect(thumb.midX == 164)
    #expect(atRightEnd == 0)
    #expect(slider.value == 1)
  }

  @Test("a switch that is on has its thumb at the left end")
  func switchThumb() {
    let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    toggle.setOn(true, animated: false)
    _ = mirrored(toggle)

    #expect(toggle.subviews[0].frame.minX == 2)
  }

  @Test("the first segment is the rightmost, and clicking there selects it")
  func segments() {
    let segments = UISegmentedControl(items: ["하나", "둘", "셋"])
    segments.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    segments.selectedSegmentIndex = 2
    let pointer = mirrored(segments)

    click(pointer, CGPoint(x: 280, y: 16))

    #expect(segments.selectedSegmentIndex == 0)
  }

  @Test("a page control's dots run right to left: a click left of the current dot goes forward")
  func pageControl() {
    let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    dots.numberOfPages = 5
    dots.currentPage = 2
    let pointer = mirrored(dots)

    click(pointer, CGPoint(x: 20, y: 15))

    #expect(dots.currentPage == 3)
  }
}
