import CSDL2
import Foundation
import SDLHost
import UIKit

/// A host window driven frame by frame, for the benchmarks that time every frame.
///
/// The real host (`SDLHost`) means to pace to 60 Hz and skips unchanged frames, which is right
/// for an app and wrong for a throughput measurement; this opens the same window and renderer
/// (`VideoSession`, `HostWindow`) and runs frames back to back on a simulated 60 Hz clock, so
/// animations take the same frames however fast the machine is. The raw loop draws into the
/// same renderer, so both sides share window, surface and X connection.
@MainActor
final class BenchmarkWindow {
  /// The window size in points, at scale 1.
  static let size = CGSize(width: 390, height: 844)

  let host: HostWindow
  let window: UIWindow
  private var clock: TimeInterval

  /// A window of ``size`` points at `scale` pixels per point: at a scale above the display's,
  /// the window has that many more pixels and the screen reports the scale, as a phone's does.
  init(configuration: Configuration, root: UIViewController, scale: CGFloat = 1) throws {
    BenchmarkWindow.resetApplication()
    _ = try VideoSession.start(preferredDriver: configuration.videoDriver)
    host = try HostWindow(
      title: "UIKitBenchmarks",
      size: CGSize(width: Self.size.width * scale, height: Self.size.height * scale),
      hidden: configuration == .offscreen, renderDriver: Configuration.renderDriver)
    let geometry = host.geometry
    UIScreen.main.bounds = CGRect(
      origin: .zero,
      size: CGSize(width: geometry.size.width / scale, height: geometry.size.height / scale))
    UIScreen.main.scale = geometry.scale * scale
    window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    clock = UIApplication.shared.mediaTime
  }

  /// Puts the shared application back to launch state between benchmarks: no windows, no
  /// animations, and media time 0, as the real host's clock starts at launch.
  static func resetApplication() {
    UIApplication.shared.resetForTesting()
  }

  /// A fresh application with one key window of the benchmark size and a white root, drawn
  /// by no host: for benchmarks that time layout and the software rasterizer.
  static func headless() -> (UIViewController, UIWindow) {
    resetApplication()
    UIScreen.main.bounds = CGRect(origin: .zero, size: size)
    let root = UIViewController()
    root.view.backgroundColor = .white
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (root, window)
  }

  var renderer: OpaquePointer { host.renderer }

  /// One framework frame, forced to draw: run the core's frame (the display list is rebuilt
  /// only if something changed), draw it, present.
  func frameworkFrame() -> FramePhases {
    pumpEvents()
    let start = MonotonicClock.now
    clock += 1.0 / 60
    UIApplication.shared.runFrame(at: clock)
    let list = window.currentDisplayList
    let built = MonotonicClock.now
    host.draw(list, scale: UIScreen.main.scale)
    let drawn = MonotonicClock.now
    host.present()
    return FramePhases(run: built - start, draw: drawn - built, present: MonotonicClock.now - drawn)
  }

  /// One raw frame: `draw` issues the SDL calls, then present.
  func rawFrame(_ draw: (OpaquePointer) -> Void) -> FramePhases {
    pumpEvents()
    let start = MonotonicClock.now
    SDL_SetRenderTarget(renderer, nil)
    draw(renderer)
    let drawn = MonotonicClock.now
    host.present()
    return FramePhases(draw: drawn - start, present: MonotonicClock.now - drawn)
  }

  /// What a real loop does between frames; not timed, and the same for both sides.
  private func pumpEvents() {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {}
  }

  func close() {
    window.isHidden = true
    host.close()
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
    BenchmarkWindow.resetApplication()
  }
}
