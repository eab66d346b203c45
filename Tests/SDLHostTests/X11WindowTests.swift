import CSDL2
import Foundation
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Runs only under `xvfb-run` (see `make test`): a real X11 window, read back from the X server.
@Suite(
  "A real X11 window", .uiTest,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
    "needs an X display: make test runs it under xvfb-run"))
@MainActor
struct X11WindowTests {
  @Test("a coloured root view reaches the X window's pixels")
  func coloredRootReachesTheScreen() throws {
    let session = try VideoSession.start()
    #expect(session.driver == "x11")
    let title = "UIKitX11Test-\(getpid())"
    let host = try HostWindow(
      title: title, size: CGSize(width: 160, height: 120), hidden: false,
      renderDriver: "software")
    defer {
      host.close()
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
    let root = UIViewController()
    root.view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 160, height: 120))
    UIApplication.shared.advance(by: 0)

    var color: [UInt8] = []
    for _ in 0..<20 where color != [0, 128, 255] {
      SDL_PumpEvents()
      host.draw(window.currentDisplayList, scale: host.geometry.scale)
      host.present()
      Thread.sleep(forTimeInterval: 0.05)
      color = try XWindowDump.centerColor(ofWindowNamed: title)
    }

    #expect(color == [0, 128, 255])
  }

  @Test("on SDL's OpenGL renderer, render targets of sizes no longer used give their memory back")
  func destroyedTargetsFreeTheirMemory() throws {
    _ = try VideoSession.start()
    let host = try HostWindow(
      title: "UIKitX11Targets-\(getpid())", size: CGSize(width: 64, height: 64), hidden: true,
      renderDriver: nil)
    defer {
      host.close()
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
    // Only SDL's OpenGL renderers keep memory per target size; Xvfb runs them on Mesa.
    guard host.rendererName.hasPrefix("opengl") else { return }
    let pool = RenderTargetPool(renderer: host.renderer)
    defer { pool.removeAll() }
    // Mesa compiles its shaders and sets up its threads on first use, at a cost of its own.
    func drawInto(width: Int32, height: Int32) throws {
      let target = try #require(pool.take(width: width, height: height))
      SDL_SetRenderTarget(host.renderer, target.texture)
      SDL_SetRenderDrawColor(host.renderer, 0, 0, 255, 255)
      SDL_RenderClear(host.renderer)
      SDL_SetRenderTarget(host.renderer, nil)
      SDL_RenderFlush(host.renderer)
      pool.give(target.texture)
      pool.beginFrame(maxIdleFrames: 0)
    }
    try drawInto(width: 64, height: 64)
    let before = Self.residentMegabytes()

    // Targets 1,024 pixels wide in every height class from 64 to 8,192 (110 MB of pixels), each
    // drawn into once, given back, and destroyed in the next frame.
    var heights: [Int32] = [64]
    while let last = heights.last, last < 8_192 {
      heights.append(RenderTargetPool.sizeClass(last + 1))
    }
    // Largest first: what Mesa frees only once it has drawn again is then the smallest.
    for height in heights.reversed() {
      try drawInto(width: 1_024, height: height)
    }
    // A frame in the window: Mesa lets go of the last target it drew into when it draws again.
    SDL_RenderClear(host.renderer)
    host.present()

    // Without detaching each target from SDL's framebuffer for its size, all of it stayed
    // (113 MB); now what stays is what Mesa has yet to free (7 to 42 MB over runs).
    #expect(Self.residentMegabytes() - before < 60)
  }

  /// The process's resident memory (VmRSS), in megabytes.
  private static func residentMegabytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) / 1_024
  }
}

/// Reads a window's pixels from the X server with `xwd` and decodes the XWD format.
enum XWindowDump {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func centerColor(ofWindowNamed name: String) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xwd")
    process.arguments = ["-silent", "-name", name]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, data.count > 100 else {
      throw Failure(description: "xwd could not dump the window '\(name)' (install x11-apps)")
    }
    let bytes = [UInt8](data)
    func field(_ index: Int) -> Int {
      bytes[index * 4..<index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let headerSize = field(0)
    let width = field(4)
    let height = field(5)
    let byteOrder = field(7)
    let bitsPerPixel = field(11)
    let bytesPerLine = field(12)
    let (redMask, greenMask, blueMask) = (field(14), field(15), field(16))
    let colors = field(19)
    guard bitsPerPixel == 32 else {
      throw Failure(description: "unexpected \(bitsPerPixel) bits per pixel from xwd")
    }
    let start = headerSize + colors * 12 + (height / 2) * bytesPerLine + (width / 2) * 4
    let raw = bytes[start..<start + 4]
    let pixel =
      byteOrder == 0
      ? raw.reversed().reduce(0) { $0 << 8 | Int($1) } : raw.reduce(0) { $0 << 8 | Int($1) }
    func channel(_ mask: Int) -> UInt8 {
      UInt8((pixel & mask) >> mask.trailingZeroBitCount)
    }
    return [channel(redMask), channel(greenMask), channel(blueMask)]
  }
}
