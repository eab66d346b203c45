import CSDL2
import Foundation

/// SDL's video subsystem, started with a display if there is one and offscreen if not.
///
/// A new user on a headless machine must see something, not a stack trace: without a display
/// the session says so in one line and uses SDL's offscreen driver, which still renders.
@MainActor
package struct VideoSession {
  /// Whether frames go nowhere visible (SDL's offscreen or dummy driver).
  package let isOffscreen: Bool
  /// The SDL video driver in use, such as "x11" or "offscreen".
  package let driver: String

  /// The drivers that show nothing: a session on one of them renders offscreen.
  private static let invisibleDrivers: Set<String> = ["offscreen", "dummy"]

  /// Starts SDL video. `preferredDriver` forces a driver by name (as `SDL_VIDEODRIVER` does).
  package static func start(preferredDriver: String? = nil) throws(SDLError) -> VideoSession {
    HeapPolicy.keepLargeBuffersMapped()
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    let environment = ProcessInfo.processInfo.environment
    let requested = preferredDriver ?? environment["SDL_VIDEODRIVER"]
    let hasDisplay = environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
    if requested == nil && !hasDisplay {
      print(
        "SDLHost: no display found (DISPLAY and WAYLAND_DISPLAY are unset); rendering "
          + "offscreen with SDL's offscreen driver.")
      return try startDriver("offscreen")
    }
    if let requested { return try startDriver(requested) }
    if SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 {
      let driver = currentDriver
      guard invisibleDrivers.contains(driver) else {
        return VideoSession(isOffscreen: false, driver: driver)
      }
      // A stale DISPLAY (no X server behind it, the usual case over ssh): SDL falls back to a
      // driver that shows nothing, and the app would run unseen forever.
      let names = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in
        environment[name].map { "\(name)=\($0)" }
      }
      print(
        "SDLHost: cannot open the display (\(names.joined(separator: ", ")): nothing answers "
          + "there); SDL fell back to its '\(driver)' driver, so rendering offscreen.")
      return VideoSession(isOffscreen: true, driver: driver)
    }
    print(
      "SDLHost: cannot open the display (\(String(cString: SDL_GetError()))); rendering "
        + "offscreen with SDL's offscreen driver.")
    return try startDriver("offscreen")
  }

  private static func startDriver(_ name: String) throws(SDLError) -> VideoSession {
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
    SDL_SetHint(SDL_HINT_VIDEODRIVER, name)
    guard SDL_VideoInit(name) == 0, SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
      let message = String(cString: SDL_GetError())
      let drivers = availableDrivers
      let remedy =
        drivers.contains(name)
        ? "This SDL has the '\(name)' driver but could not start it (for x11, check that "
          + "DISPLAY names a running X server); or unset SDL_VIDEODRIVER to let SDL choose."
        : "This SDL's video drivers are \(drivers.joined(separator: ", ")): set "
          + "SDL_VIDEODRIVER to one of them, or unset SDL_VIDEODRIVER to let SDL choose."
      throw SDLError("starting SDL's '\(name)' video driver", detail: message, remedy: remedy)
    }
    return VideoSession(isOffscreen: invisibleDrivers.contains(name), driver: currentDriver)
  }

  /// The video drivers this SDL was built with, in the order it tries them.
  static var availableDrivers: [String] {
    (0..<SDL_GetNumVideoDrivers()).compactMap { index in
      SDL_GetVideoDriver(index).map { String(cString: $0) }
    }
  }

  private static var currentDriver: String {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
  }
}
