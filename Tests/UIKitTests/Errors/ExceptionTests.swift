import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIKitException: the one hook for programmer errors", .uiTest)
@MainActor
struct ExceptionTests {
  @Test("the default handler prints UIKit's uncaught-exception line and stops the process")
  func defaultHandlerMessage() async {
    let result = await #expect(
      processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        UIKitException.resetHandler()
        let view = UIView()
        view.addSubview(view)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'Can't add self as subview'"))
  }

  @Test("a replaced handler records, and the refused call changes nothing")
  func recordingHandler() {
    let recorder = ExceptionRecorder()
    let view = UIView()

    view.addSubview(view)

    #expect(recorder.exceptions.map(\.reason) == ["Can't add self as subview"])
    #expect(view.subviews.isEmpty)
    #expect(view.superview == nil)
  }
}
