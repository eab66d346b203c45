import QuartzCore
import Testing

/// Holds nothing but a promise to queue more end-of-frame work when it goes away, as a view
/// whose layer ends an animation in its deinit does.
private final class RequeueingOwner {
  deinit {
    MainActor.assumeIsolated { MediaClock.shared.deferToEndOfFrame {} }
  }
}

@MainActor
@Suite("The media clock's reset between tests", .exclusiveProcessState)
struct MediaClockResetTests {
  @Test("reset drops queued work whose release queues more, and leaves nothing queued")
  func resetDropsWorkThatRequeues() {
    do {
      let owner = RequeueingOwner()
      MediaClock.shared.deferToEndOfFrame { withExtendedLifetime(owner) {} }
    }

    // Dropping the closure ends the owner, whose deinit queues work while the queue is being
    // emptied: a simultaneous access that stopped the test process before.
    MediaClock.shared.reset()

    #expect(!MediaClock.shared.hasDeferredWork)
    #expect(MediaClock.shared.time == 0)
  }
}
