import Foundation
import SDLHost

/// Where frames go: a real X11 window on Xvfb, or SDL's offscreen video driver. Both use SDL's
/// software renderer, so the figures do not depend on a GPU.
enum Configuration: String, CaseIterable, Sendable {
  case xvfb
  case offscreen

  /// The SDL video driver name.
  var videoDriver: String {
    switch self {
    case .xvfb: "x11"
    case .offscreen: "offscreen"
    }
  }

  static let renderDriver = "software"

  /// The real host's options for a timed run in this configuration, at the benchmark size.
  @MainActor func hostOptions(duration: TimeInterval) -> SDLHost.Options {
    var options = SDLHost.Options()
    options.size = BenchmarkWindow.size
    options.renderDriver = Self.renderDriver
    options.videoDriver = videoDriver
    options.duration = duration
    return options
  }
}
