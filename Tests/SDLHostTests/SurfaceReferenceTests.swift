import Foundation
import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import UIKit

/// The UIKit surface that container libraries use, rendered headless and compared with
/// reference images: scroll indicators, buttons in UIKit's classic metrics with images and
/// alignments, label shadows, and windows stacked by level.
@Suite("Reference images: scroll indicators, buttons, label shadows, window levels", .uiTest)
@MainActor
struct SurfaceReferenceTests {
  let clock = ManualClock()

  private func check(
    _ image: ImageBitmap, named name: String, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: UIImage(bitmap: image), as: .image(perceptualPrecision: 0.99), named: name,
      testName: testName, line: line)
  }

  /// A square of `side` points filled with `color`.
  private func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  @Test("scroll indicators show while the content scrolls, then fade away")
  func scrollIndicators() {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 240, height: 320))
    let scrollView = UIScrollView(frame: CGRect(x: 20, y: 40, width: 200, height: 260))
    scrollView.contentSize = CGSize(width: 500, height: 1000)
    for index in 0..<10 {
      let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 500, height: 90))
      row.backgroundColor = index.isMultiple(of: 2) ? .systemYellow : .systemTeal
      scrollView.addSubview(row)
    }
    root.view.addSubview(scrollView)
    clock.settle()
    let resting = WindowSnapshot.render(window)

    UIApplication.shared.sendScroll(
      by: CGPoint(x: 100, y: 300), at: CGPoint(x: 100, y: 150), in: window)
    clock.advance(by: 0)
    let scrolling = WindowSnapshot.render(window)
    clock.advance(by: 1.5)
    let faded = WindowSnapshot.render(window)

    check(scrolling, named: "surface-scroll-indicators")
    // At rest, before and after, no bar is drawn: the right edge shows only the rows.
    for image in [resting, faded] {
      #expect(
        (40..<300).allSatisfy { y in
          image.color(atX: 214, y: y) == image.color(atX: 150, y: y)
        })
    }
  }

  @Test("classic buttons: titled, image and title, aligned, inset, empty; a shadowed label")
  func buttonsAndLabels() {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 240, height: 260))
    func place(_ button: UIButton, at y: CGFloat, width: CGFloat? = nil) {
      button.backgroundColor = .systemGray5
      button.sizeToFit()
      button.frame.origin = CGPoint(x: 20, y: y)
      if let width { button.frame.size.width = width }
      root.view.addSubview(button)
    }
    let titled = UIButton(type: .system)
    titled.setTitle("Titled", for: .normal)
    place(titled, at: 30)
    let withImage = UIButton(type: .system)
    withImage.setTitle("Image", for: .normal)
    withImage.setImage(square(20, .black), for: .normal)
    place(withImage, at: 70)
    let aligned = UIButton(type: .custom)
    aligned.setTitle("Left, inset", for: .normal)
    aligned.setTitleColor(.systemRed, for: .normal)
    aligned.setImage(square(16, .systemGreen), for: .normal)
    aligned.contentHorizontalAlignment = .left
    aligned.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    aligned.titleEdgeInsets = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
    place(aligned, at: 110, width: 200)
    let empty = UIButton(type: .system)
    place(empty, at: 150)
    let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
    label.text = "Shadow"
    label.font = .boldSystemFont(ofSize: 22)
    label.shadowColor = .systemOrange
    label.shadowOffset = CGSize(width: 2, height: 2)
    root.view.addSubview(label)
    clock.settle()

    check(WindowSnapshot.render(window, scale: 2), named: "surface-buttons")
  }

  @Test("an alert-level window over the app's, over the status bar")
  func windowLevels() {
    let root = UIViewController()
    root.view.backgroundColor = .systemTeal
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 240, height: 320))
    let alert = UIWindow(frame: CGRect(x: 40, y: 0, width: 160, height: 120))
    let alertRoot = UIViewController()
    alertRoot.view.backgroundColor = UIColor.systemIndigo.withAlphaComponent(0.85)
    alertRoot.view.layer.cornerRadius = 12
    alert.rootViewController = alertRoot
    alert.windowLevel = .alert
    alert.isHidden = false
    let banner = UIWindow(frame: CGRect(x: 0, y: 200, width: 240, height: 60))
    banner.rootViewController = UIViewController()
    banner.rootViewController?.view.backgroundColor = .systemYellow
    banner.windowLevel = .normal - 1
    banner.isHidden = false
    clock.settle()

    check(WindowSnapshot.renderScreen(chromeOf: window), named: "surface-window-levels")
  }
}
