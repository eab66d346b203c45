import Foundation

/// The process's CPU time (user + system, every thread, from `getrusage(RUSAGE_SELF)`), its
/// voluntary context switches (each is a sleep that ended: a wake-up), and the monotonic wall
/// time they were read at.
struct CPUReading: Sendable {
  let cpu: Double
  let wakeUps: Int
  let wall: Double

  static func now() -> CPUReading {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    var clock = timespec()
    clock_gettime(CLOCK_MONOTONIC, &clock)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return CPUReading(
      cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), wakeUps: usage.ru_nvcsw,
      wall: Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9)
  }

  /// CPU use between `earlier` and this reading, in percent of one core.
  func percent(since earlier: CPUReading) -> Double {
    (cpu - earlier.cpu) / max(wall - earlier.wall, 1e-9) * 100
  }

  /// Wake-ups per second between `earlier` and this reading.
  func wakeUpRate(since earlier: CPUReading) -> Double {
    Double(wakeUps - earlier.wakeUps) / max(wall - earlier.wall, 1e-9)
  }
}
