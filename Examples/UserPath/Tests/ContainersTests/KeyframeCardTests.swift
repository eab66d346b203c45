import Testing
import UIKit
import UIKitTestSupport

/// A card dismissal written as iOS code writes it: keyframes inside a property animator, on a
/// smooth curve, scrubbed by an interactive gesture; and a custom recognizer that refines how
/// it competes with others through the subclass hooks.
@Suite("Keyframes inside a property animator, and a recognizer's prevention hooks", .uiTest)
@MainActor
struct KeyframeCardTests {
  /// Never stops another recognizer, and looks only at pointer touches.
  final class PassiveRecognizer: UIGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }
    override func shouldReceive(_ event: UIEvent) -> Bool { event.type == .touches }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if let touch = touches.first, touch.type != .indirectPointer { ignore(touch, for: event) }
    }
  }

  /// A right-click recognizer that reports the primary button until its first click, as
  /// iPadOS code subclasses read-only recognizer properties.
  final class RightClickRecognizer: UITapGestureRecognizer {
    override init() {
      super.init()
      buttonMaskRequired = .secondary
    }
    override var buttonMask: UIEvent.ButtonMask {
      super.buttonMask.isEmpty ? .primary : super.buttonMask
    }
  }

  @Test("a cubic keyframe path scrubs with the animator; a recognizer's hooks are overridable")
  func card() {
    let clock = ManualClock()
    let controller = UIViewController()
    _ = TestApplication.makeWindow(root: controller, size: CGSize(width: 320, height: 480))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(card)
    clock.settle()
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {
      UIView.animateKeyframes(withDuration: 0, delay: 0, options: .calculationModeCubic) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          card.frame.origin.x = 100
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          card.frame.origin.x = 0
        }
      }
    }
    animator.fractionComplete = 0.25
    let quarter = card.layer.presentation()?.frame.minX ?? -1
    animator.stopAnimation(true)

    let passive = PassiveRecognizer()
    passive.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
    card.addGestureRecognizer(passive)

    // Catmull–Rom through 0, 100, 0: halfway along the first keyframe it is past the middle.
    #expect(abs(quarter - 56.25) < 1e-6)
    #expect(passive.canPrevent(UITapGestureRecognizer()) == false)
    #expect(card.gestureRecognizers?.count == 1)
    let rightClick = RightClickRecognizer()
    #expect(rightClick.buttonMaskRequired == .secondary)
    #expect(rightClick.buttonMask == .primary)
    #expect(rightClick.modifierFlags.isEmpty)
  }
}
