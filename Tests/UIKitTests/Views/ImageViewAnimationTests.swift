import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

@Suite("UIImageView: animation images and the highlighted image", .uiTest)
@MainActor
struct ImageViewAnimationTests {
  /// A 2 × 2 image of one colour.
  private func swatch(_ color: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image {
      $0.cgContext.setFillColor(color.cgColor)
      $0.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
  }

  /// The colour at the image view's centre, as the screen shows it.
  private func centre(of view: UIView, in window: UIWindow) -> [UInt8]? {
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    return WindowSnapshot.renderScreen(chromeOf: window).color(
      atX: Int(point.x), y: Int(point.y))
  }

  @Test("startAnimating cycles the images over the duration, repeats, then shows the image")
  func cyclesThenStops() {
    let clock = ManualClock()
    let view = UIImageView(image: swatch(.white))
    view.frame = CGRect(x: 100, y: 200, width: 40, height: 40)
    view.animationImages = [swatch(.red), swatch(.green), swatch(.blue)]
    view.animationDuration = 0.3
    view.animationRepeatCount = 2
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    root.view.addSubview(view)
    clock.settle()

    view.startAnimating()
    clock.settle()
    let first = centre(of: view, in: window)
    clock.advance(by: 0.15)
    let middle = centre(of: view, in: window)
    clock.advance(by: 0.1)
    let last = centre(of: view, in: window)
    let runningAfterOnePass = { () -> Bool in
      clock.advance(by: 0.1)
      return view.isAnimating
    }()
    clock.advance(by: 0.4)

    #expect(first == [255, 0, 0, 255])
    #expect(middle == [0, 255, 0, 255])
    #expect(last == [0, 0, 255, 255])
    #expect(runningAfterOnePass)
    #expect(!view.isAnimating)
    #expect(centre(of: view, in: window) == [255, 255, 255, 255])
  }

  @Test("stopAnimating ends the animation at once; without images nothing starts")
  func stopAndNoImages() {
    let clock = ManualClock()
    let view = UIImageView(image: swatch(.white))
    view.startAnimating()
    #expect(!view.isAnimating)

    view.animationImages = [swatch(.red), swatch(.green)]
    view.startAnimating()
    clock.tick()
    #expect(view.isAnimating)
    view.stopAnimating()
    #expect(!view.isAnimating)
  }

  @Test("a highlighted image view shows its highlighted image, if it has one")
  func highlighted() {
    let clock = ManualClock()
    let view = UIImageView(image: swatch(.white), highlightedImage: swatch(.red))
    view.frame = CGRect(x: 100, y: 200, width: 40, height: 40)
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    root.view.addSubview(view)
    clock.settle()

    view.isHighlighted = true
    clock.settle()
    let shown = centre(of: view, in: window)
    view.highlightedImage = nil
    clock.settle()

    #expect(shown == [255, 0, 0, 255])
    #expect(centre(of: view, in: window) == [255, 255, 255, 255])
  }
}
