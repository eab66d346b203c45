import Testing
import UIKit
import UIKitTestSupport

/// Animation blocks run inside another block's animations, through the public API only.
///
/// Matches UIKit: a nested block takes the enclosing block's duration, curve and options,
/// unless it passes `.overrideInheritedDuration`, `.overrideInheritedCurve` or
/// `.overrideInheritedOptions`.
@Suite("UIView.animate nested in another block: inherited duration, curve and options", .uiTest)
@MainActor
struct NestedAnimationTests {
  let stage = AnimationStage(side: 100)
  let log = LifecycleLog()
  var clock: ManualClock { stage.clock }

  /// A second square, moved down by the nested block while the stage's view moves right.
  private func makeProbe() -> UIView {
    let probe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(probe)
    clock.settle()
    return probe
  }

  /// Runs a 1-second block with `outerOptions` that moves the stage's view, with a nested
  /// 0.2-second block with `innerOptions` inside it that moves `probe` down by 100 points.
  private func nest(
    _ probe: UIView, outer outerOptions: UIView.AnimationOptions,
    inner innerOptions: UIView.AnimationOptions
  ) {
    UIView.animate(withDuration: 1, delay: 0, options: outerOptions) {
      self.stage.view.frame.origin.x = 100
      UIView.animate(withDuration: 0.2, delay: 0, options: innerOptions) {
        self.log.record("inherited \(UIView.inheritedAnimationDuration)")
        probe.frame.origin.y = 100
      } completion: { finished in
        self.log.record("inner completion(\(finished))")
      }
    }
  }

  private func presentedY(_ view: UIView) -> CGFloat { view.layer.presentation()!.frame.minY }

  @Test("a nested block runs over the enclosing block's duration and curve")
  func inheritsDurationAndCurve() {
    let probe = makeProbe()
    nest(probe, outer: .curveLinear, inner: .curveEaseIn)

    clock.advance(by: 0.5)
    let halfway = presentedY(probe)
    let early = log.take()
    clock.advance(by: 0.5)

    #expect(early == ["inherited 1.0"])
    #expect(abs(halfway - 50) < 1e-6)
    #expect(log.take() == ["inner completion(true)"])
    #expect(presentedY(probe) == 100)
  }

  @Test("overriding the inherited duration and curve keeps the nested block's own")
  func overridesDurationAndCurve() {
    let probe = makeProbe()
    nest(
      probe, outer: .curveEaseIn,
      inner: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear])

    clock.advance(by: 0.1)
    let halfway = presentedY(probe)
    let inherited = log.take()
    clock.advance(by: 0.1)

    #expect(inherited == ["inherited 0.2"])
    #expect(abs(halfway - 50) < 1e-6)
    #expect(log.take() == ["inner completion(true)"])
  }

  @Test("overriding only the duration still takes the enclosing block's curve")
  func overridesDurationOnly() {
    let probe = makeProbe()
    nest(probe, outer: .curveLinear, inner: [.overrideInheritedDuration, .curveEaseIn])

    clock.advance(by: 0.1)

    #expect(abs(presentedY(probe) - 50) < 1e-6)
  }

  @Test("a nested block repeats with a repeating enclosing block unless it overrides options")
  func inheritsOptions() {
    let repeating = makeProbe()
    let once = makeProbe()
    UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear]) {
      self.stage.view.frame.origin.x = 100
      UIView.animate(withDuration: 1, delay: 0, options: []) { repeating.frame.origin.y = 100 }
      UIView.animate(withDuration: 1, delay: 0, options: .overrideInheritedOptions) {
        once.frame.origin.y = 100
      }
    }

    clock.advance(by: 1.5)

    #expect(abs(presentedY(repeating) - 50) < 1e-6)
    #expect(presentedY(once) == 100)
  }

  @Test("a block outside any other keeps its own duration, and reports none as inherited")
  func topLevelBlock() {
    let probe = makeProbe()
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
      probe.frame.origin.y = 100
    }

    clock.advance(by: 0.1)

    #expect(abs(presentedY(probe) - 50) < 1e-6)
    #expect(UIView.inheritedAnimationDuration == 0)
  }
}
