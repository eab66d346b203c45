import Testing
import UIKit
import UIKitTestSupport

@Suite("NaN geometry raises CALayerInvalidGeometry, as Core Animation does", .uiTest)
@MainActor
struct InvalidGeometryTests {
  let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

  @Test("a NaN in a frame raises Core Animation's position message and keeps the frame")
  func nanFrame() {
    let recorder = ExceptionRecorder()

    view.frame = CGRect(x: 0, y: CGFloat.nan, width: 100, height: 50)
    view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50)

    #expect(
      recorder.exceptions.map(\.name.rawValue) == [
        "CALayerInvalidGeometry", "CALayerInvalidGeometry",
      ])
    #expect(recorder.exceptions.first?.reason == "CALayer position contains NaN: [50 nan]")
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("a NaN center raises Core Animation's position message and keeps the center")
  func nanCenter() {
    let recorder = ExceptionRecorder()

    view.center = CGPoint(x: 75.75, y: CGFloat.nan)

    #expect(recorder.exceptions.map(\.reason) == ["CALayer position contains NaN: [75.75 nan]"])
    #expect(view.center == CGPoint(x: 60, y: 45))
  }

  @Test("a NaN in the bounds raises Core Animation's bounds message and keeps the bounds")
  func nanBounds() {
    let recorder = ExceptionRecorder()

    view.bounds = CGRect(x: 0, y: CGFloat.nan, width: 288, height: 144)
    view.layer.bounds = CGRect(x: 0, y: 0, width: 288, height: CGFloat.nan)
    // The view clamps a negative size to 0, but refuses a NaN one rather than clamp it.
    view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 144)

    #expect(
      recorder.exceptions.map(\.reason) == [
        "CALayer bounds contains NaN: [0 nan; 288 144]",
        "CALayer bounds contains NaN: [0 0; 288 nan]",
        "CALayer bounds contains NaN: [0 0; nan 144]",
      ])
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("infinite geometry is accepted, as on iOS")
  func infiniteGeometry() {
    let recorder = ExceptionRecorder()

    view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 50)

    #expect(recorder.exceptions.isEmpty)
    #expect(view.bounds.width == .infinity)
  }
}
