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
