import Testing
import UIKit
import UIKitTestSupport

/// `UIView.animateKeyframes` through the public API, as custom transitions use it.
@Suite("UIView.animateKeyframes: keyframes, the whole curve and the completion", .uiTest)
@MainActor
struct KeyframeAnimationTests {
  let stage = AnimationStage(side: 100)
  var clock: ManualClock { stage.clock }
  var view: UIView { stage.view }
  private var presentedX: CGFloat { stage.presentedX }
  /// The options iOS code passes for a linear keyframe animation: `AnimationOptions`' curve bits.
  private let linear = UIView.KeyframeAnimationOptions(
    rawValue: UIView.AnimationOptions.curveLinear.rawValue)

  @Test("each keyframe moves from the previous one's value to its own, in its share of the time")
  func keyframesInTurn() {
    var completions: [Bool] = []
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linear,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          self.view.frame.origin.x = 100
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          self.view.frame.origin.x = 40
        }
      },
      completion: { completions.append($0) })

    var presented: [CGFloat] = [presentedX]
    for _ in 0..<3 {
      clock.advance(by: 0.25)
      presented.append(presentedX)
    }
    let beforeTheEnd = completions
    clock.advance(by: 0.25)

    #expect(view.frame.minX == 40)
    #expect(zip(presented, [0, 50, 100, 70]).allSatisfy { abs($0 - $1) < 1e-6 })
    #expect(beforeTheEnd == [])
    #expect(completions == [true])
    #expect(presentedX == 40)
  }

  @Test("between two keyframes the first one's value holds")
  func gapHolds() {
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
        self.view.frame.origin.x = 100
      }
      UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
        self.view.frame.origin.x = 0
      }
    }

    clock.advance(by: 0.5)
    let inTheGap = presentedX
    clock.advance(by: 0.375)

    #expect(inTheGap == 100)
    #expect(abs(presentedX - 50) < 1e-6)
  }

  @Test("the curve runs over the whole animation and keyframes are linear within it")
  func wholeCurve() {
    // The default curve is ease-in-ease-out over the whole second: halfway through the time
    // is halfway through the progress, where a keyframe over the first half ends; a quarter
    // of the time is less than a quarter of the progress.
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        self.view.frame.origin.x = 100
      }
    }

    clock.advance(by: 0.25)
    let quarter = presentedX
    clock.advance(by: 0.25)

    #expect(quarter > 10 && quarter < 40)
    #expect(abs(presentedX - 100) < 1e-6)
  }

  @Test("changes made outside any keyframe run over the whole duration, after the delay")
  func wholeDurationAndDelay() {
    UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: linear) {
      self.view.alpha = 0
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        self.view.frame.origin.x = 100
      }
    }

    clock.advance(by: 0.5)
    let afterTheDelay = (view.layer.presentation()!.opacity, presentedX)
    clock.advance(by: 0.75)

    #expect(afterTheDelay == (1, 0))
    #expect(abs(CGFloat(view.layer.presentation()!.opacity) - 0.25) < 1e-6)
    #expect(abs(presentedX - 50) < 1e-6)
  }

  @Test("beginFromCurrentState replaces what was in flight, but not the earlier keyframes")
  func beginFromCurrentState() {
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.view.frame.origin.x = 200
    }
    clock.advance(by: 0.5)
    let options = linear.union(.beginFromCurrentState)
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: options) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        self.view.frame.origin.x = 0
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        self.view.frame.origin.x = 50
      }
    }

    let atStart = presentedX
    clock.advance(by: 0.5)
    let afterFirst = presentedX
    clock.advance(by: 0.25)

    #expect(abs(atStart - 100) < 1e-6)
    #expect(abs(afterFirst) < 1e-6)
    #expect(abs(presentedX - 25) < 1e-6)
  }

  @Test("a keyframe added outside animateKeyframes changes at once and says why")
  func keyframeOutsideKeyframes() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    defer { UIKitLog.resetSink() }

    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
      self.view.frame.origin.x = 100
    }

    #expect(presentedX == 100)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("outside the animations block") == true)
  }

  /// Two keyframes, 0 → 100 → 0, as `mode` with a linear overall curve; the presented x at a
  /// quarter, a half and three quarters of the second. `firstEnd` is when the first keyframe
  /// ends (the second runs from there to the end).
  private func presentedThrough(
    _ mode: UIView.KeyframeAnimationOptions, firstEnd: Double = 0.5
  ) -> [CGFloat] {
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(mode)) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: firstEnd) {
        self.view.frame.origin.x = 100
      }
      UIView.addKeyframe(withRelativeStartTime: firstEnd, relativeDuration: 1 - firstEnd) {
        self.view.frame.origin.x = 0
      }
    }
    var presented: [CGFloat] = []
    for _ in 0..<3 {
      clock.advance(by: 0.25)
      presented.append(presentedX)
    }
    return presented
  }

  private func expect(_ presented: [CGFloat], _ expected: [CGFloat]) {
    #expect(
      zip(presented, expected).allSatisfy { abs($0 - $1) < 1e-6 },
      "presented \(presented), expected \(expected)")
  }

  @Test("discrete keyframes show each value at once, from the end of its keyframe")
  func discrete() {
    // A keyframe over 0.25–0.5 of the time: nothing moves before 0.5.
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete)
    ) {
      UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
        self.view.frame.origin.x = 100
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        self.view.frame.origin.x = 40
      }
    }
    var presented: [CGFloat] = []
    for _ in 0..<3 {
      clock.advance(by: 0.25)
      presented.append(presentedX)
    }
    clock.advance(by: 0.25)

    expect(presented, [0, 100, 100])
    #expect(presentedX == 40)
  }

  @Test("paced keyframes ignore their times and move at one speed over the whole animation")
  func paced() {
    // The first keyframe takes a tenth of the time, but covers half the distance: paced, it
    // is reached halfway through. Linear, it would be reached at 0.1.
    expect(presentedThrough(.calculationModePaced, firstEnd: 0.1), [50, 100, 50])
  }

  @Test("cubic keyframes follow a Catmull-Rom curve through the values at their times")
  func cubic() {
    // Halfway along the first segment of 0, 100, 0 the curve is at 56.25, not 50: its
    // tangent at 100 is flat, so it rises faster early.
    expect(presentedThrough(.calculationModeCubic), [56.25, 100, 56.25])
  }

  @Test("cubic-paced keyframes follow the curve at times spaced by distance")
  func cubicPaced() {
    expect(presentedThrough(.calculationModeCubicPaced, firstEnd: 0.1), [56.25, 100, 56.25])
  }

  @Test("the linear mode is what a keyframe with no mode does")
  func linearMode() {
    expect(
      presentedThrough(.calculationModeLinear, firstEnd: 0.1), [83.333333, 55.555556, 27.777778])
  }

  @Test("keyframes inside a property animator keep their share of its time when scrubbed")
  func keyframesInAnimator() {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      // As Apple shows it: the keyframes take the animator's duration.
      UIView.animateKeyframes(withDuration: 0, delay: 0, options: []) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          self.view.frame.origin.x = 100
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          self.view.frame.origin.x = 40
        }
      }
    }
    animator.fractionComplete = 0.25
    let quarter = presentedX
    animator.fractionComplete = 0.75
    let threeQuarters = presentedX
    animator.stopAnimation(true)

    expect([quarter, threeQuarters], [50, 70])
  }
}
