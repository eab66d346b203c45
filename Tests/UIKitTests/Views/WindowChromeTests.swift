import Testing
import UIKitTestSupport

@testable import UIKit

/// The simulated status bar and home indicator are placed when a frame draws them, not each
/// time the window is resized: like iOS's status bar, they are no part of the window's layout.
@Suite("The window's chrome, placed for the frame that draws it", .uiTest)
@MainActor
struct WindowChromeTests {
  @Test("a window resized three times between frames places its chrome once, for the last size")
  func placedOncePerFrame() {
    let window = TestApplication.makeWindow(root: UIViewController())
    _ = window.currentDisplayList
    var placements = 0
    UIApplication.statusBarTime = {
      placements += 1
      return "9:41"
    }

    for width: CGFloat in [300, 500, 420] {
      window.frame = CGRect(x: 0, y: 0, width: width, height: 700)
      window.layoutIfNeeded()
    }
    #expect(placements == 0)
    _ = window.currentDisplayList

    #expect(placements == 1)
    #expect(window.statusBarView.frame == CGRect(x: 0, y: 0, width: 420, height: 24))
    // Centred at the bottom of the last size: (420 - 134) / 2 across, 13 points up.
    #expect(window.homeIndicatorView.frame == CGRect(x: 143, y: 687, width: 134, height: 5))
  }
}
