import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// The screen stands for a device (`UIScreen.apply(_:)`): its scale is in force from the first
/// layout, so frames round to the device's pixels and draw on whole pixels.
@Suite("Device configurations: scale, idiom and safe area from the first layout", .uiTest)
@MainActor
struct DeviceScaleReferenceTests {
  let clock = ManualClock()

  /// Three equal columns across `width` points, pinned by constraints, in their own window.
  private func columns(width: CGFloat) -> (UIWindow, [UIView]) {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let views = [UIColor.systemRed, .systemGreen, .systemBlue].map { color in
      let view = UIView()
      view.backgroundColor = color
      return view
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
      stack.heightAnchor.constraint(equalToConstant: 20),
    ])
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: width, height: 40))
    clock.settle()
    return (window, views)
  }

  private func check(
    _ window: UIWindow, _ name: String, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: UIImage(bitmap: WindowSnapshot.render(window)), as: .image(perceptualPrecision: 0.99),
      named: name, testName: testName, line: line)
  }

  @Test("an iPhone 15 Pro at 3x: an edge at 133.33 points lands on pixel 400, unblended")
  func thirdsOfAPoint() throws {
    try UIScreen.main.apply(.iPhone15Pro)

    let (window, views) = columns(width: 400)
    let image = WindowSnapshot.render(window)

    #expect(abs(views[1].frame.minX - 400 / 3) < 0.001)
    #expect(image.width == 1200)
    #expect(image.color(atX: 399, y: 60) == [255, 59, 48, 255])
    #expect(image.color(atX: 400, y: 60) == [52, 199, 89, 255])
    check(window, "device-iphone-3x")
  }

  @Test("an iPad at 2x: a third of 401 points rounds to the half point, pixel 267")
  func halvesOfAPoint() throws {
    try UIScreen.main.apply(.iPadPro11)

    let (window, views) = columns(width: 401)
    let image = WindowSnapshot.render(window)

    #expect(views[1].frame.minX == 133.5)
    #expect(image.color(atX: 266, y: 40) == [255, 59, 48, 255])
    #expect(image.color(atX: 267, y: 40) == [52, 199, 89, 255])
    check(window, "device-ipad-2x")
  }

  @Test("traits, the window's screen, the device and the safe area follow the configuration")
  func traitsFollow() throws {
    try UIScreen.main.apply(.iPhone15Pro)
    let controller = UIViewController()
    let window = TestApplication.makeWindow(root: controller, size: UIScreen.main.bounds.size)
    clock.settle()

    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    #expect(window.screen.scale == 3)
    #expect(controller.traitCollection.displayScale == 3)
    #expect(controller.view.traitCollection.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("a window that exists already takes a new scale, and is laid out again to its pixels")
  func existingWindowsFollow() throws {
    let (window, views) = columns(width: 400)
    #expect(views[1].frame.minX == 133)

    try UIScreen.main.apply(.iPhone15Pro)
    window.layoutIfNeeded()

    #expect(window.traitCollection.displayScale == 3)
    #expect(abs(views[1].frame.minX - 400 / 3) < 0.001)
  }

  @Test("a label measured at 3x wraps to as many lines when drawn at 3x")
  func measuringAgreesWithDrawing() throws {
    try UIScreen.main.apply(.iPhone15Pro)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "Measuring and drawing agree on where a line of text wraps"
    let size = label.sizeThatFits(CGSize(width: 160, height: 1000))
    let root = UIViewController()
    root.view.backgroundColor = .white
    label.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
    root.view.addSubview(label)
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 200, height: 120))
    clock.settle()

    #expect(size.width <= 160)
    #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0).size == size)
    check(window, "device-label-3x")
  }

  @Test(
    "a scale of 0 or NaN, or a negative size, is refused with a message and changes nothing",
    arguments: [
      UIScreen.Configuration(size: CGSize(width: 393, height: 852), scale: 0),
      UIScreen.Configuration(size: CGSize(width: 393, height: 852), scale: .nan),
      UIScreen.Configuration(size: CGSize(width: -1, height: 852), scale: 2),
    ])
  func badConfigurations(_ configuration: UIScreen.Configuration) {
    let before = UIScreen.main.configuration

    #expect {
      try UIScreen.main.apply(configuration)
    } throws: { error in
      "\(error)".hasPrefix("UIScreen.apply: the ") && "\(error)".hasSuffix("nothing was changed.")
    }
    #expect(UIScreen.main.configuration == before)
  }
}
