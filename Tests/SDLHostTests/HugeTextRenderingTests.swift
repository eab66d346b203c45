import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Text far larger than any screen: the host draws what its textures can hold and refuses the
/// rest by name, once, where SDL2_ttf would otherwise allocate gigabytes.
@Suite("Rendering huge text: fonts of thousands of points", .uiTest)
@MainActor
struct HugeTextRenderingTests {
  let root = UIViewController()
  let window: UIWindow
  let label = UILabel()

  init() {
    root.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 60, height: 40))
    label.textColor = .black
    root.view.addSubview(label)
    UIApplication.shared.advance(by: 0)
  }

  /// How many of the image's pixels are not the background's green.
  private func inkedPixels(_ image: ImageBitmap) -> Int {
    var count = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image.color(atX: x, y: y) != [0, 255, 0, 255] { count += 1 }
    }
    return count
  }

  @Test("a 5,000-point label is measured, then refused by the renderer once, with a message")
  func fiveThousandPoints() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    label.font = .systemFont(ofSize: 5000)
    label.text = "Hello, world"
    label.sizeToFit()
    label.frame.origin = CGPoint(x: -200, y: -1000)

    let first = WindowSnapshot.render(window, scale: 3)
    let second = WindowSnapshot.render(window, scale: 3)

    #expect(label.bounds.height > 4000)
    #expect(first.width == 180 && second.width == 180)
    #expect(inkedPixels(first) == 0)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("5000.0 points") == true)
    #expect(warnings.first?.contains("Use a smaller font") == true)
  }

  @Test("a 500-point label, within the renderer's limits, is drawn")
  func fiveHundredPoints() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    label.font = .systemFont(ofSize: 500)
    label.text = "H"
    label.sizeToFit()
    label.frame.origin = CGPoint(x: -30, y: -150)

    let image = WindowSnapshot.render(window, scale: 2)

    #expect(inkedPixels(image) > 0)
    #expect(warnings.isEmpty)
  }
}
