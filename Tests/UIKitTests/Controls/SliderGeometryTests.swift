import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A slider with a 10-point track inset 20 points, and a thumb 8 points smaller than the
/// default, as iOS code overrides them.
@MainActor
private final class ThickSlider: UISlider {
  override func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX + 20, y: bounds.midY - 5, width: bounds.width - 40, height: 10)
  }

  override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float)
    -> CGRect
  {
    super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: 4, dy: 4)
  }
}

@Suite("UISlider's track and thumb rectangles", .uiTest)
@MainActor
struct SliderGeometryTests {
  @Test("an overridden trackRect and thumbRect place the thumb, pick the value and draw the track")
  func overriddenGeometry() {
    let slider = ThickSlider(frame: CGRect(x: 0, y: 200, width: 240, height: 34))
    let pointer = Pointer.over(slider)

    // The middle of the overridden track: 20 + 200 / 2.
    pointer.down(CGPoint(x: 120, y: 217))
    pointer.up(CGPoint(x: 120, y: 217))
    let thumb = slider.subviews.first { $0.bounds.width < 30 }
    let screen = WindowSnapshot.renderScreen(chromeOf: pointer.window)

    #expect(slider.value == 0.5)
    #expect(thumb?.frame == CGRect(x: 110, y: 7, width: 20, height: 20))
    // 4 points above the centre line: inside the 10-point track, outside the default 4-point
    // one; 8 points above it, outside both, is the background, as above the slider.
    let background = screen.color(atX: 30, y: 150)
    #expect(screen.color(atX: 30, y: 213) != background)
    #expect(screen.color(atX: 30, y: 209) == background)
  }
}
