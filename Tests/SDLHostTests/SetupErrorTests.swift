import CSDL2
import Foundation
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Bad set-up gets a clear message naming the fix.
@Suite("Set-up errors: missing packages, drivers, fonts and images", .uiTest)
@MainActor
struct SetupErrorTests {
  @Test("an unknown video driver names the drivers this SDL has, not a missing SDL2")
  func unknownVideoDriver() {
    #expect {
      try VideoSession.start(preferredDriver: "no-such-driver")
    } throws: { error in
      let message = "\(error)"
      return message.contains("'no-such-driver' video driver")
        && message.contains("This SDL's video drivers are ")
        && message.contains("offscreen") && message.contains("dummy")
        && message.contains("unset SDL_VIDEODRIVER") && !message.contains("Install SDL2")
    }
  }

  @Test("a DISPLAY with no X server behind it takes the offscreen path instead of running unseen")
  func staleDisplay() throws {
    let saved: [(String, String?)] = ["DISPLAY", "WAYLAND_DISPLAY"].map { name in
      (name, ProcessInfo.processInfo.environment[name])
    }
    setenv("DISPLAY", ":54321", 1)
    unsetenv("WAYLAND_DISPLAY")
    defer {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      for (name, value) in saved {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    }

    let session = try VideoSession.start()

    #expect(session.isOffscreen)
    #expect(["offscreen", "dummy"].contains(session.driver))
  }

  @Test("a renderer that cannot be created says which and suggests the software renderer")
  func unknownRenderDriver() throws {
    _ = try VideoSession.start(preferredDriver: "offscreen")

    #expect {
      try HostWindow(
        title: "bad renderer", size: CGSize(width: 10, height: 10), hidden: true,
        renderDriver: "no-such-renderer")
    } throws: { error in
      let message = "\(error)"
      return message.contains("no render driver named 'no-such-renderer'")
        && message.contains("SDL_RENDER_DRIVER=software")
    }
  }

  @Test("a missing font file is reported by name, and text measures as empty instead of crashing")
  func missingFont() {
    FontLibrary.shared.overrideFontsDirectory(URL(fileURLWithPath: "/nonexistent/fonts"))
    let label = UILabel()
    label.font = UIFont(name: "NanumSquareRoundR", size: 17)
    label.text = "안녕"

    let size = label.intrinsicContentSize

    #expect(size.width == 0)
    #expect(
      AssetDiagnostics.messages.contains {
        $0.contains("'NanumSquareRoundR.ttf' is missing") && $0.contains("/nonexistent/fonts")
      })
  }

  @Test("a missing image gives nil and a message listing the files looked for")
  func missingImage() {
    let image = UIImage(named: "no-such-picture")

    #expect(image == nil)
    #expect(
      AssetDiagnostics.messages.contains {
        $0.contains("no-such-picture.png") && $0.contains("no-such-picture@2x.png")
      })
  }

  @Test("an unsupported image format gives nil and says only PNG and JPEG are supported")
  func unsupportedFormat() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("picture.gif").path
    try Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8).write(to: URL(fileURLWithPath: path))

    let image = UIImage(contentsOfFile: path)

    #expect(image == nil)
    #expect(
      AssetDiagnostics.messages.contains {
        $0.contains("picture.gif") && $0.contains("only PNG and JPEG are supported")
      })
  }

  @Test("the set-up script prints the exact apt-get line for a non-root user")
  func installScriptAsUser() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../.ci/install-packages").standardizedFileURL
    let process = Process()
    let packages = ["bash", "no-such-package-for-uikit-test"]
    // The script reaches bash on standard input, from / as the working directory, so `nobody`
    // needs no access to the checkout: it may live in a private home or a `mktemp -d` folder.
    let shell = ["/bin/bash", "-s", "--"] + packages
    if getuid() == 0 {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups"] + shell
    } else {
      process.executableURL = URL(fileURLWithPath: shell[0])
      process.arguments = Array(shell.dropFirst())
    }
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    process.standardInput = try FileHandle(forReadingFrom: script)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 1)
    #expect(text.contains("sudo apt-get install -y no-such-package-for-uikit-test"))
    #expect(!text.contains("install -y bash"))
  }

}
