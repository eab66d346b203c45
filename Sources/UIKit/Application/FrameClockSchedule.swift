/// Work that waits for a moment on the frame clock: a caret's next blink, say.
///
/// Each entry belongs to an owner, held weakly, and fires once, in the animation step of the
/// first frame whose media time reaches it; scheduling again for the same owner replaces the
/// entry. A host sleeps until ``nextTime`` instead of running frames to find out, so a blinking
/// caret costs two frames a second rather than sixty, and a test that advances the clock sees
/// the work happen at exactly its time.
@MainActor
struct FrameClockSchedule {
  private struct Entry {
    weak var owner: AnyObject?
    var time: TimeInterval
    var action: () -> Void
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Runs `action` at media time `time`, unless `owner` goes away or schedules again first.
  mutating func schedule(
    at time: TimeInterval, for owner: AnyObject, _ action: @escaping () -> Void
  ) {
    entries[ObjectIdentifier(owner)] = Entry(owner: owner, time: time, action: action)
  }

  mutating func cancel(for owner: AnyObject) {
    entries[ObjectIdentifier(owner)] = nil
  }

  /// The earliest time something waits for.
  var nextTime: TimeInterval? {
    entries.values.lazy.filter { $0.owner != nil }.map(\.time).min()
  }

  /// Takes out the entries due at `time`, earliest first, and forgets those whose owner left.
  mutating func takeDue(at time: TimeInterval) -> [() -> Void] {
    let due = entries.filter { $0.value.owner == nil || $0.value.time <= time + 1e-9 }
    for id in due.keys { entries[id] = nil }
    return due.values.filter { $0.owner != nil }.sorted { $0.time < $1.time }.map(\.action)
  }
}
