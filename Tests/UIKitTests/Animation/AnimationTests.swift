import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIView.animate: model, presentation, curves and completions", .uiTest)
@MainActor
struct AnimationTests {
  let stage = AnimationStage(side: 100)
  let log = LifecycleLog()
  var clock: ManualClock { stage.clock }
  var view: UIView { stage.view }
  var window: UIWindow { stage.window }
  private var presentedX: CGFloat { stage.presentedX }

  @Test("the model changes at once and the presentation follows the curve")
  func modelAndPresentation() {
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.view.frame.origin.x = 100
    }

    let model = view.frame.minX
    let atStart = presentedX
    clock.advance(by: 0.5)

    #expect(model == 100)
    #expect(atStart == 0)
    #expect(abs(presentedX - 50) < 1e-6)
  }

  @Test("ease curves are slower or faster at the middle as their names say")
  func curves() {
    func halfway(_ options: UIView.AnimationOptions) -> CGFloat {
      let probe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(probe)
      UIView.animate(withDuration: 1, delay: 0, options: options) { probe.frame.origin.x = 100 }
      clock.advance(by: 0.5)
      defer { probe.removeFromSuperview() }
      return probe.layer.presentation()!.frame.minX
    }

    #expect(abs(halfway(.curveEaseInOut) - 50) < 0.5)
    #expect(halfway(.curveEaseIn) < 40)
    #expect(halfway(.curveEaseOut) > 60)
    #expect(abs(halfway(.curveLinear) - 50) < 1e-6)
  }

  @Test("the completion runs after the animation with finished == true")
  func completion() {
    UIView.animate(withDuration: 0.25, animations: { self.view.alpha = 0 }) { finished in
      self.log.record("completion(\(finished))")
    }

    clock.advance(by: 0.2)
    let early = log.take()
    clock.advance(by: 0.05)

    #expect(early == [])
    #expect(log.take() == ["completion(true)"])
    #expect(view.layer.presentation()!.opacity == 0)
  }

  @Test("beginFromCurrentState: a property set twice in one block animates once, finished")
  func setTwiceFromCurrentState() {
    var completions: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
      animations: {
        self.view.frame.origin.x = 50
        self.view.frame.origin.x = 100
      },
      completion: { completions.append($0) })

    clock.advance(by: 0.5)
    let halfway = presentedX
    clock.advance(by: 0.5)

    #expect(abs(halfway - 50) < 1e-6)
    #expect(completions == [true])
  }

  @Test("a block that animates nothing completes at the end of the next frame")
  func emptyBlock() {
    UIView.animate(withDuration: 1, animations: {}) { finished in
      self.log.record("completion(\(finished))")
    }

    let synchronous = log.take()
    clock.settle()

    #expect(synchronous == [])
    #expect(log.take() == ["completion(true)"])
  }

  @Test("overlapping animations are additive: the first completes true and motion is continuous")
  func additive() {
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        self.view.frame.origin.x = 100
      }
    ) { self.log.record("first(\($0))") }
    clock.advance(by: 0.5)
    let before = presentedX

    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        self.view.frame.origin.x = 200
      }
    ) { self.log.record("second(\($0))") }
    let after = presentedX
    clock.advance(by: 0.5)
    let firstDone = log.take()
    clock.advance(by: 0.5)

    #expect(abs(before - after) < 1e-9)
    #expect(firstDone == ["first(true)"])
    #expect(log.take() == ["second(true)"])
    #expect(presentedX == 200)
  }

  @Test("beginFromCurrentState replaces the earlier animation, which completes false")
  func beginFromCurrentState() {
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        self.view.frame.origin.x = 100
      }
    ) { self.log.record("first(\($0))") }
    clock.advance(by: 0.5)

    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
      animations: { self.view.frame.origin.x = 0 })
    clock.settle()
    clock.advance(by: 0.5)

    #expect(log.take() == ["first(false)"])
    #expect(abs(presentedX - 25) < 1e-6)
  }

  @Test("removeAllAnimations ends animations at once with finished == false")
  func removeAll() {
    UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.2 }) { finished in
      self.log.record("completion(\(finished))")
    }
    clock.advance(by: 0.3)

    view.layer.removeAllAnimations()
    clock.settle()

    #expect(log.take() == ["completion(false)"])
    #expect(view.layer.presentation()!.opacity == Float(0.2))
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("a delay holds the old value, then the animation runs its full duration")
  func delay() {
    UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear) {
      self.view.frame.origin.x = 100
    }

    clock.advance(by: 0.5)
    let held = presentedX
    clock.advance(by: 0.5)

    #expect(held == 0)
    #expect(abs(presentedX - 50) < 1e-6)
  }

  @Test("autoreverse goes there and back; repeat never completes until removed")
  func autoreverseAndRepeat() {
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat],
      animations: { self.view.frame.origin.x = 100 }
    ) { self.log.record("completion(\($0))") }

    clock.advance(by: 1)
    let out = presentedX
    clock.advance(by: 0.5)
    let back = presentedX
    clock.advance(by: 10)
    let stillRunning = log.take()
    view.layer.removeAllAnimations()
    clock.settle()

    #expect(abs(out - 100) < 1e-6)
    #expect(abs(back - 50) < 1e-6)
    #expect(stillRunning == [])
    #expect(log.take() == ["completion(false)"])
  }

  @Test("a lightly damped spring overshoots and settles exactly on the target")
  func spring() {
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      options: [], animations: { self.view.frame.origin.x = 100 })
    var peak: CGFloat = 0
    for _ in 0..<60 {
      clock.tick()
      peak = max(peak, presentedX)
    }

    #expect(peak > 110)
    #expect(presentedX == 100)
  }

  @Test("transforms interpolate as rotation and scale, keeping the layer rigid mid-way")
  func transformInterpolation() {
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    }

    clock.advance(by: 0.5)
    let t = view.layer.presentation()!.affineTransform()

    #expect(abs(t.a - cos(.pi / 4)) < 1e-9)
    #expect(abs(t.b - sin(.pi / 4)) < 1e-9)
    #expect(abs((t.a * t.a + t.b * t.b) - 1) < 1e-9)
  }

  @Test("background colour and corner radius animate")
  func colourAndRadius() {
    view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      self.view.layer.cornerRadius = 20
    }

    clock.advance(by: 0.5)
    let presented = view.layer.presentation()!

    #expect(abs(presented.backgroundColor!.red - 0.5) < 1e-6)
    #expect(abs(presented.cornerRadius - 10) < 1e-6)
  }
}

@Suite("UIViewPropertyAnimator", .uiTest)
@MainActor
struct PropertyAnimatorTests {
  let stage = AnimationStage(side: 10)
  var clock: ManualClock { stage.clock }
  var view: UIView { stage.view }
  private var presentedX: CGFloat { stage.presentedX }

  @Test("a paused animator is scrubbed with fractionComplete")
  func scrubbing() {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      self.view.frame.origin.x = 100
    }

    animator.pauseAnimation()
    animator.fractionComplete = 0.3
    clock.advance(by: 0.5)

    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(abs(presentedX - 30) < 1e-6)
  }

  @Test("continuing runs to the end and calls the completion with .end")
  func continuing() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      self.view.frame.origin.x = 100
    }
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5

    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    clock.advance(by: 0.25)
    let midway = presentedX
    clock.advance(by: 0.3)

    #expect(abs(midway - 75) < 1e-6)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
    #expect(view.frame.minX == 100)
  }

  @Test("reversed, it runs back and ends at .start with the old values restored")
  func reversing() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      self.view.frame.origin.x = 100
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    clock.advance(by: 0.4)

    animator.isReversed = true
    clock.advance(by: 0.2)
    let back = presentedX
    clock.advance(by: 0.3)

    #expect(abs(back - 20) < 1e-6)
    #expect(positions == [.start])
    #expect(view.frame.minX == 0)
  }

  @Test("stopAnimation(true) leaves properties where they are and calls no completion")
  func stoppingWithoutFinishing() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      self.view.frame.origin.x = 100
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    clock.advance(by: 0.25)

    animator.stopAnimation(true)
    clock.advance(by: 1)

    #expect(animator.state == .inactive)
    #expect(abs(view.frame.minX - 25) < 1e-6)
    #expect(positions.isEmpty)
  }

  @Test("stopAnimation(false) then finishAnimation(at: .end) jumps to the end")
  func stoppingThenFinishing() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      self.view.frame.origin.x = 100
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    clock.advance(by: 0.25)

    animator.stopAnimation(false)
    let stopped = animator.state
    animator.finishAnimation(at: .end)
    clock.settle()

    #expect(stopped == .stopped)
    #expect(positions == [.end])
    #expect(presentedX == 100)
  }
}
