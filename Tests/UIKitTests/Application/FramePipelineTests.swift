import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("The frame pipeline and advance(by:)", .uiTest)
@MainActor
struct FramePipelineTests {
  let log = LifecycleLog()

  @Test("advance(by: 0) runs exactly one frame without moving the clock")
  func zeroAdvance() {
    let application = UIApplication.shared
    let time = application.mediaTime
    let frames = application.frameCount

    application.advance(by: 0)

    #expect(application.mediaTime == time)
    #expect(application.frameCount == frames + 1)
  }

  @Test("advance(by:) runs 1/60 s frames and lands exactly on the requested time")
  func framesOfASixtieth() {
    let application = UIApplication.shared
    let time = application.mediaTime
    let frames = application.frameCount
    var stamps: [TimeInterval] = []
    let link = CADisplayLink { stamps.append($0.timestamp - time) }
    link.add(to: .main, forMode: .common)

    application.advance(by: 0.26)
    link.invalidate()

    #expect(application.frameCount == frames + 16)
    #expect(abs(application.mediaTime - (time + 0.26)) < 1e-12)
    #expect(abs(stamps[0] - 1.0 / 60) < 1e-12)
    #expect(abs(stamps[14] - 15.0 / 60) < 1e-12)
    #expect(abs(stamps[15] - 0.26) < 1e-12)
  }

  @Test("each frame runs input, animations, layout, deferred callbacks, then the display list")
  func stepOrder() {
    let view = PipelineProbe(log: log)
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(view)
    UIApplication.shared.advance(by: 0)
    _ = log.take()
    let link = CADisplayLink { _ in self.log.record("2 animations") }
    link.add(to: .main, forMode: .common)
    UIApplication.shared.pendingInput.append { self.log.record("1 input") }
    view.setNeedsLayout()
    view.setNeedsDisplay()
    UIView.animate(withDuration: 0, animations: {}) { _ in self.log.record("4 deferred") }

    UIApplication.shared.advance(by: 0)
    link.invalidate()

    #expect(log.take() == ["1 input", "2 animations", "3 layout", "4 deferred", "5 display"])
  }

  @Test("main-queue work queued before a frame runs in it, before layout, as in the app")
  func mainQueueDrainsBeforeEachFrame() async {
    let view = PipelineProbe(log: log)
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(view)
    await UIApplication.shared.advance(by: 0)
    _ = log.take()

    DispatchQueue.main.async {
      self.log.record("main queue")
      view.setNeedsLayout()
    }
    Task { @MainActor in self.log.record("main-actor task") }
    await UIApplication.shared.advance(by: 0)

    #expect(log.take() == ["main queue", "main-actor task", "3 layout"])
  }

  @Test(
    "advancing by an interval that is not finite, is negative or runs for years is refused",
    arguments: [.infinity, -.infinity, .nan, -1, -1e-9, 1e12])
  func refusesIntervalsItCannotRun(_ interval: TimeInterval) {
    let recorder = ExceptionRecorder()
    let frames = UIApplication.shared.frameCount
    let time = CACurrentMediaTime()

    UIApplication.shared.advance(by: interval)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(
      recorder.exceptions.first?.reason
        == "advance(by: \(interval)): the interval must be a finite number of seconds from 0 to "
        + "35791394. No frame was run.")
    #expect(UIApplication.shared.frameCount == frames)
    #expect(CACurrentMediaTime() == time)
  }

  @Test("a window made with UIWindow(frame:) and made visible takes part in frames headless")
  func headlessWindowIsVisible() {
    let root = LoggingViewController("root", log: log)

    let window = TestApplication.makeWindow(root: root)
    UIApplication.shared.advance(by: 0)

    #expect(UIApplication.shared.windows.contains { $0 === window })
    #expect(
      log.take() == ["root viewDidLoad", "root willAppear", "root isAppearing", "root didAppear"])
  }
}

@MainActor
private final class PipelineProbe: UIView {
  let log: LifecycleLog

  init(log: LifecycleLog) {
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() { log.record("3 layout") }

  override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    log.record("5 display")
  }
}

@Suite("The frame pipeline: layout after deferred work", .uiTest)
@MainActor
struct DeferredLayoutTests {
  @Test("a view added and constrained in a completion is laid out before its first display list")
  func completionAddsAConstrainedView() {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 200, height: 100))
    UIApplication.shared.advance(by: 0)
    let card = UIView()
    card.backgroundColor = .systemRed
    card.translatesAutoresizingMaskIntoConstraints = false

    UIView.animate(withDuration: 0, animations: {}) { _ in
      window.addSubview(card)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        card.widthAnchor.constraint(equalToConstant: 50),
        card.heightAnchor.constraint(equalToConstant: 30),
      ])
    }
    UIApplication.shared.advance(by: 0)

    let red = DisplayColor(UIColor.systemRed.cgColor)
    #expect(
      window.displayList.items.contains(.fill(CGRect(x: 10, y: 20, width: 50, height: 30), red)))
    #expect(card.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
  }

  @Test("a child controller added in a completion gets viewIsAppearing with its view laid out")
  func completionAddsAChild() {
    let log = LifecycleLog()
    let root = LoggingViewController("root", log: log)
    let window = TestApplication.makeWindow(root: root)
    UIApplication.shared.advance(by: 0)
    let child = SizeReportingController("child", log: log)
    _ = log.take()

    UIView.animate(withDuration: 0, animations: {}) { _ in
      root.addChild(child)
      child.view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
    }
    UIApplication.shared.advance(by: 0)

    #expect(
      log.take() == [
        "child willMove(to: root)", "child viewDidLoad", "child willAppear [movingToParent]",
        "child didMove(to: root)", "child layoutSubviews 120x80",
        "child isAppearing [movingToParent]", "child didAppear [movingToParent]",
      ])
    _ = window
  }
}

/// Logs its root view's size each time it lays out.
@MainActor
private final class SizeReportingController: LoggingViewController {
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.record("\(name) layoutSubviews \(Int(view.bounds.width))x\(Int(view.bounds.height))")
  }
}
