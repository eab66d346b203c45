import CSDL2
import Foundation

/// SDL's video subsystem, started with a display if there is one and offscreen if not.
///
/// A new user on a headless machine must see something, not a stack trace: without a display
/// the session says so in one line and uses SDL's offscreen driver, which still renders.
@MainActor
package struct VideoSession {
  /// Whether frames go nowhere visible (SDL's offscreen driver).
  package let isOffscreen: Bool
  /// The SDL video driver in use, such as "x11" or "offscreen".
  package let driver: String

  /// Starts SDL video. `preferredDriver` forces a driver by name (as `SDL_VIDEODRIVER` does).
  package static func start(preferredDriver: String? = nil) throws(SDLError) -> VideoSession {
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
      return VideoSession(isOffscreen: false, driver: currentDriver)
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
      throw SDLError(
        "starting SDL's '\(name)' video driver",
        remedy: "Install SDL2 with `make demo` (it installs libsdl2-dev), or unset "
          + "SDL_VIDEODRIVER to let SDL choose.")
    }
    return VideoSession(isOffscreen: name == "offscreen", driver: currentDriver)
  }

  private static var currentDriver: String {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
  }
}
