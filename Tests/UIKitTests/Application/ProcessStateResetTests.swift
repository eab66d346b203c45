import Testing
import UIKit
import UIKitTestSupport

/// Process-wide state that a test adds joins the reset by its declaration alone.
@MainActor
private enum ScratchState {
  @ProcessWide static var count = 1
  @ProcessWideWeak static var responder: UIResponder? = nil
}

@Suite("Resetting the process for a test", .uiTest)
@MainActor
struct ProcessStateResetTests {
  @Test("a static declared ProcessWide goes back to its first value, listed nowhere else")
  func declaredStateResets() {
    let responder = UIResponder()
    ScratchState.count = 5
    ScratchState.responder = responder

    TestApplication.reset()

    #expect(ScratchState.count == 1)
    #expect(ScratchState.responder == nil)
  }

  @Test("singletons that joined as they were made go back to their launch state")
  func singletonsReset() {
    UIScreen.main.scale = 3
    UIApplication.shared.rasterizer = RecordingRenderer()
    UIApplication.shared.advance(by: 1)

    TestApplication.reset()

    #expect(UIScreen.main.scale == 1)
    #expect(UIApplication.shared.rasterizer == nil)
    #expect(UIApplication.shared.mediaTime == 0)
    #expect(CACurrentMediaTime() == 0)
  }
}
