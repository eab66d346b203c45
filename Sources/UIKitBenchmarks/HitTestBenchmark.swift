import Foundation
import SDLHost
import UIKit
import UIKitTestSupport

/// Benchmark 6 (issue 7): hit testing and dispatch of one mouse event in a tree of N views,
/// 20 levels deep, with no window system: the core's `EventDispatcher` is the whole path.
///
/// The tree is N / 20 tiles side by side in the root view, each the top of a chain of 20
/// nested views, every one a little inside its parent, with a tap recognizer on each tile.
/// A click anywhere makes hit testing scan the root's N / 20 subviews and descend 20 levels,
/// then the touch goes to the deepest view and every recognizer on its way up, so the work
/// grows with N as UIKit's own hit testing does (subviews are tested front to back).
/// Each click is a hover move, a mouse down and a mouse up at a pseudo-random point (a fixed
/// seed), each timed alone; a frame runs between clicks, as it does in the host. The mouse
/// down carries the target: it hit-tests and starts the touch; the mouse up goes to the view
/// the touch began in, and the move hit-tests for hover and the cursor.
@MainActor
struct HitTestBenchmark {
  let configuration: Configuration

  static let depth = 20
  static let counts = [1_000, 2_500, 5_000, 10_000]
  private static let clicks = 1_000
  private static let target = 50e-6

  func run() throws -> [BenchmarkRow] {
    // The path has no window system; measure it once, in the offscreen child.
    guard configuration == .offscreen else { return [] }
    var medians: [Int: Double] = [:]
    var rows: [BenchmarkRow] = []
    for count in Self.counts {
      let timing = measure(viewCount: count)
      let downs = timing.downs
      medians[count] = downs.median
      let isTarget = count == Self.counts.last
      rows.append(
        BenchmarkRow(
          benchmark: "6. mouse down: hit test + dispatch, \(count.formatted()) views",
          configuration: configuration, framework: Self.microseconds(downs.median),
          target: isTarget ? "< \(Self.microseconds(Self.target))" : "—",
          verdict: isTarget ? (downs.median < Self.target ? .pass : .fail) : .info,
          detail:
            "\(count / Self.depth) chains of \(Self.depth); mouse down p90 "
            + "\(Self.microseconds(downs.percentile(90))), max "
            + "\(Self.microseconds(downs.percentile(100))); mouse up median "
            + "\(Self.microseconds(timing.ups.median)); hover move median "
            + "\(Self.microseconds(timing.moves.median)); hitTest alone median "
            + "\(Self.microseconds(timing.walks.median)); \(timing.taps) taps recognized of "
            + "\(Self.clicks) clicks (the rest fell between tiles)"))
    }
    if let small = medians[Self.counts[0]], let large = medians[Self.counts.last!] {
      rows.append(
        BenchmarkRow(
          benchmark: "6. hit test growth, 10,000 ÷ 1,000 views", configuration: configuration,
          framework: BenchmarkRow.ratio(large / small), verdict: .info,
          detail: "median per event: "
            + Self.counts.compactMap { count in
              medians[count].map { "\(count.formatted()) → \(Self.microseconds($0))" }
            }.joined(separator: ", ")))
    }
    return rows
  }

  /// Times the hover move, mouse down and mouse up of each click.
  private func measure(viewCount: Int) -> (
    downs: Samples, ups: Samples, moves: Samples, walks: Samples, taps: Int
  ) {
    BenchmarkWindow.resetApplication()
    let size = BenchmarkWindow.size
    UIScreen.main.bounds = CGRect(origin: .zero, size: size)
    let root = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    var taps = 0
    buildChains(count: viewCount / Self.depth, in: root.view) { taps += 1 }
    UIApplication.shared.advance(by: 1.0 / 60)

    var generator = SeededGenerator(seed: 7)
    var downs: [Double] = []
    var ups: [Double] = []
    var moves: [Double] = []
    let application = UIApplication.shared
    for _ in 0..<Self.clicks {
      let point = CGPoint(
        x: Double(generator.next() % UInt64(size.width)),
        y: Double(generator.next() % UInt64(size.height)))
      var start = MonotonicClock.now
      application.sendMouseMotion(to: point, in: window, buttons: [])
      moves.append(MonotonicClock.now - start)
      start = MonotonicClock.now
      application.sendMouseDown(at: point, in: window, clickCount: 1)
      downs.append(MonotonicClock.now - start)
      start = MonotonicClock.now
      application.sendMouseUp(at: point, in: window)
      ups.append(MonotonicClock.now - start)
      // Recognizers fire and the touch is retired in the frame, as in the host.
      application.advance(by: 0.5)
    }
    // Hit testing alone, back to back with no frames between: what the tree walk costs.
    var walks: [Double] = []
    for _ in 0..<Self.clicks {
      let point = CGPoint(
        x: Double(generator.next() % UInt64(size.width)),
        y: Double(generator.next() % UInt64(size.height)))
      let start = MonotonicClock.now
      _ = window.hitTest(point, with: nil)
      walks.append(MonotonicClock.now - start)
    }
    window.isHidden = true
    return (Samples(downs), Samples(ups), Samples(moves), Samples(walks), taps)
  }

  /// Tiles `root` with `count` chains of `depth` nested views; each tile gets a recognizer.
  private func buildChains(count: Int, in root: UIView, onTap: @escaping () -> Void) {
    let bounds = root.bounds
    let columns = max(1, Int((Double(count) * bounds.width / bounds.height).squareRoot()))
    let rows = (count + columns - 1) / columns
    let tile = CGSize(width: bounds.width / CGFloat(columns), height: bounds.height / CGFloat(rows))
    for index in 0..<count {
      var parent = UIView(
        frame: CGRect(
          x: CGFloat(index % columns) * tile.width, y: CGFloat(index / columns) * tile.height,
          width: tile.width, height: tile.height))
      parent.addGestureRecognizer(UITapGestureRecognizer { _ in onTap() })
      root.addSubview(parent)
      for _ in 1..<Self.depth {
        let child = UIView(frame: parent.bounds.insetBy(dx: 0.2, dy: 0.2))
        parent.addSubview(child)
        parent = child
      }
    }
  }

  private static func microseconds(_ seconds: Double) -> String {
    String(format: "%.1f µs", seconds * 1e6)
  }
}
