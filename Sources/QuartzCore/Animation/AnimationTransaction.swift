/// The animations started by one animation block, and the completion that waits for them.
///
/// Matches UIKit: the completion runs once, after the last animation of the block ends, with
/// `finished == false` if any of them was removed early. It always runs from the frame
/// pipeline's deferred step, never from inside the call that started the animations.
@MainActor
package final class AnimationTransaction {
  private var completion: ((Bool) -> Void)?
  private var outstanding = 0
  private var allFinished = true
  private var isOpen = true
  /// Transitions last their full duration even when the block animates nothing.
  private let notBefore: TimeInterval

  package init(notBefore: TimeInterval = -.infinity, completion: ((Bool) -> Void)?) {
    self.notBefore = notBefore
    self.completion = completion
  }

  func animationStarted() { outstanding += 1 }

  func animationEnded(finished: Bool) {
    outstanding -= 1
    allFinished = allFinished && finished
    completeIfDone(at: MediaClock.shared.time)
  }

  /// Called when the animation block returns: no more animations can join.
  package func close() {
    isOpen = false
    completeIfDone(at: MediaClock.shared.time)
    if completion != nil { AnimationEngine.shared.waitForCompletion(of: self) }
  }

  /// Hands the completion to the deferred step once everything has ended; returns whether the
  /// transaction is done.
  @discardableResult
  func completeIfDone(at time: TimeInterval) -> Bool {
    guard let completion else { return true }
    guard !isOpen, outstanding == 0, time >= notBefore - 1e-9 || !allFinished else {
      return false
    }
    self.completion = nil
    let finished = allFinished
    MediaClock.shared.deferToEndOfFrame { completion(finished) }
    return true
  }
}
