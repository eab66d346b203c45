import Testing
import UIKit
import UIKitTestSupport

/// A screen that answers a shake, as iOS code does: it becomes first responder and overrides
/// the motion methods.
@MainActor
final class ShakeListeningController: UIViewController {
  var log: [String] = []

  override var canBecomeFirstResponder: Bool { true }

  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log.append("began \(motion) \(event?.type == .motion) \(event?.subtype == motion)")
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log.append("ended \(motion)")
  }
}

@Suite("Motion events: a shake", .uiTest)
@MainActor
struct MotionEventTests {
  let controller = ShakeListeningController()
  let window: UIWindow

  init() {
    window = TestApplication.makeWindow(root: controller)
  }

  @Test("the first responder hears the shake begin and end")
  func firstResponderHearsTheShake() {
    #expect(controller.becomeFirstResponder())

    UIApplication.shared.sendShake()

    #expect(controller.log == ["began motionShake true true", "ended motionShake"])
  }

  @Test("a first responder that does not answer passes the shake up the responder chain")
  func shakeTravelsUpTheChain() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())

    UIApplication.shared.sendShake()

    #expect(controller.log == ["began motionShake true true", "ended motionShake"])
  }
}
